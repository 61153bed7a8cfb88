import { Lunar, Solar } from 'lunar-typescript';

/**
 * The Chinese zodiac (issue #24): which animal and element a birth date belongs to. The year
 * turns at the real Chinese New Year (the second new moon after the winter solstice, between
 * 21 January and 20 February), not on 1 January: 1985-02-19 is still a Rat, 1985-02-20 an Ox.
 * The dates of Chinese New Year come from lunar-typescript (6tail's Chinese calendar, computed
 * from astronomical new moons and solar terms), not from a table of our own.
 *
 * The element follows the year's heavenly stem: 甲乙 wood, 丙丁 fire, 戊己 earth, 庚辛 metal,
 * 壬癸 water (in Western years: last digit 4 or 5 wood … 2 or 3 water); even stems are yang.
 */

export const CHINESE_SIGNS = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'] as const;
export type ChineseSign = (typeof CHINESE_SIGNS)[number];
export const CHINESE_ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type ChineseElement = (typeof CHINESE_ELEMENTS)[number];

export const CHINESE_SIGN_NAMES: Record<ChineseSign, string> = {
  rat: 'Rat', ox: 'Ox', tiger: 'Tiger', rabbit: 'Rabbit', dragon: 'Dragon', snake: 'Snake',
  horse: 'Horse', goat: 'Goat', monkey: 'Monkey', rooster: 'Rooster', dog: 'Dog', pig: 'Pig',
};
export const CHINESE_ELEMENT_NAMES: Record<ChineseElement, string> = { wood: 'Wood', fire: 'Fire', earth: 'Earth', metal: 'Metal', water: 'Water' };

/** The years the calculator covers: the calendar library's range. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2100;

const STEMS = '甲乙丙丁戊己庚辛壬癸';

export interface ChineseYear {
  /** The Chinese year the date falls in, by the Western year in which it began. */
  year: number;
  sign: ChineseSign;
  element: ChineseElement;
  yin: boolean;
  /** The first and last day of that Chinese year (YYYY-MM-DD). */
  starts: string;
  ends: string;
}

const iso = (solar: { getYear(): number; getMonth(): number; getDay(): number }) =>
  `${solar.getYear()}-${String(solar.getMonth()).padStart(2, '0')}-${String(solar.getDay()).padStart(2, '0')}`;

/** Chinese New Year's Day (the first day of the first lunar month) of the Chinese year that began in Western `year`. */
const newYear = (year: number) => Lunar.fromYmd(year, 1, 1).getSolar();

/** The sign, element and bounds of the Chinese year of a date, or null outside 1900-2100 or for an impossible date. */
export function chineseYear(year: number, month: number, day: number): ChineseYear | null {
  if (![year, month, day].every(Number.isInteger) || year < FIRST_YEAR || year > LAST_YEAR || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  // Before Chinese New Year 1900 (31 January) the year is 1899, outside the library's range.
  if (year === FIRST_YEAR && month === 1 && day < 31) return null;
  const lunar = Solar.fromYmd(year, month, day).getLunar();
  const lunarYear = lunar.getYear();
  const stem = STEMS.indexOf(lunar.getYearGan());
  const starts = newYear(lunarYear);
  const ends = lunarYear < LAST_YEAR ? newYear(lunarYear + 1).next(-1) : Solar.fromYmd(LAST_YEAR, 12, 31);
  return {
    year: lunarYear,
    sign: CHINESE_SIGNS[(((lunarYear - 4) % 12) + 12) % 12]!,
    element: CHINESE_ELEMENTS[Math.floor(stem / 2)]!,
    yin: stem % 2 === 1,
    starts: iso(starts),
    ends: iso(ends),
  };
}
