/** Error codes and their HTTP status; kept free of zod so browser code can import it cheaply. */
export const ERROR_CODES = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  service_unavailable: 503,
  /** The payment processor did not answer in time: nothing was charged, and the buyer may try again. */
  gateway_timeout: 504,
  // Login failures carry the spec's own codes (spec 1 §8).
  'member not found': 404,
  'invalid password': 401,
  'member disabled': 403,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** Shown to people when the browser could not reach the server at all (status 0). */
export const NETWORK_FAILURE_MESSAGE = 'Network Failure. Please Try Again.';
