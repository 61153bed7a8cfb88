import { z } from 'zod';

/** Spec 3 §5 "Add birth time": 12-hour 'H:MM AM/PM' (hour 0-12) or 24-hour 'HH:MM'. */
export const BIRTH_TIME_MESSAGES = { empty: 'Please enter your Birth Time', invalid: 'Invalid Birth Time - HH:MM AM/PM', failed: 'sorry, an error occurred' } as const;

/** A typed birth time as HH:mm on a 24-hour clock, or null when it is not one. */
export function parseBirthTime(text: string): string | null {
  const twelve = /^\s*(\d{1,2}):([0-5]\d)\s*([ap])\.?\s*m\.?\s*$/i.exec(text);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour > 12) return null;
    const pm = twelve[3]!.toLowerCase() === 'p';
    return `${String((hour % 12) + (pm ? 12 : 0)).padStart(2, '0')}:${twelve[2]}`;
  }
  const twentyFour = /^\s*([01]?\d|2[0-3]):([0-5]\d)\s*$/.exec(text);
  return twentyFour ? `${twentyFour[1]!.padStart(2, '0')}:${twentyFour[2]}` : null;
}

export const AddBirthTimeSchema = z.object({
  product_slug: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That report does not exist.'),
  person_1_birth_time: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string().trim().min(1, BIRTH_TIME_MESSAGES.empty).max(20, BIRTH_TIME_MESSAGES.invalid).refine((value) => value === '' || parseBirthTime(value) !== null, BIRTH_TIME_MESSAGES.invalid)),
});

