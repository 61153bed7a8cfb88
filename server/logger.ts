import pino, { type DestinationStream, type Logger } from 'pino';

/** Structured JSON logs. Cookies, authorization headers and any password or token are redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-partner-key"]',
        'res.headers["set-cookie"]',
        'req.query.key',
        'req.query.m',
        'req.query.mauto',
        'req.query.token',
        'req.query.password',
        '*.password',
        '*.new_password',
        '*.old_password',
        '*.password_verify',
        '*.token',
        '*.key',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Query parameters that carry secrets (reset keys, autologin values) never reach the logs. */
const SECRET_PARAMS = /([?&](?:key|m|mauto|token|password)=)[^&#]*/gi;

export function scrubUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PARAMS, '$1[redacted]');
}
