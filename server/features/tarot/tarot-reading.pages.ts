import { z } from 'zod';
import { DEFAULT_DECK_ID, deckByCode, favoriteDeckId, findDeck, selectableDecks, type Deck } from '../../../shared/tarot/decks';
import { formatUsd } from '../../../shared/store/price-display';
import { GetPriceContract } from '../../../shared/store/store.contract';
import { GetMemberContract } from '../../../shared/platform-api/member.platform';
import { readingProduct } from '../../../shared/store/reading-products';
import { YES_NO_PRESELECTED } from '../../../shared/tarot/tarot-spread';
import { href, ROUTES } from '../../../shared/routes';
import type { JsonLd } from '../../../shared/site/json-ld';
import { TarotReadingPage } from '../../../views/tarot/tarot-reading-page';
import { defineAction } from '../../http/action';
import { dealAction, LOGIN_TO_READ, submitReadingAction } from './reading.action';
import { spreadText } from '../../content/tarot/library';
import { sessionStatus } from '../../session/member-session';
import { definePage, pageAction, type AnyPage, type PageContext } from '../../http/page-module';
import { requireMember } from '../../http/require-member';
import { breadcrumbJsonLd, productJsonLd } from '../crawlers';

/**
 * The reading entry pages (issue #12, spec 2 §2 paths, §4, §9): the free three-card reading, the
 * Celtic Cross, the yes-or-no reading and the Daily Reflection. Each shows its spread's intro and
 * positions, the deck it reads with and the price, and the spread screen (the `tarot-spread`
 * island). Without JavaScript the island's plain form posts here: the server deals and draws
 * (`submitReadingAction` with an empty card list) and the browser goes to the reading. The JSON-LD
 * is the page's breadcrumb and, for a paid spread, the reading as a Product at the catalogue's price.
 */

const READINGS = [
  { slug: 'free', code: 'three-card' },
  { slug: 'celtic-cross', code: 'celtic-cross' },
  { slug: 'yes-no', code: 'yes-no' },
  { slug: 'daily-reflection', code: 'daily-reflection' },
] as const;

const readingNames: Record<string, string> = { 'three-card': 'Free Three-Card Reading', 'celtic-cross': 'Celtic Cross', 'yes-no': 'Yes or No Reading', 'daily-reflection': 'Daily Reflection' };

const usable = (deck: Deck | undefined): deck is Deck => deck !== undefined && deck.active && deck.type === 'tarot';

/**
 * The deck of a reading (spec 2 §9): the `?deck=` code, else the member's favourite (the rules of
 * `favoriteDeckId`), else deck 34. The mandala deck, an inactive deck or an unknown code is not
 * for readings: the default then.
 */
export async function readingDeck(context: PageContext<unknown, { deck?: string | undefined }>): Promise<Deck> {
  const fallback = findDeck(DEFAULT_DECK_ID)!;
  const asked = context.query.deck;
  if (asked) {
    const deck = deckByCode(asked);
    return usable(deck) ? deck : fallback;
  }
  if (!context.memberUuid) return fallback;
  const { member } = await context.platform.call(GetMemberContract, { params: { member_uuid: context.memberUuid } });
  const favourite = findDeck(favoriteDeckId(member.favorite_deck_id) ?? DEFAULT_DECK_ID);
  return usable(favourite) ? favourite : fallback;
}

const DrawFormSchema = z.object({
  deck_code: z.string().trim().max(40).optional(),
  question: z.string().trim().max(300, 'Please keep your question to 300 characters.').default(''),
});

/** The plain form: the server deals and draws for a member (a paid spread's draw is held and the member goes to checkout); a visitor is asked to log in. */
function drawAction(code: string) {
  return defineAction({
    schema: DrawFormSchema,
    async run({ deck_code, question }, context) {
      requireMember(context, LOGIN_TO_READ);
      const deck = deck_code && usable(deckByCode(deck_code)) ? deck_code : undefined;
      const dealt = await dealAction.run({ code, ...(deck ? { deck } : {}) }, context);
      return submitReadingAction.run({ code, deal: dealt.deal, deck_code: dealt.deck_code, question, cards: [] }, context);
    },
  });
}

const QuerySchema = z.object({ deck: z.string().max(40).optional() });

const firstSentence = (text: string): string => text.split(/(?<=[.!?])\s/)[0]!;

function readingPage({ slug, code }: (typeof READINGS)[number]): AnyPage {
  const path = ROUTES.readings[slug];
  const text = spreadText(code);
  if (!text) throw new Error(`No spread text for ${code}`);
  const product = readingProduct(code);
  const name = readingNames[code] ?? text.name;
  return definePage({
    path,
    query: QuerySchema,
    async load(context) {
      const deck = await readingDeck(context);
      const breadcrumb = [{ label: 'Home', href: href(ROUTES.home) }, { label: 'Tarot', href: href(ROUTES.tarot) }, { label: name }];
      // A paid reading's price is the catalogue's (the product service), as checkout charges it.
      const cents = product?.paid ? (await context.platform.call(GetPriceContract, { params: { upc: code } })).price.usd.current : null;
      const jsonLd: JsonLd[] = [
        ...(product && cents !== null ? [productJsonLd(context.config, { code, name: product.name, description: firstSentence(text.intro), path: href(path), usdCents: cents })] : []),
        breadcrumbJsonLd(context.config, breadcrumb, href(path)),
      ];
      return {
        code,
        name,
        intro: text.intro,
        path: href(path),
        breadcrumb,
        positions: text.positions,
        deck: { code: deck.code, slug: deck.slug, name: deck.name },
        decks: selectableDecks().map((each) => ({ code: each.code, name: each.name })),
        price: cents === null ? null : formatUsd(cents),
        status: sessionStatus(context.req),
        ...(code === 'yes-no' ? { preselect: YES_NO_PRESELECTED } : {}),
        related: READINGS.filter((other) => other.slug !== slug).map((other) => ({ label: readingNames[other.code]!, href: href(ROUTES.readings[other.slug]) })),
        jsonLd,
      };
    },
    head: (data) => ({
      title: data.name,
      description: `${firstSentence(data.intro)} Choose your cards from the ${data.deck.name} deck.`,
      jsonLd: data.jsonLd,
    }),
    View: TarotReadingPage,
    actions: { draw: pageAction({ action: drawAction(code), redirect: (result) => result.forwarding_url }) },
  });
}

export const tarotReadingPages: AnyPage[] = READINGS.map(readingPage);
