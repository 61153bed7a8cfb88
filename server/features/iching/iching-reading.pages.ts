import { createHash } from 'node:crypto';
import { z } from 'zod';
import { SaveJournalContract } from '../../../shared/platform-api/member.platform';
import { hexagramShape, parseCast, readCast, type HexagramShape } from '../../../shared/iching/hexagrams';
import { CastFormSchema, castPath, QUESTION_MAX, SaveCastFormSchema } from '../../../shared/iching/iching-reading.form';
import { href, ROUTES } from '../../../shared/routes';
import { IChingCastPage, IChingFreePage, type CastHexagramView } from '../../../views/iching/iching-reading-page';
import { hexagramText } from '../../content/iching/library';
import { defineAction } from '../../http/action';
import { definePage, pageAction, type AnyPage } from '../../http/page-module';
import { requireMember } from '../../http/require-member';
import { castLines } from './cast';
import { hexagramHref } from './hexagram-links';
import type { WebPage, WithContext } from 'schema-dts';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';

/**
 * The free I Ching reading (issue #24): `/readings-reports/i-ching/free` casts six lines by the
 * three-coin method (the `iching-cast` island shows the throws one by one; without JavaScript the
 * form posts and the server casts all six at once), and `/readings-reports/i-ching/cast/{lines}`
 * reads a cast: its throws, the primary hexagram, the changing lines' texts and the relating
 * hexagram. The cast lives in its address (six digits, bottom first), so a reading can be kept,
 * shared and saved to the member's journal without storing anything else.
 */

const PLACES = ['bottom', 'second', 'third', 'fourth', 'fifth', 'top'];
const INTRO = [
  'Ask a question, or simply hold a situation in mind, and cast six lines with three coins. The I Ching answers with one of its sixty-four hexagrams, and with the lines of it that are changing.',
  'Each throw of the three coins makes one line, from the bottom up: heads count three and tails two. Seven is a solid line and eight a broken one; nine and six are the same lines in motion, about to turn into their opposites. Those changing lines carry their own advice, and together they point to a second hexagram: where the situation is heading.',
  'Questions that ask how rather than whether work best: “What should I keep in mind as I start this?” rather than “Will it work?”. The coins here are the server’s, thrown with cryptographic randomness, so every line has the old chances of the coin method.',
];

const castAction = defineAction({
  schema: CastFormSchema,
  run: async ({ question }) => ({ path: castPath(castLines().join(''), question) }),
});

function view(shape: HexagramShape): CastHexagramView {
  const text = hexagramText(shape.number);
  return { number: shape.number, name: text.name, pinyin: text.pinyin, href: hexagramHref(shape.number), lines: [...shape.lines], judgement: text.judgement, image: text.image };
}

/** The journal's line for a cast: the question and the hexagrams, within 200 characters. */
function journalTitle(question: string, primary: HexagramShape, relating: HexagramShape | null): string {
  const hexagrams = `${primary.number}. ${hexagramText(primary.number).name}${relating ? ` to ${relating.number}. ${hexagramText(relating.number).name}` : ''}`;
  const asked = question ? `“${question.length > 120 ? `${question.slice(0, 119)}…` : question}”: ` : '';
  return `I Ching: ${asked}${hexagrams}`;
}

/** Saves a cast to the member's journal; the same cast and question again changes nothing (its slug is theirs). */
const saveCastAction = defineAction({
  schema: SaveCastFormSchema,
  async run({ lines, question }, context) {
    const memberUuid = requireMember(context);
    const { primary, relating } = readCast(parseCast(lines)!);
    const slug = `i-ching-${lines}-${createHash('sha256').update(question).digest('hex').slice(0, 12)}`;
    await context.platform.call(SaveJournalContract, {
      params: { member_uuid: memberUuid },
      body: { slug, kind: 'reading', title: journalTitle(question, primary, relating), url: castPath(lines, question), created: new Date().toISOString() },
    });
    return { saved: true as const };
  },
});

const crumbs = (last: string) => [
  { label: 'Home', href: href(ROUTES.home) },
  { label: 'Readings & Reports', href: href(ROUTES.readingsHub) },
  { label: last },
];

const freePage = definePage({
  path: ROUTES.freeIChing,
  load: () => ({
    intro: INTRO,
    action: href(ROUTES.freeIChing),
    resultPath: href(ROUTES.ichingCast, { lines: '{lines}' }),
    questionMax: QUESTION_MAX,
    breadcrumb: crumbs('Free I Ching Reading'),
    related: [
      {
        id: 'iching-more',
        title: 'More I Ching',
        links: [
          { label: 'All 64 hexagrams', href: href(ROUTES.iching) },
          { label: 'The Hexagram of the Day', href: href(ROUTES.dailyHexagram.base) },
        ],
      },
    ],
  }),
  head: (_data, context) => ({
    title: 'Free I Ching Reading: Cast the Coins',
    description: 'Ask the I Ching a question: cast six lines with three coins, one throw at a time, and read your hexagram, its changing lines and where things are heading.',
    jsonLd: { '@context': SCHEMA_ORG, '@type': 'WebPage', name: 'Free I Ching Reading', url: `${context.config.SITE_URL}${href(ROUTES.freeIChing)}`, isAccessibleForFree: true } satisfies WithContext<WebPage>,
  }),
  View: IChingFreePage,
  actions: { cast: pageAction({ action: castAction, redirect: (result) => result.path }) },
});

const castPage = definePage({
  path: ROUTES.ichingCast,
  // Anything but six cast values (6 to 9) is the 404 page.
  params: z.object({ lines: z.string().regex(/^[6-9]{6}$/) }),
  query: z.object({ q: z.string().max(QUESTION_MAX * 4).optional() }).passthrough(),
  load: ({ params, query, memberUuid }) => {
    const values = parseCast(params.lines)!;
    const { primary, relating, changing } = readCast(values);
    const question = (query.q ?? '').trim().slice(0, QUESTION_MAX);
    const text = hexagramText(primary.number);
    return {
      values,
      lines: params.lines,
      question,
      primary: view(primary),
      changing: changing.map((index) => ({ index, place: PLACES[index]!, text: text.lines[index]! })),
      relating: relating ? view(hexagramShape(relating.number)!) : null,
      save: memberUuid
        ? { kind: 'member' as const, action: castPath(params.lines, question), saved: false, journalHref: href(ROUTES.journal) }
        : { kind: 'visitor' as const, signupHref: href(ROUTES.signup), loginHref: href(ROUTES.login) },
      againHref: href(ROUTES.freeIChing),
      breadcrumb: crumbs('Your I Ching Reading'),
    };
  },
  head: (data) => ({
    title: `I Ching Reading: ${data.primary.number}. ${data.primary.name}${data.relating ? ` to ${data.relating.number}. ${data.relating.name}` : ''}`,
    description: `An I Ching cast: hexagram ${data.primary.number}, ${data.primary.name}${data.relating ? `, changing to ${data.relating.number}, ${data.relating.name}` : ''}.`,
    // A visitor's own reading: not for search engines.
    noindex: true,
  }),
  View: IChingCastPage,
  actions: { save: pageAction({ action: saveCastAction, message: () => 'Saved to Your Readings.' }) },
});

export const ichingReadingPages: AnyPage[] = [freePage, castPage];
