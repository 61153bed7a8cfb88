import { CHINESE_SIGNS, chineseYear, FIRST_YEAR, LAST_YEAR, type ChineseSign, type ChineseYear } from './chinese-zodiac';

/*
 * A sign's years (issue #24): the Chinese years 1900-2100 of each animal, with their elements
 * and bounds, read from `chineseYear` (so from the same calendar the calculator uses). Pure;
 * each year is worked out once.
 */

/** At most the 201 years of the range, each worked out once. */
const BY_YEAR = new Map<number, ChineseYear>();

/**
 * The Chinese year that began in Western `year`, or null outside 1900-2100. Chinese New Year
 * falls between January 21 and February 20, so March 1 always lies inside the year it began.
 */
export function chineseYearOf(year: number): ChineseYear | null {
  if (!Number.isInteger(year) || year < FIRST_YEAR || year > LAST_YEAR) return null;
  let found = BY_YEAR.get(year);
  if (!found) {
    found = Object.freeze(chineseYear(year, 3, 1)!);
    BY_YEAR.set(year, found);
  }
  return found;
}

/** The animal of the Chinese year that began in Western `year` (any year: the cycle of twelve, 1984 a Rat). */
export const signOfYear = (year: number): ChineseSign => CHINESE_SIGNS[(((year - 4) % 12) + 12) % 12]!;

const BY_SIGN = new Map<ChineseSign, readonly ChineseYear[]>();

/** Every Chinese year of `sign` from 1900 to 2100, oldest first (the last, 2100, ends where the calendar does: December 31, 2100). */
export function yearsOfSign(sign: ChineseSign): readonly ChineseYear[] {
  let years = BY_SIGN.get(sign);
  if (!years) {
    const first = FIRST_YEAR + ((CHINESE_SIGNS.indexOf(sign) - CHINESE_SIGNS.indexOf(signOfYear(FIRST_YEAR)) + 12) % 12);
    const found: ChineseYear[] = [];
    for (let year = first; year <= LAST_YEAR; year += 12) found.push(chineseYearOf(year)!);
    years = found;
    BY_SIGN.set(sign, years);
  }
  return years;
}
