import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import { ASPECT_NAMES, formatDegree, pointOf, POINT_NAMES, type NatalChart, type NatalPointId } from '../../../shared/reports/natal';
import type { ReportChapter, ReportSection } from '../../../shared/reports/report';
import { planetInSign, risingText } from '../../content/natal/library';
import type { SignSlug } from '../../content/natal/types';
import { pairText, placementText, relationshipFraming } from '../../content/relationship/library';
import { RELATIONSHIP_PAIR_PLANET, RELATIONSHIP_PLANETS, type RelationshipReport } from '../../content/relationship/types';
import { compositeSignText, dynamicsMarsText, dynamicsSaturnText, elementPair, loveLanguageText, potentialText, synastryText } from '../../content/synastry/library';
import { COMPOSITE_PLANETS, SYNASTRY_PLANETS } from '../../content/synastry/types';
import { compositeChart, isUncertain, synastryAspects, type CompositePoint, type PairAspect } from './synastry';

/**
 * The two-person reports (issue #26), assembled like the Essential report (./interpret.ts) from
 * the interpretation libraries, keyed by what the two charts contain: the compatibility report
 * (synastry and the composite chart) and the three relationship reports. Person 1 is "you",
 * person 2 is named. A text is never printed twice in one report: where both people have a planet
 * in the same sign, or a contact runs both ways under one key, it is printed once and the second
 * place says so in a sentence built from the two charts.
 */

interface Person {
  chart: NatalChart;
  you: boolean;
  name: string;
}

const sign = (slug: string) => ZODIAC_SIGNS.find((each) => each.slug === slug)!;
const planetName = (id: NatalPointId) => (id === 'ascendant' ? 'Rising sign' : POINT_NAMES[id].name);
const capital = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
/** 'your' or 'Sam’s'. */
const own = (person: Person) => (person.you ? 'your' : `${person.name}’s`);
/** 'you' or 'Sam'. */
const who = (person: Person) => (person.you ? 'you' : person.name);
const verb = (person: Person, plain: string, third: string) => (person.you ? plain : third);
const at = (person: Person, id: NatalPointId) => {
  const point = pointOf(person.chart, id)!;
  return `${formatDegree(point.degree)} ${sign(point.sign).name}`;
};
const timed = (person: Person) => person.chart.houses !== null;
const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];
const count = (n: number, one: string, many: string) => `${NUMBERS[n] ?? n} ${n === 1 ? one : many}`;

function pair(first: NatalChart, second: NatalChart): [Person, Person] {
  return [
    { chart: first, you: true, name: 'you' },
    { chart: second, you: false, name: second.name.trim().split(/\s+/)[0] || 'your partner' },
  ];
}

/** What sharing a sign means, for the second person's place when the first's text already says it. */
const SHARED: Partial<Record<NatalPointId, string>> = {
  sun: 'Two people with the Sun in one sign recognise each other’s aims quickly, and they also share the same blind spots.',
  moon: 'With the Moon in the same sign, you tend to need the same kinds of comfort, often at the same moments, which is soothing until both of you need looking after at once.',
  mercury: 'A shared Mercury sign usually means you think at a similar pace and in a similar order, so explanations between you can be brief.',
  venus: 'When both Venus signs match, your tastes in affection, beauty and pleasure run alike, and each of you finds it easy to please the other.',
  mars: 'Matching Mars signs give you the same tempo for getting things done, and the same style of temper when something blocks the way.',
  jupiter: 'People born within a year or so of each other, or about twelve years apart, often share a Jupiter sign, and with it a similar idea of what a generous, well-lived life looks like.',
  saturn: 'Saturn spends more than two years in a sign, so a shared Saturn sign often marks people of an age who learned the same lessons about duty and limits.',
  ascendant: 'A shared Rising sign means others may see the two of you as alike at first meeting, even where your deeper natures differ.',
};

