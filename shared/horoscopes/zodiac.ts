/**
 * The twelve signs of the tropical zodiac, with the date ranges most
 * commonly printed in newspaper and web horoscopes. Exact cusp dates shift
 * by a day from year to year; birth charts use the real Sun position, but
 * these ranges are what visitors expect when they look up "their sign".
 */

export type ZodiacSlug =
  | 'aries'
  | 'taurus'
  | 'gemini'
  | 'cancer'
  | 'leo'
  | 'virgo'
  | 'libra'
  | 'scorpio'
  | 'sagittarius'
  | 'capricorn'
  | 'aquarius'
  | 'pisces';

export type Element = 'fire' | 'earth' | 'air' | 'water';

export type Modality = 'cardinal' | 'fixed' | 'mutable';

export interface MonthDay {
  month: number;
  day: number;
}

export interface ZodiacSign {
  slug: ZodiacSlug;
  name: string;
  /** Unicode glyph followed by U+FE0E so it renders as text, not emoji. */
  symbol: string;
  element: Element;
  modality: Modality;
  /** Ruling planet (modern rulership for Scorpio, Aquarius and Pisces). */
  ruler: string;
  start: MonthDay;
  end: MonthDay;
  /** One original sentence characterising the sign. */
  summary: string;
}

export const ZODIAC_SIGNS: readonly ZodiacSign[] = Object.freeze([
  {
    slug: 'aries',
    name: 'Aries',
    symbol: '\u2648\uFE0E',
    element: 'fire',
    modality: 'cardinal',
    ruler: 'Mars',
    start: { month: 3, day: 21 },
    end: { month: 4, day: 19 },
    summary:
      'Aries is the spark that starts things: direct, brave and impatient, happiest when it can act first and work out the details on the way.',
  },
  {
    slug: 'taurus',
    name: 'Taurus',
    symbol: '\u2649\uFE0E',
    element: 'earth',
    modality: 'fixed',
    ruler: 'Venus',
    start: { month: 4, day: 20 },
    end: { month: 5, day: 20 },
    summary:
      'Taurus builds slowly and means it, valuing comfort, loyalty and things made to last, and it rarely changes course once its mind is settled.',
  },
  {
    slug: 'gemini',
    name: 'Gemini',
    symbol: '\u264A\uFE0E',
    element: 'air',
    modality: 'mutable',
    ruler: 'Mercury',
    start: { month: 5, day: 21 },
    end: { month: 6, day: 20 },
    summary:
      'Gemini is curious about everything and everyone, quick with words and ideas, and most alive when a conversation takes an unexpected turn.',
  },
  {
    slug: 'cancer',
    name: 'Cancer',
    symbol: '\u264B\uFE0E',
    element: 'water',
    modality: 'cardinal',
    ruler: 'Moon',
    start: { month: 6, day: 21 },
    end: { month: 7, day: 22 },
    summary:
      'Cancer leads with feeling and memory, guarding the people and places it calls home with a tenderness that can turn fiercely protective.',
  },
  {
    slug: 'leo',
    name: 'Leo',
    symbol: '\u264C\uFE0E',
    element: 'fire',
    modality: 'fixed',
    ruler: 'Sun',
    start: { month: 7, day: 23 },
    end: { month: 8, day: 22 },
    summary:
      'Leo brings warmth, generosity and a flair for the dramatic, wanting to be seen and, at its best, helping everyone around it shine too.',
  },
  {
    slug: 'virgo',
    name: 'Virgo',
    symbol: '\u264D\uFE0E',
    element: 'earth',
    modality: 'mutable',
    ruler: 'Mercury',
    start: { month: 8, day: 23 },
    end: { month: 9, day: 22 },
    summary:
      'Virgo notices what others miss and quietly sets it right, showing care through useful help, careful thought and a steady wish to improve.',
  },
  {
    slug: 'libra',
    name: 'Libra',
    symbol: '\u264E\uFE0E',
    element: 'air',
    modality: 'cardinal',
    ruler: 'Venus',
    start: { month: 9, day: 23 },
    end: { month: 10, day: 22 },
    summary:
      'Libra looks for balance, fairness and beauty in every exchange, thriving in partnership and weighing each side before it commits to a choice.',
  },
  {
    slug: 'scorpio',
    name: 'Scorpio',
    symbol: '\u264F\uFE0E',
    element: 'water',
    modality: 'fixed',
    ruler: 'Pluto',
    start: { month: 10, day: 23 },
    end: { month: 11, day: 21 },
    summary:
      'Scorpio feels deeply and looks beneath the surface, trusting slowly but completely, and it has a remarkable talent for reinventing itself after loss.',
  },
  {
    slug: 'sagittarius',
    name: 'Sagittarius',
    symbol: '\u2650\uFE0E',
    element: 'fire',
    modality: 'mutable',
    ruler: 'Jupiter',
    start: { month: 11, day: 22 },
    end: { month: 12, day: 21 },
    summary:
      'Sagittarius chases meaning and open horizons, honest to the point of bluntness and always ready for the next journey, book or big idea.',
  },
  {
    slug: 'capricorn',
    name: 'Capricorn',
    symbol: '\u2651\uFE0E',
    element: 'earth',
    modality: 'cardinal',
    ruler: 'Saturn',
    start: { month: 12, day: 22 },
    end: { month: 1, day: 19 },
    summary:
      'Capricorn plays the long game, patient, disciplined and dryly funny, willing to climb one careful step at a time toward goals that matter.',
  },
  {
    slug: 'aquarius',
    name: 'Aquarius',
    symbol: '\u2652\uFE0E',
    element: 'air',
    modality: 'fixed',
    ruler: 'Uranus',
    start: { month: 1, day: 20 },
    end: { month: 2, day: 18 },
    summary:
      'Aquarius thinks for itself and for the wider group, drawn to fresh ideas and causes, and it values friendship and freedom in equal measure.',
  },
  {
    slug: 'pisces',
    name: 'Pisces',
    symbol: '\u2653\uFE0E',
    element: 'water',
    modality: 'mutable',
    ruler: 'Neptune',
    start: { month: 2, day: 19 },
    end: { month: 3, day: 20 },
    summary:
      'Pisces moves through life by intuition and imagination, soaking up the moods around it and answering them with compassion, art and daydreams.',
  },
]);

