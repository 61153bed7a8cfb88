import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '../shared/api/errors';

/** The one error type routes throw; the central handler turns it into a JSON reply or an error page. */
export class AppError extends Error {
  readonly status: number;
  /** For 429 replies: when to try again, sent as Retry-After. */
  retryAfterSeconds?: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

/**
 * Whether a person may read this error's message: every refusal (4xx), and a payment processor
 * that did not answer (504 'gateway_timeout': nothing was charged, try again). Any other 5xx is
 * our failure, shown as a generic message and logged.
 */
export function isShownToPeople(error: unknown): error is AppError {
  return error instanceof AppError && (error.status < 500 || error.code === 'gateway_timeout');
}

/** Turns a zod error into the `fields` map of an API error: dotted path -> messages. */
export function zodFields(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

/**
 * Maps anything thrown inside a request to an AppError. Errors raised by Express's own body
 * parsers carry a 4xx `status` and a `type`; those become clear client errors, never a 500.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const candidate = error as { status?: unknown; statusCode?: unknown; type?: unknown; expose?: unknown };
  const status = Number(candidate?.status ?? candidate?.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500) {
    switch (candidate.type) {
      case 'entity.parse.failed':
        return new AppError('bad_request', 'The request body is not valid JSON.');
      case 'entity.too.large':
        return new AppError('payload_too_large', 'The request body is too large.');
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return new AppError('unsupported_media_type', 'The request body uses an unsupported encoding.');
      default:
        if (status === 413) return new AppError('payload_too_large', 'The request body is too large.');
        if (status === 415) return new AppError('unsupported_media_type', 'The request body has an unsupported type.');
        if (status === 404) return new AppError('not_found', 'Not found.');
        return new AppError('bad_request', 'The request could not be understood.');
    }
  }
  return new AppError('internal', 'Something went wrong on our side. Please try again in a moment.');
}
