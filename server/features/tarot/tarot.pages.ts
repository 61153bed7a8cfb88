import { z } from 'zod';
import { DECKS, DEFAULT_DECK_ID, deckBySlug, isRetiredDeck, type Deck } from '../../../shared/tarot/decks';
import { CARD_GROUPS, TAROT_CARDS, cardByRank, type TarotCard } from '../../../shared/tarot/tarot';
import {
  cardHref,
  cardImageAlt,
  cardImageSrc,
  deckHref,
  filterDecksByTheme,
  findCards,
  findDecks,
  selectorDecks,
  selectorShownFor,
  shownDecks,
  themesFromQuery,
} from '../../../shared/tarot/tarot-pages';
import type { IslandProps } from '../../../shared/islands';
import { href, ROUTES } from '../../../shared/routes';
import type { CardTile } from '../../../views/tarot/tarot-parts';
import { TarotCardPage } from '../../../views/tarot/tarot-card-page';
import { TarotDeckPage } from '../../../views/tarot/tarot-deck-page';
import { TarotDecksPage } from '../../../views/tarot/tarot-decks-page';
import { TarotLandingPage } from '../../../views/tarot/tarot-landing-page';
import type { Config } from '../../config';
import { cardText, deckStory } from '../../content/tarot/library';
import { AppError } from '../../errors';
import { PageRedirect, definePage, type AnyPage } from '../../http/page-module';
import { tarotPngUrl } from './media/tarot-images';
import type { Article, CollectionPage, CreativeWork, ListItem, VisualArtwork, WithContext } from 'schema-dts';
import { SCHEMA_ORG } from '../../../shared/site/json-ld';
import { siteOrganization, undatedPublished } from '../crawlers';

/**
 * The tarot pages (spec 2 §2): the /tarot landing with the Learn Tarot browser, a card's page in
 * each deck, the deck list with its theme filter, and each deck's page with all 78 cards (so every
 * card page of every deck is linked). Card art is referenced by URL only. A deck that is not
 * offered (inactive) has no pages.
 */

const SCHEMA = SCHEMA_ORG;
const DEFAULT_DECK = DECKS.find((deck) => deck.id === DEFAULT_DECK_ID)!;

/** Path parameters: anything longer or odder than a slug is simply no page (a 404). */
const slug = z.string().max(80);
/** Query values: a slug, or nothing; anything else is a 400 page. */
const querySlug = z.string().max(80).optional();

const publisher = siteOrganization;

/**
 * A deck that has pages: known and offered. A retired deck's address is a 301 to the same page in
 * the default deck (`instead`: the deck list for a deck page).
 */
function pageDeck(slugValue: string, instead?: () => string): Deck {
  const deck = deckBySlug(slugValue);
  if (isRetiredDeck(deck) && instead) throw new PageRedirect(instead(), 301);
  if (!deck?.active) throw new AppError('not_found', 'No such deck.');
  return deck;
}

function pageCard(rank: string): TarotCard {
  const card = cardByRank(rank);
  if (!card) throw new AppError('not_found', 'No such card.');
  return card;
}

const tile = (card: TarotCard, deck: Deck, name = card.name): CardTile => ({
  rank: card.rank,
  name,
  href: cardHref(card.rank, deck.slug),
  image: cardImageSrc(deck.slug, card.rank),
  alt: cardImageAlt(card.name, deck.name),
});

/** The deck selector's props; none where it hides (the Mandala deck). */
function selectorProps(deck: Deck, action: string, id: string, label: string, hint: string, href: (deck: Deck) => string): IslandProps['deck-selector'] | undefined {
  if (!selectorShownFor(deck)) return undefined;
  return { label, hint, current: deck.slug, action, id, options: selectorDecks().map((each) => ({ slug: each.slug, name: each.name, href: href(each) })) };
}

const GROUP_INTROS: Record<string, string> = {
  major: 'The Fool’s journey in twenty-two steps: the great themes and turning points.',
  wands: 'Fire: drive, ambition, creative sparks and the projects they start.',
  cups: 'Water: feelings, love, friendship and the inner life.',
  swords: 'Air: thought, truth, decisions and the conflicts they bring.',
  coins: 'Earth: work, money, health, home and what lasts.',
};

