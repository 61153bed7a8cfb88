import { z } from 'zod';

/** The consent banner's plain form (spec 1 §4): Accept, or Decline / close. */
export const ConsentFormSchema = z.object({
  choice: z.enum(['accept', 'decline'], { error: 'Please choose Accept or Decline.' }),
  next: z.string().max(2000).optional(),
});
