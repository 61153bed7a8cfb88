import { MASTER_NUMBERS, reduce } from '../../../shared/numerology/numerology';
import { parseIsoDate } from '../../../shared/site/calendar';

/**
 * The working of a reduction, as the calculator and the number of the day show it beside each
 * number. The numbers themselves always come from shared/numerology/numerology.ts; these only
 * write the steps out (tests/unit/numerology.test.ts checks they end on the same number).
 */

const MASTERS: readonly number[] = MASTER_NUMBERS;
const digitSum = (value: number): number => [...String(value)].reduce((sum, digit) => sum + Number(digit), 0);

/** Each step of a reduction, the first the number itself: 1990, 19, 10, 1 (29, 11 stops at the master number). */
export function reductionSteps(value: number): number[] {
  const steps = [value];
  while (steps.at(-1)! > 9 && !MASTERS.includes(steps.at(-1)!)) steps.push(digitSum(steps.at(-1)!));
  return steps;
}

/** "1990 → 19 → 10 → 1" */
export const stepsText = (value: number): string => reductionSteps(value).join(' → ');

/** A date's reduction: month, day and year each reduced, then added and reduced ("Month 11, day 29 → 11, year 1990 → 19 → 10 → 1; 11 + 11 + 1 = 23 → 5"). */
export function dateWorking(month: number, day: number, year: number): string {
  const sum = reduce(month) + reduce(day) + reduce(year);
  return `Month ${stepsText(month)}, day ${stepsText(day)}, year ${stepsText(year)}; ${reduce(month)} + ${reduce(day)} + ${reduce(year)} = ${stepsText(sum)}`;
}

/** The working of a day's universal number (YYYY-MM-DD). */
export function dayWorking(date: string): string {
  const { year, month, day } = parseIsoDate(date)!;
  return dateWorking(month, day, year);
}

/** The working of a personal day: the personal year, then the calendar month added, then the calendar day. */
export function personalDayWorking(personalYear: number, date: string): string {
  const { month, day } = parseIsoDate(date)!;
  const personalMonth = reduce(personalYear + reduce(month));
  return `Personal year ${personalYear}; ${personalYear} + month ${reduce(month)} = ${stepsText(personalYear + reduce(month))}; ${personalMonth} + day ${reduce(day)} = ${stepsText(personalMonth + reduce(day))}`;
}
