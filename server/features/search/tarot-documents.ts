import { DECKS, DEFAULT_DECK_ID, type Deck } from '../../../shared/tarot/decks';
import { TAROT_CARDS, type TarotCard } from '../../../shared/tarot/tarot';
import { cardHref, cardImageSrc, deckHref, shownDecks } from '../../../shared/tarot/tarot-pages';
import { href, ROUTES } from '../../../shared/routes';
import { ZODIAC_SIGNS } from '../../../shared/horoscopes/zodiac';
import { cardText, deckStory } from '../../content/tarot/library';
import { metaLength, searchDocument, type SearchCrumb, type SearchDocument } from './search-document';

/**
 * The tarot's pages: each of the 78 cards in every deck that has pages (the shown decks), each
 * deck, the deck list, the Learn Tarot landing and the cards drawn for the day and the week.
 */

const TAROT: SearchCrumb = { label: 'Tarot', href: href(ROUTES.tarot) };
const DECKS_CRUMB: SearchCrumb = { label: 'Decks', href: href(ROUTES.tarotDecks) };
const DEFAULT_DECK = DECKS.find((deck) => deck.id === DEFAULT_DECK_ID)!;
/** A card in another deck says what its default-deck page says: weighed lower, it follows that page. */
const OTHER_DECK_BOOST = 0.6;

const shortDeckName = (deck: Deck) => deck.name.replace(/^The /, '');

function cardDocument(card: TarotCard, deck: Deck): SearchDocument {
  const text = cardText(card.rank);
  const isDefault = deck.id === DEFAULT_DECK_ID;
  const title = isDefault ? `${card.name} Tarot Card Meaning` : `${card.name} in the ${shortDeckName(deck)} Deck: Tarot Card Meaning`;
  const description = `${card.name} tarot card meaning upright and reversed, in love, at work and as advice${isDefault ? '' : `, shown in the ${shortDeckName(deck)} deck`}: ${text.keywords.upright.slice(0, 3).join(', ')}.`;
  return searchDocument({
    url: cardHref(card.rank, deck.slug),
    title,
    crumb: isDefault ? card.name : `${card.name} (${deck.name})`,
    category: 'tarot-cards',
    trail: isDefault ? [TAROT, { label: card.suitDisplay, href: `${href(ROUTES.tarot)}#learn-tarot` }] : [TAROT, DECKS_CRUMB, { label: deck.name, href: deckHref(deck.slug) }],
    description: metaLength(description),
    body: [
      card.suitDisplay,
      `Upright: ${text.keywords.upright.join(', ')}.`,
      `Reversed: ${text.keywords.reversed.join(', ')}.`,
      text.image,
      text.upright,
      `${card.name} reversed. ${text.reversed}`,
      text.love,
      text.work,
      text.advice,
      text.yesNoNote,
      ...(isDefault ? [] : [`${deck.name} tarot deck.`]),
    ],
    image: cardImageSrc(deck.slug, card.rank),
    boost: isDefault ? 1 : OTHER_DECK_BOOST,
  });
}

function deckDocument(deck: Deck): SearchDocument {
  const story = deckStory(deck.slug);
  return searchDocument({
    url: deckHref(deck.slug),
    title: `${deck.name} Tarot Deck: All 78 Cards`,
    crumb: deck.name,
    category: 'tarot-decks',
    trail: [TAROT, DECKS_CRUMB],
    description: metaLength(story.summary),
    body: [story.story, `Themes: ${deck.themes.join(', ')}.`, TAROT_CARDS.map((card) => card.name).join(', ')],
    image: cardImageSrc(deck.slug, TAROT_CARDS[0]!.rank),
  });
}

function tarotPages(decks: readonly Deck[]): SearchDocument[] {
  return [
    searchDocument({
      url: href(ROUTES.tarot),
      title: 'Tarot: Learn the 78 Cards, Decks and Free Readings',
      crumb: 'Tarot',
      category: 'tarot',
      trail: [],
      description: 'Learn tarot: the meaning of all 78 cards upright and reversed, in love, at work and as advice, six decks drawn for this site, and free readings.',
      body: ['Learn Tarot. The Major Arcana and the four suits: Wands, Cups, Swords and Coins.', ...decks.map((deck) => `${deck.name}: ${deckStory(deck.slug).summary}`)],
      image: cardImageSrc(DEFAULT_DECK.slug, TAROT_CARDS[0]!.rank),
    }),
    searchDocument({
      url: href(ROUTES.tarotDecks),
      title: 'Tarot Decks',
      category: 'tarot-decks',
      trail: [TAROT],
      description: 'Our tarot decks, each a complete set of 78 cards drawn for this site: classic, modern, vintage, animal, romantic and more. Filter them by theme.',
      body: decks.map((deck) => `${deck.name}: ${deckStory(deck.slug).summary} Themes: ${deck.themes.join(', ')}.`),
    }),
    searchDocument({
      url: href(ROUTES.dailyTarotCard.base),
      title: 'Tarot Card of the Day',
      category: 'tarot',
      trail: [TAROT],
      description: 'One tarot card drawn for everyone each day, with what it means and what it suggests for the day; members get a card of their own too.',
      body: ['Daily tarot card, the card of the day, drawn each day.'],
    }),
    searchDocument({
      url: href(ROUTES.weeklyTarot.base),
      title: 'Weekly Tarot Reading',
      category: 'tarot',
      trail: [TAROT],
      description: 'Choose your sign for its tarot card of the week, drawn each Monday, with what it means for the days ahead.',
      body: ['A tarot card for your sign each week.', ZODIAC_SIGNS.map((sign) => sign.name).join(', ')],
    }),
  ];
}

/** Every tarot page: 78 cards in each shown deck, the shown decks, and the section's own pages. */
export function tarotDocuments(): SearchDocument[] {
  const decks = shownDecks();
  return [...tarotPages(decks), ...decks.map(deckDocument), ...decks.flatMap((deck) => TAROT_CARDS.map((card) => cardDocument(card, deck)))];
}