/** `/tarot`: the section's front page and the Learn Tarot browser. */
export const tarotLandingPage = definePage({
  path: ROUTES.tarot,
  load: ({ config }) => ({
    defaultDeck: DEFAULT_DECK.slug,
    groups: CARD_GROUPS.map((group) => ({ suit: group.suit, title: group.title, intro: GROUP_INTROS[group.suit]!, cards: group.cards.map((card) => tile(card, DEFAULT_DECK)) })),
    decks: shownDecks().map((deck) => ({ name: deck.name, href: deckHref(deck.slug), summary: deckStory(deck.slug).summary })),
    // The cards drawn for everyone each day and, per sign, each week (tarot-daily.pages.ts).
    cardsForNow: [
      { title: 'Tarot Card of the Day', href: href(ROUTES.dailyTarotCard.base), text: 'One card drawn for everyone each day, with what it suggests; members get one of their own too.' },
      { title: 'Weekly Tarot Reading', href: href(ROUTES.weeklyTarot.base), text: 'A card for your sign for the week ahead, drawn each Monday.' },
    ],
    readings: [
      { title: 'Free Tarot Reading', href: href(ROUTES.readings.free), text: 'Three cards for the past, the present and what is coming, read together.' },
      { title: 'Yes or No Reading', href: href(ROUTES.readings['yes-no']), text: 'One card for a question that wants a plain answer, and why it leans that way.' },
      { title: 'The Celtic Cross', href: href(ROUTES.readings['celtic-cross']), text: 'Ten cards for a question that deserves the full picture.' },
      { title: 'Daily Reflection', href: href(ROUTES.readings['daily-reflection']), text: 'A short spread to start the day with a thought to carry.' },
    ],
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'CollectionPage',
      name: 'Learn Tarot',
      url: `${config.SITE_URL}${href(ROUTES.tarot)}`,
      inLanguage: 'en',
      publisher: publisher(config),
      mainEntity: { '@type': 'ItemList', numberOfItems: TAROT_CARDS.length, itemListElement: TAROT_CARDS.map((card, index): ListItem => ({ '@type': 'ListItem', position: index + 1, name: card.name, url: `${config.SITE_URL}${cardHref(card.rank)}` })) },
    } satisfies WithContext<CollectionPage>,
  }),
  head: ({ jsonLd }) => ({
    title: 'Tarot: Learn the 78 Cards, Decks and Free Readings',
    description: 'Learn tarot: the meaning of all 78 cards upright and reversed, in love, at work and as advice, six decks drawn for this site, and free readings.',
    jsonLd,
  }),
  View: TarotLandingPage,
});

/** What a finder's plain form sends (`q`): the name typed, or a theme for decks. */
const queryTyped = z.string().max(60).optional();

/**
 * `/tarot/cards`: where the card finder's plain form goes (`?q={name}&deck={slug}`, or a rank as
 * `?card=`): a 303 to the best match's page in that deck; with no card found, to the Learn Tarot
 * browser, which lists all 78.
 */
export const tarotCardsPage = definePage({
  path: ROUTES.tarotCards,
  query: z.object({ card: querySlug, deck: querySlug, q: queryTyped }),
  load: ({ query }) => {
    const card = query.card ? pageCard(query.card) : findCards(query.q ?? '')[0];
    if (!card) throw new PageRedirect(`${href(ROUTES.tarot)}#learn-tarot`);
    throw new PageRedirect(cardHref(card.rank, query.deck ? pageDeck(query.deck).slug : DEFAULT_DECK.slug));
  },
  head: () => ({ title: 'Tarot cards', description: 'The tarot cards.' }),
  View: () => null,
});