/** The second person's place when their sign gives the same text as the first's. */
function sameSign(first: Person, second: Person, id: NatalPointId, heading: string): string {
  const place = pointOf(second.chart, id)!;
  const degrees = id === 'moon' && !(timed(first) && timed(second)) ? '' : `, at ${formatDegree(place.degree)} against ${own(first)} ${formatDegree(pointOf(first.chart, id)!.degree)}`;
  return `${capital(own(second))} ${planetName(id)} is in ${sign(place.sign).name} as well${degrees}, so the reading of ${heading} above describes ${who(second)} too. ${SHARED[id] ?? ''}`.trim();
}

/** The Moon's sign when a missing birth time leaves it open. */
function moonNote(person: Person): string | undefined {
  const day = person.chart.moonDay;
  if (timed(person) || !day || day.from === day.to) return undefined;
  return `Without a birth time ${own(person)} Moon is uncertain: it moved from ${sign(day.from).name} into ${sign(day.to).name} on the day of the birth, and every reading of ${own(person)} Moon here uses ${sign(pointOf(person.chart, 'moon')!.sign).name}, where it stood at noon.`;
}

/**
 * One reading for each person: the first's text, then the second's, or a sentence referring back
 * when the second's sign gives the same text. `title` names the chapter, `heading` the first's
 * reading as the back-reference calls it.
 */
function both(people: [Person, Person], id: NatalPointId, text: (sign: string) => string, title: (person: Person, sign: string) => string, heading = (person: Person, sign: string) => `${own(person)} ${planetName(id)} in ${sign}`): [ReportChapter, ReportChapter] {
  const [first, second] = people;
  const chapters = people.map((person): ReportChapter => {
    const point = pointOf(person.chart, id)!;
    const note = id === 'moon' ? moonNote(person) : undefined;
    const body = person === second && text(point.sign) === text(pointOf(first.chart, id)!.sign) ? sameSign(first, second, id, heading(first, sign(point.sign).name)) : text(point.sign);
    return { title: title(person, sign(point.sign).name), paragraphs: [body, ...(note ? [note] : [])] };
  });
  return [chapters[0]!, chapters[1]!];
}

const placementTitle = (id: NatalPointId) => (person: Person, signName: string) => `${capital(own(person))} ${planetName(id)} in ${signName}`;

/** Each person's placements from the natal library: Sun, Moon, Mercury, Venus, Mars, Jupiter and (with a birth time) Rising. */
function natalPlacements(people: [Person, Person]): [ReportChapter[], ReportChapter[]] {
  const out: [ReportChapter[], ReportChapter[]] = [[], []];
  for (const id of ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter'] as const) {
    const [one, two] = both(people, id, (slug) => planetInSign(id, slug as SignSlug), placementTitle(id));
    out[0].push(one);
    out[1].push(two);
  }
  const [first, second] = people;
  const risings = people.map((person) => pointOf(person.chart, 'ascendant'));
  people.forEach((person, index) => {
    const rising = risings[index];
    if (!rising) {
      out[index]!.push({ title: `${capital(own(person))} Rising Sign`, paragraphs: [`${capital(own(person))} birth time is not known, so ${own(person)} Rising sign, which changes every two hours or so, is left out, along with any contact to ${own(person)} Moon that the missing hours could undo, until ${own(person)} birth time is added.`] });
      return;
    }
    const repeat = person === second && risings[0]?.sign === rising.sign;
    out[index]!.push({ title: `${capital(own(person))} Rising Sign: ${sign(rising.sign).name}`, paragraphs: [repeat ? sameSign(first, second, 'ascendant', `${own(first)} ${sign(rising.sign).name} Rising`) : risingText(rising.sign)] });
  });
  return out;
}

/** A contact's name: 'Your Venus trine Sam’s Mars'. */
const contactName = ([first, second]: [Person, Person], contact: PairAspect) => `${own(first)} ${planetName(contact.a)} ${ASPECT_NAMES[contact.type].name.toLowerCase()} ${own(second)} ${planetName(contact.b)}`;