const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Days per month, allowing 29 February (a birth date may fall on a leap day). */
const MAX_DAYS: readonly number[] = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function key(d: MonthDay): number {
  return d.month * 100 + d.day;
}

/**
 * Returns the sun sign for a calendar date (month 1-12, day 1-31).
 * Throws RangeError if the month/day combination cannot exist.
 */
export function signForDate(month: number, day: number): ZodiacSign {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Invalid month: ${month}`);
  }
  const maxDay = MAX_DAYS[month - 1] as number;
  if (!Number.isInteger(day) || day < 1 || day > maxDay) {
    throw new RangeError(`Invalid day ${day} for month ${month}`);
  }
  const k = month * 100 + day;
  for (const sign of ZODIAC_SIGNS) {
    const start = key(sign.start);
    const end = key(sign.end);
    const inRange = start <= end ? k >= start && k <= end : k >= start || k <= end; // wraps the year end (Capricorn)
    if (inRange) return sign;
  }
  // The ranges above cover every day of the year, so this cannot happen.
  throw new RangeError(`No sign found for ${month}/${day}`);
}

/** Formats a sign's date range, e.g. "March 21 – April 19". */
export function formatSignDates(sign: ZodiacSign): string {
  const fmt = (d: MonthDay): string => `${MONTH_NAMES[d.month - 1] ?? ''} ${d.day}`;
  return `${fmt(sign.start)} \u2013 ${fmt(sign.end)}`;
}
