import pino, { type Logger } from 'pino';

/** Structured JSON logs. Cookies, authorization headers and any password or token are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-partner-key"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.old_password',
        '*.password_verify',
        '*.token',
        '*.key',
      ],
      censor: '[redacted]',
    },
  });
}