function loadCard(config: Config, card: TarotCard, deck: Deck) {
  const path = cardHref(card.rank, deck.slug);
  const text = cardText(card.rank);
  const index = card.id;
  const neighbour = (other: TarotCard | undefined) => (other ? { name: other.name, href: cardHref(other.rank, deck.slug) } : undefined);
  const image = { src: cardImageSrc(deck.slug, card.rank), alt: cardImageAlt(card.name, deck.name) };
  // The versioned PNG: served as immutable, and a new picture gets a new address.
  const png = `${config.SITE_URL}${tarotPngUrl(deck.slug, card.rank)}`;
  const title = deck.id === DEFAULT_DECK_ID ? `${card.name} Tarot Card Meaning` : `${card.name} in the ${deck.name.replace(/^The /, '')} Deck: Tarot Card Meaning`;
  const description = `${card.name} tarot card meaning upright and reversed, in love, at work and as advice${deck.id === DEFAULT_DECK_ID ? '' : `, shown in the ${deck.name.replace(/^The /, '')} deck`}: ${text.keywords.upright.slice(0, 3).join(', ')}.`;
  return {
    card: { rank: card.rank, name: card.name, suit: card.suit, suitDisplay: card.suitDisplay, number: card.suit === 'major' ? String(card.number) : card.court ? card.name.split(' ')[0]! : String(card.number) },
    deck: { slug: deck.slug, name: deck.name, href: deckHref(deck.slug) },
    image,
    text,
    previous: neighbour(TAROT_CARDS[index - 1]),
    next: neighbour(TAROT_CARDS[index + 1]),
    selector: selectorProps(deck, href(ROUTES.tarotCard, { rank: card.rank }), 'card-deck-selector', 'Show this card in another deck', 'Choosing a deck opens this card in it.', (each) => cardHref(card.rank, each.slug)),
    otherDecks: shownDecks()
      .filter((other) => other.id !== deck.id)
      .map((other) => tile(card, other, other.name)),
    path,
    title,
    description: description.length > 160 ? `${description.slice(0, 157).replace(/\s+\S*$/, '')}…` : description,
    ogImage: { src: png, alt: image.alt },
    jsonLd: {
      '@context': SCHEMA,
      '@type': 'Article',
      headline: title,
      description,
      url: `${config.SITE_URL}${path}`,
      mainEntityOfPage: `${config.SITE_URL}${path}`,
      image: png,
      datePublished: undatedPublished(),
      inLanguage: 'en',
      about: { '@type': 'Thing', name: `${card.name} (tarot card)` },
      isPartOf: { '@type': 'CreativeWork', name: `${deck.name} tarot deck`, url: `${config.SITE_URL}${deckHref(deck.slug)}` },
      author: publisher(config),
      publisher: publisher(config),
    } satisfies WithContext<Article>,
  };
}

type CardData = ReturnType<typeof loadCard>;
const cardHead = ({ title, description, ogImage, jsonLd }: CardData) => ({ title, description, ogType: 'article' as const, ogImage, jsonLd });

/** The deck selector's plain form posts `?deck={slug}` to the card's default-deck address: sent on to the card in that deck. */
function followDeckChoice(card: TarotCard, chosen: string | undefined): void {
  if (chosen !== undefined) throw new PageRedirect(cardHref(card.rank, pageDeck(chosen).slug));
}

/** `/tarot/cards/{canonical_rank}`: a card in the default deck (Universal Waite). */
export const tarotCardPage = definePage({
  path: ROUTES.tarotCard,
  params: z.object({ rank: slug }),
  query: z.object({ deck: querySlug }),
  load: ({ params, query, config, req }) => {
    const card = pageCard(params.rank);
    followDeckChoice(card, query.deck);
    const path = cardHref(card.rank);
    if (req.path !== path) throw new PageRedirect(path, 301);
    return loadCard(config, card, DEFAULT_DECK);
  },
  head: cardHead,
  View: TarotCardPage,
});

/** `/tarot/cards/{canonical_rank}/{deck slug}`: a card in another deck; the default deck's slug is a 301 to the address without it. */
export const tarotCardInDeckPage = definePage({
  path: ROUTES.tarotCardInDeck,
  params: z.object({ rank: slug, deck: slug }),
  query: z.object({ deck: querySlug }),
  load: ({ params, query, config, req }) => {
    const card = pageCard(params.rank);
    followDeckChoice(card, query.deck);
    const deck = pageDeck(params.deck, () => cardHref(card.rank));
    const path = cardHref(card.rank, deck.slug);
    if (req.path !== path) throw new PageRedirect(path, 301);
    return loadCard(config, card, deck);
  },
  head: cardHead,
  View: TarotCardPage,
});

const themeValue = z.string().max(40);

/**
 * `/tarot/decks`: every deck and the theme filter; `?theme=modern&theme=love` filters on the
 * server; `?deck={slug}` goes to that deck, and so does `?q={name or theme}` (the deck finder's
 * plain form) for the best match (with none, the list).
 */
