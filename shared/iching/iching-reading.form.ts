import { z } from 'zod';

/** The question of an I Ching cast: optional, at most 200 characters (it is carried in the reading's address). */
export const QUESTION_MAX = 200;
const question = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string().max(QUESTION_MAX, `Please keep your question to ${QUESTION_MAX} characters.`));

/** The free reading's form: cast six lines for an optional question. */
export const CastFormSchema = z.object({ question });

/** Saving a cast to the member's journal: its six values, bottom first, and its question. */
export const SaveCastFormSchema = z.object({
  lines: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().regex(/^[6-9]{6}$/, 'That is not a cast of six lines.')),
  question,
});

/** A reading's address: the cast's values, and its question (if any) as `q`. */
export function castPath(lines: string, questionText: string): string {
  return `/readings-reports/i-ching/cast/${lines}${questionText ? `?q=${encodeURIComponent(questionText)}` : ''}`;
}
