import { z } from 'zod';
import { JOURNAL_MESSAGES } from '../forms/messages';

/** Your Readings: deleting one saved reading or report by its slug (spec 1 §5 "Journal delete"). */
export const DeleteJournalFormSchema = z.object({
  slug: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().trim().min(1, JOURNAL_MESSAGES.slugRequired).max(200)),
});
