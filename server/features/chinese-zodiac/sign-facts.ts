import { CHINESE_ELEMENT_NAMES, CHINESE_SIGN_NAMES, CHINESE_SIGNS, type ChineseElement, type ChineseSign, type ChineseYear } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { href, ROUTES } from '../../../shared/routes';
import type { ChineseSignLink, ChineseYearView } from '../../../views/chinese-zodiac/chinese-zodiac-parts';

/*
 * What the pages say about each sign besides the writing: its Chinese name, its place in the
 * cycle, its fixed element and polarity (the facts every book gives), and its links.
 */

/** Each animal's character (traditional script) and its pinyin. */
const HANZI: Record<ChineseSign, [string, string]> = {
  rat: ['鼠', 'shǔ'],
  ox: ['牛', 'niú'],
  tiger: ['虎', 'hǔ'],
  rabbit: ['兔', 'tù'],
  dragon: ['龍', 'lóng'],
  snake: ['蛇', 'shé'],
  horse: ['馬', 'mǎ'],
  goat: ['羊', 'yáng'],
  monkey: ['猴', 'hóu'],
  rooster: ['雞', 'jī'],
  dog: ['狗', 'gǒu'],
  pig: ['豬', 'zhū'],
};

/** Each element's character and pinyin. */
export const ELEMENT_HANZI: Record<ChineseElement, [string, string]> = {
  wood: ['木', 'mù'],
  fire: ['火', 'huǒ'],
  earth: ['土', 'tǔ'],
  metal: ['金', 'jīn'],
  water: ['水', 'shuǐ'],
};

/** Each sign's fixed element, which stays the same whatever the year's element. */
const FIXED_ELEMENT: Record<ChineseSign, ChineseElement> = {
  rat: 'water',
  ox: 'earth',
  tiger: 'wood',
  rabbit: 'wood',
  dragon: 'earth',
  snake: 'fire',
  horse: 'fire',
  goat: 'earth',
  monkey: 'metal',
  rooster: 'metal',
  dog: 'earth',
  pig: 'water',
};

export const signHref = (sign: ChineseSign, year?: number) => href(ROUTES.chineseSign, { sign }, year === undefined ? {} : { year });

/** The facts of a sign's page head. */
export function signFacts(sign: ChineseSign) {
  const position = CHINESE_SIGNS.indexOf(sign) + 1;
  const [hanzi, pinyin] = HANZI[sign];
  return {
    sign,
    name: CHINESE_SIGN_NAMES[sign],
    hanzi,
    pinyin,
    position,
    /** Rat, Tiger, Dragon … are yang; Ox, Rabbit, Snake … yin. */
    yin: position % 2 === 0,
    fixedElement: CHINESE_ELEMENT_NAMES[FIXED_ELEMENT[sign]],
  };
}

/** A Chinese year as the pages show it. */
export function yearView(year: ChineseYear, current?: number): ChineseYearView {
  return {
    year: year.year,
    element: year.element,
    elementName: CHINESE_ELEMENT_NAMES[year.element],
    yin: year.yin,
    starts: year.starts,
    ends: year.ends,
    href: signHref(year.sign, year.year),
    current: year.year === current,
  };
}

/** The twelve signs in the cycle's order, each with its three latest years up to `thisYear` (by the cycle of twelve, no calendar needed). */
export function signLinks(thisYear: number): ChineseSignLink[] {
  return CHINESE_SIGNS.map((sign, index) => {
    const latest = thisYear - ((thisYear - 4 - index + 1200) % 12);
    return { sign, name: CHINESE_SIGN_NAMES[sign], position: index + 1, href: signHref(sign), years: [latest - 24, latest - 12, latest] };
  });
}
