import { personalDay, universalDay, type NumerologyNumber } from '../../../shared/numerology/numerology';
import { numberText } from '../../content/numerology/library';
import { numberHref } from './number-links';

/** Spec 2 §3, §9: the number of the day's content is shown cut to 325 characters, with a Read More link. */
export const DAY_CONTENT_LIMIT = 325;

/**
 * The text cut to at most `max` characters at a word boundary, with an ellipsis (counted in the
 * `max`); a text that fits is returned whole.
 */
export function truncateText(text: string, max = DAY_CONTENT_LIMIT): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const room = text.slice(0, max); // the ellipsis takes the place of the space the cut falls on
  const cut = room.lastIndexOf(' ');
  const kept = (cut > 0 ? room.slice(0, cut) : room.slice(0, max - 1)).replace(/[\s,;:–—-]+$/, '');
  return { text: `${kept}…`, truncated: true };
}

/**
 * The number of the day (spec 2 §3 "Number of the day", §7): everyone's is the date's universal
 * number, and with a birth date the reader's personal day number. The same shape as
 * `GET /api/daily-number`, plus the number's page.
 */
export function dailyNumber(date: string, birthDate?: string) {
  const number = universalDay(date);
  const text = numberText(number);
  return {
    number,
    personal_number: birthDate ? personalDay(birthDate, date) : null,
    title: text.title,
    content: text.day,
    url: numberHref(number, 'day'),
  } satisfies { number: NumerologyNumber; personal_number: NumerologyNumber | null; title: string; content: string; url: string };
}
