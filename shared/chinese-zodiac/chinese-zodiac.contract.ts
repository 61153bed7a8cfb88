import { z } from 'zod';
import { defineContract } from '../api/contract';
import { daysInMonth, MONTH_NAMES } from '../site/calendar';
import type { ChineseElement, ChineseSign } from './chinese-zodiac';

/*
 * The Chinese zodiac calculator's date and call (issue #24, spec 2 §5, §7). The calculator's
 * island imports this file, so it stays free of the calendar library (lunar-typescript, some
 * 300 KB) that ./chinese-zodiac.ts loads: the names and the first day are written out here, and
 * the compiler (names) and tests/unit/chinese-zodiac.test.ts (order, first day) hold them to it.
 */

/** The twelve signs, as ./chinese-zodiac.ts `CHINESE_SIGNS` (a copy the browser can load). */
export const SIGN_SLUGS = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'] as const satisfies readonly ChineseSign[];
/** The five elements, as ./chinese-zodiac.ts `CHINESE_ELEMENTS`. */
export const ELEMENT_SLUGS = ['wood', 'fire', 'earth', 'metal', 'water'] as const satisfies readonly ChineseElement[];
// A sign or element left out of the copies above stops the type check here.
const _everySign: [Exclude<ChineseSign, (typeof SIGN_SLUGS)[number]>] extends [never] ? true : never = true;
const _everyElement: [Exclude<ChineseElement, (typeof ELEMENT_SLUGS)[number]>] extends [never] ? true : never = true;

/** The calculator's range: from Chinese New Year 1900 (the calendar library's first) to the end of 2100. */
export const CALCULATOR_RANGE = { first: { year: 1900, month: 1, day: 31 }, lastYear: 2100 } as const;

/** The calculator's year list (spec 2 §9): 102 entries, this year down 101 years back. */
export const calculatorYears = (thisYear: number): number[] => Array.from({ length: 102 }, (_, index) => thisYear - index);

/** How many days the day select offers: the month's days in that year, 29 for February before a year is chosen, 31 before a month is. */
export function daysToOffer(month: number | undefined, year: number | undefined): number {
  if (!month || month < 1 || month > 12) return 31;
  return daysInMonth(year ?? 2000, month);
}

/** What the calculator says (spec 2 §5, §8: "This field is required", word for word). */
export const CHINESE_DATE_MESSAGES = {
  required: 'This field is required',
  month: 'Choose a month from 1 to 12.',
  day: 'Choose a day from 1 to 31.',
  year: `Choose a year from ${CALCULATOR_RANGE.first.year} to ${CALCULATOR_RANGE.lastYear}.`,
  /** A day the month does not have: 30 February. */
  noSuchDay: (month: number, year: number) => `${MONTH_NAMES[month - 1]} ${year} has only ${daysInMonth(year, month)} days.`,
  tooEarly: 'The calculator starts at Chinese New Year 1900, on January 31, 1900. Choose a later day.',
} as const;

/** One of the three selects: given (else "This field is required"), digits, within its range. */
function datePart(min: number, max: number, message: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? CHINESE_DATE_MESSAGES.required : message) })
    .trim()
    .min(1, { error: CHINESE_DATE_MESSAGES.required, abort: true })
    .regex(/^\d{1,4}$/, { error: message, abort: true })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { error: message, abort: true });
}

/**
 * A birth date as the calculator's selects and `GET /api/compat-meter/getchinese` send it: month,
 * day and year as text, each required. A day its month does not have, or a day before the
 * calculator's first, is refused under `day`.
 */
export const ChineseDateSchema = z
  .object({
    month: datePart(1, 12, CHINESE_DATE_MESSAGES.month),
    day: datePart(1, 31, CHINESE_DATE_MESSAGES.day),
    year: datePart(CALCULATOR_RANGE.first.year, CALCULATOR_RANGE.lastYear, CHINESE_DATE_MESSAGES.year),
  })
  .superRefine(({ month, day, year }, context) => {
    const { first } = CALCULATOR_RANGE;
    if (day > daysInMonth(year, month)) context.addIssue({ code: 'custom', path: ['day'], message: CHINESE_DATE_MESSAGES.noSuchDay(month, year) });
    else if (year === first.year && month === first.month && day < first.day) context.addIssue({ code: 'custom', path: ['day'], message: CHINESE_DATE_MESSAGES.tooEarly });
  });
export type ChineseDateInput = z.input<typeof ChineseDateSchema>;

/** The Chinese year of a birth date: its animal and element, and the year's first and last day. */
export const ChineseSignResultSchema = z.object({
  /** The animal, lowercased (spec 2 §7: "reads data.sign (Chinese sign, lowercased)"). */
  sign: z.enum(SIGN_SLUGS),
  element: z.enum(ELEMENT_SLUGS),
  /** The Chinese year, by the Western year in which it began (a birthday in January may belong to the year before). */
  year: z.number().int(),
  /** The first and last day of that Chinese year, YYYY-MM-DD. */
  starts: z.string(),
  ends: z.string(),
});

/** `GET /api/compat-meter/getchinese?month=&day=&year=` (spec 2 §7): the Chinese sign of a birth date. */
export const GetChineseSignContract = defineContract('chinese_zodiac.getchinese', 'GET /compat-meter/getchinese', {
  query: ChineseDateSchema,
  response: z.object({ data: ChineseSignResultSchema }),
});
