import { chineseYear, CHINESE_ELEMENT_NAMES, CHINESE_SIGN_NAMES } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import { lifePath } from '../../../shared/numerology/numerology';
import { pointOf, type NatalChart } from '../../../shared/reports/natal';
import { chineseSignText } from '../../content/chinese-zodiac/library';
import { birthCardText, celticTreeOf } from '../../content/cosmic/library';
import { NATAL_FRAMING, planetInSign, risingText } from '../../content/natal/library';
import { numberText } from '../../content/numerology/library';

/**
 * The Cosmic Profile (issue #26, spec 3 §1-§2): one person read through seven systems, as seven
 * chapters: Sun, Moon and Rising (the sky engine's chart), the Chinese sign (the lunar year of the
 * birth date), the tarot birth card, the life path number and the Celtic tree sign. Without a
 * birth time the Moon and Rising are placeholders that say why.
 */

export interface CosmicChapter {
  /** The system's name ('Your Sun Sign'). */
  system: string;
  /** What it found ('Aries'), or null for a placeholder. */
  value: string | null;
  paragraphs: string[];
}

const MAJORS = ['', 'The Magician', 'The High Priestess', 'The Empress', 'The Emperor', 'The Hierophant', 'The Lovers', 'The Chariot', 'Strength', 'The Hermit', 'Wheel of Fortune', 'Justice', 'The Hanged Man', 'Death', 'Temperance', 'The Devil', 'The Tower', 'The Star', 'The Moon', 'The Sun', 'Judgement', 'The World'];

/** The tarot birth card: the birth date's digits summed, then reduced digit by digit until 21 or less (1 The Magician to 21 The World). */
export function birthCard(birthDate: string): number {
  let total = birthDate.replace(/\D/g, '').split('').reduce((sum, digit) => sum + Number(digit), 0);
  while (total > 21) total = String(total).split('').reduce((sum, digit) => sum + Number(digit), 0);
  return total;
}

const signName = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;

export function cosmicProfile(chart: NatalChart): CosmicChapter[] {
  const sun = pointOf(chart, 'sun')!;
  const moon = pointOf(chart, 'moon')!;
  const rising = pointOf(chart, 'ascendant');
  const timed = chart.houses !== null;
  const [year, month, day] = chart.birthDate.split('-').map(Number) as [number, number, number];
  const chinese = chineseYear(year, month, day);
  const card = birthCard(chart.birthDate);
  const path = lifePath(chart.birthDate);
  const tree = celticTreeOf(chart.birthDate.slice(5));
  const noTime = 'Your Moon and Rising signs need the time you were born: the Moon changes sign every two to three days and the Rising sign every two hours or so. Add your birth time to this report and both are read here.';
  return [
    { system: 'Your Sun Sign', value: signName(sun.sign), paragraphs: [planetInSign('sun', sun.sign)] },
    timed
      ? { system: 'Your Moon Sign', value: signName(moon.sign), paragraphs: [planetInSign('moon', moon.sign)] }
      : { system: 'Your Moon Sign', value: null, paragraphs: [noTime] },
    timed && rising
      ? { system: 'Your Rising Sign', value: signName(rising.sign), paragraphs: [risingText(rising.sign)] }
      : { system: 'Your Rising Sign', value: null, paragraphs: [NATAL_FRAMING.help.no_birth_time] },
    chinese
      ? { system: 'Your Chinese Zodiac Sign', value: `${CHINESE_ELEMENT_NAMES[chinese.element]} ${CHINESE_SIGN_NAMES[chinese.sign]}`, paragraphs: [chineseSignText(chinese.sign).personality] }
      : { system: 'Your Chinese Zodiac Sign', value: null, paragraphs: ['The Chinese calendar we read runs from 31 January 1900 to the end of 2100; this birth date falls outside it.'] },
    { system: 'Your Tarot Birth Card', value: MAJORS[card]!, paragraphs: [birthCardText(card)] },
    { system: 'Your Life Path Number', value: String(path), paragraphs: [numberText(path).lifePath] },
    { system: 'Your Celtic Tree Sign', value: tree.name, paragraphs: [tree.text] },
  ];
}