/** The contacts that print one text, grouped by that text's key, closest first. */
function grouped(contacts: readonly PairAspect[], key: (contact: PairAspect) => string): PairAspect[][] {
  const groups = new Map<string, PairAspect[]>();
  for (const contact of contacts) groups.set(key(contact), [...(groups.get(key(contact)) ?? []), contact]);
  return [...groups.values()];
}
const synastryKey = (contact: PairAspect) => `${[contact.a, contact.b].sort((x, y) => SYNASTRY_PLANETS.indexOf(x) - SYNASTRY_PLANETS.indexOf(y)).join('-')}-${contact.kind}`;

/** The facts of a group of contacts: where the planets stand, how close, who plays which part. */
function contactFacts(people: [Person, Person], group: readonly PairAspect[]): string {
  const [first, second] = people;
  const facts = group.map((contact) => {
    const type = ASPECT_NAMES[contact.type].name.toLowerCase();
    return `${own(first)} ${planetName(contact.a)} at ${at(first, contact.a)} and ${own(second)} ${planetName(contact.b)} at ${at(second, contact.b)} form ${type === 'opposition' ? 'an' : 'a'} ${type}, ${formatDegree(contact.orb)} from exact`;
  });
  const sentences = [`${capital(facts.join(', and '))}.`];
  const head = group[0]!;
  if (head.a !== head.b) {
    sentences.push(
      group.length > 1
        ? `With the contact running both ways, each of you is both the ${planetName(head.a)} partner and the ${planetName(head.b)} partner.`
        : `In the reading that follows, the ${planetName(head.a)} partner is ${who(first)} and the ${planetName(head.b)} partner is ${who(second)}.`,
    );
  }
  for (const contact of group) {
    const open = people.filter((person, index) => isUncertain(person.chart, index === 0 ? contact.a : contact.b));
    if (open.length === 2) sentences.push(`Neither birth time is known, yet your two Moons stay within this ${ASPECT_NAMES[contact.type].name.toLowerCase()} whatever the hours were.`);
    else if (open.length === 1) {
      const [other, planet] = open[0] === first ? [second, contact.b] : [first, contact.a];
      sentences.push(`${capital(own(open[0]!))} birth time is unknown, but ${own(open[0]!)} Moon keeps this ${ASPECT_NAMES[contact.type].name.toLowerCase()} to ${own(other)} ${planetName(planet)} from the first minute of that day to the last.`);
    }
  }
  return sentences.join(' ');
}

function contactChapters(people: [Person, Person], contacts: readonly PairAspect[]): ReportChapter[] {
  return grouped(contacts, synastryKey).map((group) => ({
    title: capital(group.map((contact) => contactName(people, contact)).join(' and ')),
    paragraphs: [contactFacts(people, group), synastryText(group[0]!.a, group[0]!.b, group[0]!.kind)],
  }));
}

/** Which section of the compatibility report a contact belongs to. */
function sectionOf(contact: PairAspect): string {
  const planets = [contact.a, contact.b];
  if (planets.some((planet) => planet === 'jupiter' || planet === 'saturn')) return 'commitment';
  if (planets.includes('sun') && planets.every((planet) => planet === 'sun' || planet === 'moon')) return 'core_contacts';
  if (planets.includes('moon')) return 'emotional_bond';
  if (planets.includes('mercury')) return 'communication';
  return 'attraction';
}

