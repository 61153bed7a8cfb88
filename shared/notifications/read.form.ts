import { z } from 'zod';

/** The value of the "Mark all as read" button. */
export const READ_ALL = 'all';

/** The /notifications page's plain form: one item's code, or `all`. */
export const ReadNotificationFormSchema = z.object({
  code: z
    .string({ error: 'Choose a notification to mark as read.' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,63}$/, 'A notification code is letters, digits, dots, dashes or underscores.'),
});
