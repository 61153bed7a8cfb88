import { DateTime } from 'luxon';
import { addDays, HOROSCOPE_TIME_ZONE } from '../../../shared/horoscopes/horoscopes';

/**
 * When a reader's daily email is due (issue #28): on their own day, from `SEND_HOUR` o'clock
 * their time. A member's time zone is the hours-from-UTC offset chosen at signup; without one,
 * the horoscopes' own zone (New York, with its summer time) is used, the day the site's daily
 * pages name.
 */

/** The local hour from which a day's email goes out: before most people's first look at their phone. */
export const SEND_HOUR = 6;

export interface LocalMoment {
  /** The reader's day, YYYY-MM-DD. */
  date: string;
  hour: number;
  /** 1 Monday ... 7 Sunday. */
  weekday: number;
}

/** The reader's day and hour at `now`. */
export function localMoment(now: Date, timezone: number | null): LocalMoment {
  const zone = timezone === null ? HOROSCOPE_TIME_ZONE : `UTC${timezone >= 0 ? '+' : '-'}${offsetText(Math.abs(timezone))}`;
  const local = DateTime.fromJSDate(now, { zone });
  if (!local.isValid) return localMoment(now, null);
  return { date: local.toISODate()!, hour: local.hour, weekday: local.weekday };
}

/** "5:30" for 5.5 hours, "8" for 8: luxon's fixed-offset zone names. */
function offsetText(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return minutes ? `${whole}:${String(minutes).padStart(2, '0')}` : String(whole);
}

/** The day whose email is due for this reader now, or null before `SEND_HOUR` their time. */
export function dueDate(now: Date, timezone: number | null): string | null {
  const local = localMoment(now, timezone);
  return local.hour >= SEND_HOUR ? local.date : null;
}

/** Every day some reader on Earth may be living at `now` (UTC-12 to UTC+14): yesterday, today and tomorrow in UTC. */
export function daysInPlay(now: Date): string[] {
  const today = now.toISOString().slice(0, 10);
  return [addDays(today, -1), today, addDays(today, 1)];
}

/** Whether a day (YYYY-MM-DD) is a Monday, the weekly lists' day. */
export const isMonday = (date: string): boolean => new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