const COMPATIBILITY_SECTIONS: { code: string; title: string; intro: string }[] = [
  { code: 'core_contacts', title: 'The Heart of the Match', intro: 'These contacts join your Suns, or one Sun to the other Moon. The Sun is the self each of you is becoming and the Moon what each needs to feel safe, so links between them show how naturally your two ways of being fit together.' },
  { code: 'attraction', title: 'Attraction and Desire', intro: 'Venus describes what a person finds beautiful and how they show affection; Mars describes pursuit, drive and desire. Where one chart’s Venus or Mars touches the other’s, or lands on a Sun, the pull between you takes a particular shape, and these chapters say which.' },
  { code: 'emotional_bond', title: 'Your Emotional Bond', intro: 'The Moon is the part of a chart that remembers, reacts and looks for comfort. Contacts to it show where the two of you feel at home with each other and where moods may rub, which matters most on the ordinary days of a shared life.' },
  { code: 'communication', title: 'Talking and Thinking Together', intro: 'Mercury describes how a mind works: how it takes in news, argues, jokes and explains. Its contacts between your charts show how easily you follow each other’s thinking, and where misunderstandings tend to begin.' },
  { code: 'commitment', title: 'Growth and Commitment', intro: 'Jupiter widens whatever it touches and Saturn tests it. Where either of them in one chart meets a planet in the other, you see what the relationship can grow into and what it will ask you to carry, which speaks to the long run more than to first impressions.' },
];

/** The overview's reading of the contacts' balance. */
function balance(people: [Person, Person], contacts: readonly PairAspect[]): string {
  const flowing = contacts.filter((contact) => contact.kind === 'flowing').length;
  const tense = contacts.filter((contact) => contact.kind === 'tense').length;
  const fused = contacts.filter((contact) => contact.kind === 'conjunction').length;
  if (contacts.length === 0) return 'No planet in either chart makes a close aspect to one in the other, which is unusual: the two of you meet less through direct contacts than through your separate natures and the composite chart, so those parts of the report carry the most weight.';
  const parts = [
    ...(flowing > 0 ? [`${NUMBERS[flowing] ?? flowing} flowing (trines and sextiles)`] : []),
    ...(tense > 0 ? [`${NUMBERS[tense] ?? tense} tense (squares and oppositions)`] : []),
    ...(fused > 0 ? [count(fused, 'conjunction', 'conjunctions')] : []),
  ];
  const counted = `Between your chart and ${own(people[1])} there ${contacts.length === 1 ? 'is' : 'are'} ${count(contacts.length, 'contact', 'contacts')} within orb: ${parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]}.`;
  const verdict =
    fused > flowing + tense
      ? 'Conjunctions lead the count, so much of what passes between you is fusion: planets standing together, for better and worse, with little distance between what one of you feels and what the other does.'
      : flowing > tense && flowing >= 2 * tense
        ? 'Flowing contacts clearly outnumber the tense ones, so a good deal between you comes easily; the risk in so much ease is taking it for granted.'
        : tense > flowing && tense >= 2 * flowing
          ? 'Tense contacts outnumber the flowing ones: there is friction in this pairing, and with it the kind of pull that keeps two people interested and makes them grow.'
          : 'Flowing and tense contacts are fairly evenly matched, which tends to give a relationship comfort and challenge in workable amounts.';
  const closest = contacts[0]!;
  return `${counted} ${verdict} The closest is ${contactName(people, closest)}, ${formatDegree(closest.orb)} from exact.`;
}

/** Two people's signs of a planet by element: 'Your Sun is in Aries, a fire sign, and Sam’s in Cancer, a water sign.' */
function elements(people: [Person, Person], id: NatalPointId): string {
  const [one, two] = people.map((person) => sign(pointOf(person.chart, id)!.sign));
  if (one === two) return `${capital(own(people[0]))} ${planetName(id)} and ${own(people[1])} are both in ${one!.name}, ${anElement(one!.element)} sign.`;
  return one!.element === two!.element
    ? `${capital(own(people[0]))} ${planetName(id)} is in ${one!.name} and ${own(people[1])} in ${two!.name}, both ${one!.element} signs.`
    : `${capital(own(people[0]))} ${planetName(id)} is in ${one!.name}, ${anElement(one!.element)} sign, and ${own(people[1])} in ${two!.name}, ${anElement(two!.element)} sign.`;
}
const anElement = (element: string) => `${element === 'air' || element === 'earth' ? 'an' : 'a'} ${element}`;
const elementOf = (person: Person, id: NatalPointId) => sign(pointOf(person.chart, id)!.sign).element;
/** True when a Moon's element is the same all day (or the time is known). */
const moonElementSure = (person: Person) => !person.chart.moonDay || sign(person.chart.moonDay.from).element === sign(person.chart.moonDay.to).element;

