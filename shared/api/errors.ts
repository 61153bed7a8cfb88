import { z } from 'zod';

export { ERROR_CODES, NETWORK_FAILURE_MESSAGE, type ErrorCode } from './error-codes';

/** Every API error, from the site's /api routes and from the platform, has this shape. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

