import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError, isShownToPeople, toAppError } from '../errors';
import { scrubUrl } from '../logger';

/** The JSON 404 for any unmatched API path; it never echoes the path (the platform's are internal). */
export function jsonNotFound(): RequestHandler {
  return (_req, _res, next) => {
    next(new AppError('not_found', 'No API route matches this address.'));
  };
}

/**
 * Central JSON error handler: `{ error: { code, message, fields? } }` with the right status.
 * Unexpected errors are logged with their stack and answered with a generic 500 message.
 */
export function jsonErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const appError = toAppError(error);
    if (!isShownToPeople(appError)) logger.error({ err: error, url: scrubUrl(req.originalUrl) }, 'request failed');
    if (appError.retryAfterSeconds) res.set('Retry-After', String(appError.retryAfterSeconds));
    res.status(appError.status).json(appError.toBody());
  };
}
