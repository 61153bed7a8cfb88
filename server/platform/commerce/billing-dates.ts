/**
 * Billing-day arithmetic for subscriptions (issue #13). A billing day is a UTC calendar day written
 * YYYY-MM-DD; a month later is the same day of the next month, or that month's last day when it
 * is shorter (Jan 31 + 1 month = Feb 28, or Feb 29 in a leap year).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: string): [number, number, number] {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`Not a billing day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The UTC calendar day of a moment, YYYY-MM-DD. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Midnight UTC at the start of a day, epoch ms. */
export const startOfDay = (day: string): number => {
  const [year, month, date] = parts(day);
  return Date.UTC(year, month - 1, date);
};

export const addDays = (day: string, days: number): string => utcDay(new Date(startOfDay(day) + days * DAY_MS));

export function addMonths(day: string, months: number): string {
  const [year, month, date] = parts(day);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  return utcDay(new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth(), Math.min(date, lastDay))));
}

/** When VIP perks paid up to `day` end: the end of the day after it (a day's grace for the renewal), epoch ms. */
export const perksEndAfter = (day: string): number => startOfDay(addDays(day, 2));
