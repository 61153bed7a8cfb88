/**
 * Numerology's reductions (issue #24), Pythagorean, as the site states them on /numerology:
 *
 * - A number is reduced by adding its digits until one digit is left, except that the master
 *   numbers 11, 22 and 33 are kept wherever they turn up.
 * - Dates: the month, the day and the year are each reduced first, then added and reduced
 *   (so 1990-11-29 is 11 + 11 + 1 = 23, then 5).
 * - The universal number of a day is that date's number; a member's personal year is their birth
 *   month and day with the current year; the personal month adds the calendar month to it, and
 *   the personal day adds the calendar day to that.
 * - Names: letters count by the Pythagorean chart (A, J, S are 1; B, K, T are 2; … I, R are 9);
 *   each part of the name is reduced, then the parts are added and reduced. The expression uses
 *   every letter, the soul urge the vowels A, E, I, O and U (Y counts as a consonant). Accents
 *   are dropped (É is E); anything not a letter is left out.
 * - The birthday number is the day of the month, reduced.
 *
 * Pure functions, shared by the pages, the API and the numerology report.
 */

export const MASTER_NUMBERS = [11, 22, 33] as const;
export type NumerologyNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 11 | 22 | 33;

const digitSum = (value: number): number => String(value).split('').reduce((sum, digit) => sum + Number(digit), 0);

/** Adds digits until one is left or a master number appears. */
export function reduce(value: number): NumerologyNumber {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`Numerology reduces positive whole numbers, not ${value}`);
  let current = value;
  while (current > 9 && !(MASTER_NUMBERS as readonly number[]).includes(current)) current = digitSum(current);
  return current as NumerologyNumber;
}

interface Ymd {
  year: number;
  month: number;
  day: number;
}

function parts(iso: string): Ymd {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

const dateNumber = ({ year, month, day }: Ymd): NumerologyNumber => reduce(reduce(month) + reduce(day) + reduce(year));

/** The life path number of a birth date (YYYY-MM-DD). */
export const lifePath = (birthDate: string): NumerologyNumber => dateNumber(parts(birthDate));

/** The universal number of a day (YYYY-MM-DD): everyone's number of the day. */
export const universalDay = (date: string): NumerologyNumber => dateNumber(parts(date));

/** The birthday number: the day of the month, reduced (the 29th is 11). */
export const birthdayNumber = (birthDate: string): NumerologyNumber => reduce(parts(birthDate).day);

/** The personal year of someone born on `birthDate`, in the calendar year `year`. */
export function personalYear(birthDate: string, year: number): NumerologyNumber {
  const { month, day } = parts(birthDate);
  return dateNumber({ year, month, day });
}

/** The personal day: personal year, plus the calendar month, plus the calendar day. */
export function personalDay(birthDate: string, date: string): NumerologyNumber {
  const today = parts(date);
  const month = reduce(personalYear(birthDate, today.year) + reduce(today.month));
  return reduce(month + reduce(today.day));
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** A letter's number on the Pythagorean chart: a, j, s are 1 … i, r are 9. */
export const letterValue = (letter: string): number => (LETTERS.indexOf(letter) % 9) + 1;

/** The name's words as plain lower-case letters (accents dropped, anything else left out). */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[\s-]+/)
    .map((word) => [...word].filter((letter) => LETTERS.includes(letter)).join(''))
    .filter(Boolean);
}

function nameNumber(name: string, counts: (letter: string) => boolean): NumerologyNumber | null {
  const sums = nameWords(name)
    .map((word) => [...word].filter(counts).reduce((sum, letter) => sum + letterValue(letter), 0))
    .filter((sum) => sum > 0);
  if (sums.length === 0) return null;
  return reduce(sums.reduce((total, sum) => total + reduce(sum), 0));
}

/** The expression (destiny) number of a full name, or null for a name without letters. */
export const expression = (name: string): NumerologyNumber | null => nameNumber(name, () => true);

/** The soul urge (heart's desire) number: the vowels of the name, or null when it has none. */
export const soulUrge = (name: string): NumerologyNumber | null => nameNumber(name, (letter) => VOWELS.has(letter));
