import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { scrubUrl } from '../logger';

/**
 * One log line per request once it is answered: `info` for a success, `warn` for a refusal (4xx),
 * `error` for a failure (5xx). What a line holds is built only when its level is logged.
 *
 * This replaced pino-http, which gives every request a child logger bound to the request's
 * serialised headers before the request runs, logged or not: about 50 µs a request, an eighth
 * of what a page from the page cache costs (server/README.md). Nothing here reads `req.log`.
 */
export function requestLog(logger: Logger, options: { quiet(req: Request): boolean }): RequestHandler {
  return (req, res, next) => {
    if (options.quiet(req)) return next();
    const started = performance.now();
    const answered = () => {
      res.off('finish', answered);
      res.off('close', answered);
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          req: { method: req.method, url: scrubUrl(req.originalUrl), remoteAddress: req.socket.remoteAddress },
          res: { statusCode: status },
          responseTime: Math.round(performance.now() - started),
        },
        res.writableFinished ? 'request completed' : 'request closed before its response was sent',
      );
    };
    res.on('finish', answered);
    res.on('close', answered);
    next();
  };
}
