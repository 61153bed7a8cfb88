import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import { ASPECT_NAMES, NATAL_PLANET_IDS, pointOf, POINT_NAMES, type NatalChart, type NatalPlanetId } from '../../../shared/reports/natal';
import type { ReportChapter, ReportSection } from '../../../shared/reports/report';
import { aspectText, elementBalance, modeBalance, midheavenText, NATAL_FRAMING, planetInHouse, planetInSign, risingText, rulerInHouseText } from '../../content/natal/library';

/**
 * The reports' text, assembled from the interpretation library (server/content/natal) by the
 * placements of a chart (issue #25): the free chart's sample chapter (the big three) and the
 * Essential Birth Report. Every paragraph comes from the placement it reads, so two charts that
 * differ read differently where they differ; a chart without a birth time leaves out what the
 * time decides (houses, Rising, Midheaven, the Moon's aspects) and says so.
 */

const sign = (slug: string) => ZODIAC_SIGNS.find((each) => each.slug === slug)!;

/** The Moon without a birth time: the sign it was in at noon, and the other it reached that day if it changed. */
function moonNote(chart: NatalChart): string | undefined {
  if (!chart.moonDay || chart.moonDay.from === chart.moonDay.to) return undefined;
  return `Without a birth time your Moon is uncertain: it moved from ${sign(chart.moonDay.from).name} into ${sign(chart.moonDay.to).name} on the day you were born. This reads the Moon in ${sign(pointOf(chart, 'moon')!.sign).name}, where it stood at noon; if the other sign describes you better, an exact birth time will settle it.`;
}

/** The big three: Sun, Moon and (with a birth time) Rising. */
export function bigThree(chart: NatalChart): ReportChapter[] {
  const sun = pointOf(chart, 'sun')!;
  const moon = pointOf(chart, 'moon')!;
  const rising = pointOf(chart, 'ascendant');
  const note = moonNote(chart);
  return [
    { title: `Your Sun in ${sign(sun.sign).name}`, paragraphs: [planetInSign('sun', sun.sign)] },
    { title: `Your Moon in ${sign(moon.sign).name}`, paragraphs: [planetInSign('moon', moon.sign), ...(note ? [note] : [])] },
    rising
      ? { title: `Your Rising Sign: ${sign(rising.sign).name}`, paragraphs: [risingText(rising.sign)] }
      : { title: 'Your Rising Sign', paragraphs: [NATAL_FRAMING.help.no_birth_time] },
  ];
}

const planetName = (id: NatalPlanetId) => POINT_NAMES[id].name;

/** The Essential Birth Report's sections for a chart. */
export function essentialReport(chart: NatalChart): ReportSection[] {
  const timed = chart.houses !== null;
  const sections: ReportSection[] = [];
  sections.push({ code: 'big_three', title: 'Your Big Three', intro: NATAL_FRAMING.chapters.bigThree, chapters: bigThree(chart) });

  sections.push({
    code: 'planets_in_signs',
    title: 'Your Planets in Their Signs',
    intro: NATAL_FRAMING.chapters.planetsInSigns,
    chapters: NATAL_PLANET_IDS.filter((id) => id !== 'sun' && id !== 'moon').map((id) => {
      const point = pointOf(chart, id)!;
      return { title: `${planetName(id)} in ${sign(point.sign).name}${point.retrograde ? ', retrograde' : ''}`, paragraphs: [planetInSign(id, point.sign)] };
    }),
  });

  if (timed) {
    sections.push({
      code: 'planets_in_houses',
      title: 'Your Planets in Their Houses',
      intro: NATAL_FRAMING.chapters.planetsInHouses,
      chapters: NATAL_PLANET_IDS.map((id) => {
        const point = pointOf(chart, id)!;
        return { title: `${planetName(id)} in the ${ordinal(point.house!)} House`, paragraphs: [planetInHouse(id, point.house!)] };
      }),
    });
    const rising = pointOf(chart, 'ascendant')!;
    const midheaven = pointOf(chart, 'midheaven')!;
    const rulerName = sign(rising.sign).ruler.toLowerCase() as NatalPlanetId;
    const ruler = pointOf(chart, rulerName);
    sections.push({
      code: 'angles',
      title: 'Your Direction in Life',
      chapters: [
        { title: `Your Midheaven in ${sign(midheaven.sign).name}`, paragraphs: [midheavenText(midheaven.sign)] },
        ...(ruler?.house ? [{ title: `Your Chart Ruler, ${planetName(rulerName)}, in the ${ordinal(ruler.house)} House`, paragraphs: [rulerInHouseText(ruler.house)] }] : []),
      ],
    });
  }

  // The aspects, closest first; each pair's kind read once.
  const aspects = [...chart.aspects].sort((x, y) => x.orb - y.orb);
  const aspectChapters = aspects.flatMap((aspect) => {
    const text = aspectText(aspect.a, aspect.b, ASPECT_NAMES[aspect.type].kind);
    return text ? [{ title: `${planetName(aspect.a)} ${ASPECT_NAMES[aspect.type].name.toLowerCase()} ${planetName(aspect.b)}`, paragraphs: [text] }] : [];
  });
  if (aspectChapters.length > 0) sections.push({ code: 'aspects', title: 'Your Aspects', intro: NATAL_FRAMING.chapters.aspects, chapters: aspectChapters });

  sections.push({ code: 'balance', title: 'Your Balance of Elements and Modes', intro: NATAL_FRAMING.chapters.balance, chapters: balanceChapters(chart) });
  sections.push({ code: 'closing', title: 'Bringing It Together', chapters: [{ title: 'Your Chart as a Whole', paragraphs: [NATAL_FRAMING.chapters.closing] }] });
  return sections;
}

/** The element and mode that most of the chart's planets (and the Ascendant) are in, and an element nearly missing. */
function balanceChapters(chart: NatalChart): ReportChapter[] {
  const counted = chart.points.filter((point) => (NATAL_PLANET_IDS as readonly string[]).includes(point.id) || point.id === 'ascendant');
  const elements = countBy(counted.map((point) => sign(point.sign).element), ['fire', 'earth', 'air', 'water']);
  const modes = countBy(counted.map((point) => sign(point.sign).modality), ['cardinal', 'fixed', 'mutable']);
  const dominantElement = elements[0]!;
  const dominantMode = modes[0]!;
  const lacking = elements.at(-1)!;
  const chapters: ReportChapter[] = [
    { title: `Strong in ${capital(dominantElement.key)}`, paragraphs: [elementBalance(dominantElement.key).dominant] },
    { title: `A ${capital(dominantMode.key)} Chart`, paragraphs: [modeBalance(dominantMode.key).dominant] },
  ];
  if (lacking.count <= 1) chapters.splice(1, 0, { title: `Little ${capital(lacking.key)}`, paragraphs: [elementBalance(lacking.key).lacking] });
  return chapters;
}

function countBy(values: readonly string[], keys: readonly string[]) {
  // Ties go to the key listed first, so a chart always reads the same.
  return keys.map((key, index) => ({ key, index, count: values.filter((value) => value === key).length })).sort((a, b) => b.count - a.count || a.index - b.index);
}

const capital = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

export function ordinal(n: number): string {
  const words = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Eleventh', 'Twelfth'];
  return words[n - 1]!;
}
