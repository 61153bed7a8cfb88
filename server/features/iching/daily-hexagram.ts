import { createHmac } from 'node:crypto';

/**
 * The hexagram of the day (spec 2 §3, §6): everyone's, drawn for the date, and a member's own,
 * drawn for the date and their birth date (the birth date is what enables it). A keyed hash, as
 * the tarot card of the day: the same day always shows the same hexagram, and a reload never
 * changes it. Not secret, only stable.
 */
function draw(seed: string): number {
  return (createHmac('sha256', 'starlit-daily-hexagram').update(seed).digest().readUInt32BE(0) % 64) + 1;
}

/** Everyone's hexagram of `date`, or (with a birth date) the reader's own. */
export const hexagramOfTheDay = (date: string, birthDate?: string): number => draw(birthDate ? `you:${birthDate}:${date}` : `everyone:${date}`);