export const tarotDecksPage = definePage({
  path: ROUTES.tarotDecks,
  query: z.object({ theme: z.union([themeValue, z.array(themeValue).max(24)]).optional(), deck: querySlug, q: queryTyped }),
  load: ({ query, config }) => {
    if (query.deck !== undefined) throw new PageRedirect(deckHref(pageDeck(query.deck).slug));
    if (query.q !== undefined) {
      const found = findDecks(query.q)[0];
      throw new PageRedirect(found ? deckHref(found.slug) : href(ROUTES.tarotDecks));
    }
    const active = themesFromQuery(query.theme);
    const decks = shownDecks().map((deck) => ({
      slug: deck.slug,
      name: deck.name,
      summary: deckStory(deck.slug).summary,
      themes: [...deck.themes],
      href: deckHref(deck.slug),
      image: cardImageSrc(deck.slug, TAROT_CARDS[0]!.rank),
      imageAlt: cardImageAlt(TAROT_CARDS[0]!.name, deck.name),
    }));
    return {
      decks,
      active,
      jsonLd: {
        '@context': SCHEMA,
        '@type': 'CollectionPage',
        name: 'Tarot Decks',
        url: `${config.SITE_URL}${href(ROUTES.tarotDecks)}`,
        inLanguage: 'en',
        publisher: publisher(config),
        mainEntity: { '@type': 'ItemList', itemListElement: filterDecksByTheme(decks, active).map((deck, index): ListItem => ({ '@type': 'ListItem', position: index + 1, name: deck.name, url: `${config.SITE_URL}${deck.href}` })) },
      } satisfies WithContext<CollectionPage>,
    };
  },
  head: ({ active, jsonLd }) => ({
    title: active.length > 0 ? `Tarot Decks: ${active.join(', ')}` : 'Tarot Decks',
    description: 'Our tarot decks, each a complete set of 78 cards drawn for this site: classic, modern, vintage, animal, romantic and more. Filter them by theme.',
    jsonLd,
  }),
  View: TarotDecksPage,
});

/** `/tarot/decks/{slug}`: a deck's story, themes and all 78 of its cards. */
export const tarotDeckPage = definePage({
  path: ROUTES.tarotDeck,
  params: z.object({ slug }),
  load: ({ params, config, req }) => {
    const deck = pageDeck(params.slug, () => href(ROUTES.tarotDecks));
    const path = deckHref(deck.slug);
    if (req.path !== path) throw new PageRedirect(path, 301);
    const story = deckStory(deck.slug);
    const cover = `${config.SITE_URL}${tarotPngUrl(deck.slug, TAROT_CARDS[0]!.rank)}`;
    return {
      deck: { slug: deck.slug, name: deck.name, summary: story.summary, story: story.story, themes: [...deck.themes], tarot: deck.type === 'tarot' },
      groups: CARD_GROUPS.map((group) => ({ suit: group.suit, title: group.title, cards: group.cards.map((card) => tile(card, deck)) })),
      selector: selectorProps(deck, href(ROUTES.tarotDecks), 'deck-page-selector', 'Choose another deck', 'Choosing a deck opens its page.', (each) => deckHref(each.slug)),
      otherDecks: shownDecks()
        .filter((other) => other.id !== deck.id)
        .map((other) => ({ href: deckHref(other.slug), label: other.name })),
      ogImage: { src: cover, alt: cardImageAlt(TAROT_CARDS[0]!.name, deck.name) },
      jsonLd: {
        '@context': SCHEMA,
        '@type': 'CreativeWork',
        name: `${deck.name} tarot deck`,
        description: story.summary,
        url: `${config.SITE_URL}${path}`,
        image: cover,
        inLanguage: 'en',
        keywords: deck.themes.join(', '),
        creator: publisher(config),
        hasPart: TAROT_CARDS.map((card): VisualArtwork => ({ '@type': 'VisualArtwork', name: cardImageAlt(card.name, deck.name), url: `${config.SITE_URL}${cardHref(card.rank, deck.slug)}` })),
      } satisfies WithContext<CreativeWork>,
    };
  },
  head: ({ deck, ogImage, jsonLd }) => ({
    title: `${deck.name} Tarot Deck: All 78 Cards`,
    description: deck.summary.length > 160 ? `${deck.summary.slice(0, 157).replace(/\s+\S*$/, '')}…` : deck.summary,
    ogImage,
    jsonLd,
  }),
  View: TarotDeckPage,
});

/** Every tarot page, in the order the route table needs (the card in a deck after the card). */
export const tarotPages: AnyPage[] = [tarotLandingPage, tarotCardsPage, tarotCardPage, tarotCardInDeckPage, tarotDecksPage, tarotDeckPage];
