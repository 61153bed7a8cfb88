import { AppError } from '../../errors';
import { AdvisorProviderError } from './advisor-provider';

/** How long a caller should wait before asking again after the marketplace failed (the failure is remembered that long). */
const RETRY_AFTER_SECONDS = 15;

/**
 * A marketplace failure as the site answers it: no answer in time (or none at all) is a 503, an
 * answer the site cannot use a 502. Both say what happened in words, never a stack; anything else
 * is passed on unchanged (a fault of ours, the generic 500).
 */
export function advisorHttpError(error: unknown): unknown {
  if (!(error instanceof AdvisorProviderError)) return error;
  if (error.failure === 'timeout' || error.failure === 'unreachable') {
    const unavailable = new AppError('service_unavailable', 'The advisor marketplace is not answering just now. Please try again in a few minutes.');
    unavailable.retryAfterSeconds = RETRY_AFTER_SECONDS;
    return unavailable;
  }
  return new AppError('bad_gateway', 'The advisor marketplace sent an answer the site could not use. Please try again later.');
}