/** A composite planet: where the midpoint falls, then what it means there. */
function compositeChapter(people: [Person, Person], composite: readonly CompositePoint[], id: (typeof COMPOSITE_PLANETS)[number]): ReportChapter {
  const [first, second] = people;
  const point = composite.find((each) => each.id === id)!;
  const facts = [`The midpoint between ${own(first)} ${planetName(id)} at ${at(first, id)} and ${own(second)} at ${at(second, id)} falls at ${formatDegree(point.degree)} ${sign(point.sign).name}.`];
  if (point.signs) facts.push(`With a birth time missing, the composite Moon could lie in ${point.signs.map((slug) => sign(slug).name).join(' or ')} depending on the hour; this reads ${sign(point.sign).name}, where it falls with the missing time taken as noon.`);
  else if (id === 'moon' && !(timed(first) && timed(second))) facts.push(`A birth time is missing, but the composite Moon stays in ${sign(point.sign).name} whatever the hours were.`);
  return { title: `The Composite ${planetName(id)} in ${sign(point.sign).name}`, paragraphs: [facts.join(' '), compositeSignText(id, point.sign)] };
}

/** The library's texts speak to "you": in the second person's part, say whom they address. */
export const secondVoice = (name: string): string => `The chapters in this part speak to ${name} directly, as if ${name} were reading: read them as a window into how ${name} loves and lives, or share them with ${name}.`;

export interface CompatibilityReport {
  summary: { overview: string[]; person1: ReportChapter[]; person2: ReportChapter[] };
  sections: ReportSection[];
}

/** The compatibility report (astrology-compatibility-redux): Summary and Your Report. */
export function compatibilityReport(a: NatalChart, b: NatalChart): CompatibilityReport {
  const people = pair(a, b);
  const [first, second] = people;
  const contacts = synastryAspects(a, b);
  const sections: ReportSection[] = COMPATIBILITY_SECTIONS.map((section) => ({ ...section, chapters: contactChapters(people, contacts.filter((contact) => sectionOf(contact) === section.code)) }));
  const composite = compositeChart(a, b);
  sections.push({
    code: 'composite',
    title: 'Your Composite Chart',
    intro: 'A composite chart takes the halfway point between each of your planets and its twin in the other chart, and reads the result as a chart of its own: the relationship as a third presence with its own character. Its Sun says what the bond is for, its Moon where it feels at home, its Venus how it shares affection and pleasure, and its Mars how the two of you act together.',
    chapters: COMPOSITE_PLANETS.map((id) => compositeChapter(people, composite, id)),
  });
  const shown = sections.filter((section) => section.chapters.length > 0);

  const untimed = people.filter((person) => !timed(person));
  const moons = moonElementSure(first) && moonElementSure(second);
  const groups = shown.filter((section) => section.code !== 'composite').map((section) => section.title.toLowerCase());
  const overview = [
    `This report sets your birth chart beside ${own(second)}. It compares each of your planets from the Sun to Saturn with each of ${own(second)}, looking for the angles between them that astrologers call synastry, and then reads the composite chart, made from the midpoints between your two sets of planets, as the chart of the relationship itself.${
      untimed.length === 0 ? '' : ` ${untimed.length === 2 ? 'Neither birth time is known' : `${capital(own(untimed[0]!))} birth time is not known`}, so Rising signs are read only where a time is given, and a contact to an uncertain Moon is kept only when it holds through the whole day of the birth.`
    }`,
    balance(people, contacts),
    `${groups.length > 0 ? `Your Report reads the contacts in groups (${groups.join('; ')}) and closes with the composite chart.` : 'Your Report reads the composite chart, since there are no direct contacts to group.'} First, the two Suns${moons ? ' and the two Moons' : ''} by element${moons ? '' : ', since a missing birth time leaves a Moon’s element open'}.`,
    elements(people, 'sun'),
    potentialText('suns', elementPair(elementOf(first, 'sun'), elementOf(second, 'sun'))),
    ...(moons ? [elements(people, 'moon'), potentialText('moons', elementPair(elementOf(first, 'moon'), elementOf(second, 'moon')))] : []),
  ];
  const [person1, person2] = natalPlacements(people);
  return { summary: { overview, person1, person2 }, sections: shown };
}

const REPORT_FITS: Record<RelationshipReport, { fits: (contact: PairAspect) => boolean; intro: string }> = {
  potential: {
    fits: (contact) => [contact.a, contact.b].some((planet) => ['sun', 'moon', 'venus', 'jupiter', 'saturn'].includes(planet)),
    intro: 'The contacts below join a planet of yours directly to one of {name}’s. Those chosen touch the Sun, Moon, Venus, Jupiter or Saturn, the planets that speak to a lasting partnership, and they run from the closest to the widest.',
  },
  languages: {
    fits: (contact) => contact.a !== 'saturn' && contact.b !== 'saturn' && !(contact.a === 'sun' && contact.b === 'sun'),
    intro: 'Here are the direct contacts between your planets and {name}’s that colour how affection is offered and taken in. Saturn’s weightier contacts belong to other reports and are left out, and the closest contacts come first.',
  },
  dynamics: {
    fits: (contact) => contact.kind === 'tense' || [contact.a, contact.b].some((planet) => ['mars', 'mercury', 'moon', 'saturn'].includes(planet)),
    intro: 'These direct contacts between your chart and {name}’s either involve Mars, Mercury, the Moon or Saturn, or are squares and oppositions, the angles where friction between two people usually shows. They are listed from the closest to the widest.',
  },
};

/** The report's own two-person chapters, from the synastry library: the Suns' and Moons' elements, the love languages, or the Mars signs and Saturn contacts. */
function ownChapters(report: RelationshipReport, people: [Person, Person], contacts: readonly PairAspect[]): { chapters: ReportChapter[]; used: PairAspect[] } {
  const [first, second] = people;
  if (report === 'potential') {
    const moons = moonElementSure(first) && moonElementSure(second);
    return {
      used: [],
      chapters: [
        { title: 'Your Two Suns', paragraphs: [elements(people, 'sun'), potentialText('suns', elementPair(elementOf(first, 'sun'), elementOf(second, 'sun')))] },
        ...(moons ? [{ title: 'Your Two Moons', paragraphs: [elements(people, 'moon'), potentialText('moons', elementPair(elementOf(first, 'moon'), elementOf(second, 'moon')))] }] : []),
      ],
    };
  }
  if (report === 'languages') {
    const venus = both(people, 'venus', (slug) => loveLanguageText('venus', slug), (person, signName) => `How ${capital(who(person))} ${verb(person, 'Show', 'Shows')} Love: Venus in ${signName}`, (person) => `how ${who(person)} ${verb(person, 'show', 'shows')} love`);
    const moon = both(people, 'moon', (slug) => loveLanguageText('moon', slug), (person, signName) => `What ${capital(who(person))} ${verb(person, 'Need', 'Needs')} to Feel Loved: Moon in ${signName}`, (person) => `what ${who(person)} ${verb(person, 'need', 'needs')} to feel loved`);
    return { used: [], chapters: [...venus, ...moon] };
  }
  const saturnContacts = contacts.filter((contact) => (contact.a === 'saturn') !== (contact.b === 'saturn') && ![contact.a, contact.b].includes('jupiter'));
  const toOf = (contact: PairAspect) => (contact.a === 'saturn' ? contact.b : contact.a) as 'sun' | 'moon' | 'mercury' | 'venus' | 'mars';
  return {
    used: saturnContacts,
    chapters: [
      { title: 'Your Two Mars Signs', paragraphs: [elements(people, 'mars'), dynamicsMarsText(elementPair(elementOf(first, 'mars'), elementOf(second, 'mars')))] },
      ...grouped(saturnContacts, (contact) => `${toOf(contact)}-${contact.kind}`).map((group) => ({
        title: capital(group.map((contact) => contactName(people, contact)).join(' and ')),
        // The (planet, kind) key of the Saturn text is the synastry text's key too: one of each per group.
        paragraphs: [contactFacts(people, group), dynamicsSaturnText(toOf(group[0]!), group[0]!.kind), synastryText(group[0]!.a, group[0]!.b, group[0]!.kind)],
      })),
    ],
  };
}

const REPORT_TITLES: Record<RelationshipReport, { together: string; composite: readonly (typeof COMPOSITE_PLANETS)[number][] }> = {
  // The composite planets each report reads: the relationship's whole chart for where it can go; how it shares affection and where it feels at home; how it acts, how its moods run, what it is for and how it shares (money included).
  potential: { together: 'Where the Two of You Could Go', composite: ['sun', 'moon', 'venus', 'mars'] },
  languages: { together: 'How Each of You Loves', composite: ['venus', 'moon'] },
  dynamics: { together: 'Under Pressure, Together', composite: ['mars', 'moon', 'sun', 'venus'] },
};

/** A relationship report (relationship-potential-redux, love-languages-redux, relationship-dynamics-redux). */
export function relationshipReport(report: RelationshipReport, a: NatalChart, b: NatalChart): ReportSection[] {
  const people = pair(a, b);
  const [first, second] = people;
  const contacts = synastryAspects(a, b);
  const framing = relationshipFraming(report);
  const composite = compositeChart(a, b);
  const placements: [ReportChapter[], ReportChapter[]] = [[], []];
  for (const id of RELATIONSHIP_PLANETS[report]) {
    const [one, two] = both(people, id, (slug) => placementText(report, id, slug), placementTitle(id));
    placements[0].push(one);
    placements[1].push(two);
  }
  const pairPlanet = RELATIONSHIP_PAIR_PLANET[report];
  const own2 = ownChapters(report, people, contacts);
  const rest = contacts.filter((contact) => REPORT_FITS[report].fits(contact) && !own2.used.includes(contact));
  const sections: ReportSection[] = [
    { code: 'introduction', title: 'Introduction', chapters: [{ title: 'About This Report', paragraphs: [framing.intro, balance(people, contacts)] }] },
    { code: 'person_1', title: 'Your Placements', chapters: placements[0] },
    { code: 'person_2', title: `${capital(own(second))} Placements`, intro: secondVoice(second.name), chapters: placements[1] },
    {
      code: 'together',
      title: REPORT_TITLES[report].together,
      chapters: [{ title: `Your Two ${planetName(pairPlanet)} Signs`, paragraphs: [elements(people, pairPlanet), pairText(report, elementPair(elementOf(first, pairPlanet), elementOf(second, pairPlanet)))] },
        ...own2.chapters,
        ...REPORT_TITLES[report].composite.map((id) => compositeChapter(people, composite, id)),
      ],
    },
    { code: 'contacts', title: 'Where Your Charts Meet', intro: REPORT_FITS[report].intro.replace('{name}', second.name), chapters: contactChapters(people, rest) },
    { code: 'closing', title: 'Closing', chapters: [{ title: 'Looking Ahead', paragraphs: [framing.closing] }] },
  ];
  return sections.filter((section) => section.chapters.length > 0);
}
