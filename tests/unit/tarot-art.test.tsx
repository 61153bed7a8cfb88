/**
 * @jest-environment jsdom
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { DECKS } from '../../shared/tarot/decks';
import { TAROT_CARDS } from '../../shared/tarot/tarot';
import { TarotCardArt } from '../../views/ui/art/tarot/card-art';
import { TarotCardBack } from '../../views/ui/art/tarot/card-back';
import { roman } from '../../views/ui/art/tarot/card-frame';
import { DECK_STYLES } from '../../views/ui/art/tarot/deck-styles';
import { DECK_SCENES } from '../../views/ui/art/tarot/decks';
import { tarotCardSvg } from '../../server/features/tarot/tarot-card-svg';

/** Parses markup as XML: one svg root, or the test fails. */
function parse(markup: string): Element {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

const PIPS = TAROT_CARDS.filter((card) => card.suit !== 'major' && !card.court);
/** The decks offered: the active ones (a retired deck draws the default deck). */
const LIVE = DECKS.filter((deck) => deck.active);
const TAROT_DECKS = LIVE.filter((deck) => deck.type === 'tarot');
/** The most markup one card may take, frame and all: pages and the rasteriser draw many at once. */
const CARD_BUDGET = 40_000;

/** Each card's markup, rendered once for the whole file. */
const markups = new Map<string, string>();
function cardMarkup(deck: string, rank: string): string {
  const key = `${deck}/${rank}`;
  let markup = markups.get(key);
  if (markup === undefined) {
    markup = renderToStaticMarkup(<TarotCardArt deck={deck} rank={rank} />);
    markups.set(key, markup);
  }
  return markup;
}

/** The path geometry of a card's own picture in a deck (colours and ids left out). */
function pictureShapes(deck: string, rank: string): Set<string> {
  const markup = cardMarkup(deck, rank);
  const picture = markup.slice(markup.indexOf('data-picture'));
  return new Set([...picture.matchAll(/ d="([^"]{40,})"/g)].map((match) => match[1]!));
}

describe('tarot card art', () => {
  it('has a style for every deck offered, each tarot deck its own frame', () => {
    for (const deck of LIVE) expect(DECK_STYLES[deck.slug]?.slug).toBe(deck.slug);
    const tarot = TAROT_DECKS.map((deck) => DECK_STYLES[deck.slug]!);
    expect(new Set(tarot.map((style) => style.frame)).size).toBe(tarot.length);
    expect(new Set(tarot.map((style) => style.palette.background)).size).toBe(tarot.length);
  });

  it('keeps at least four tarot decks and the Mandala deck', () => {
    expect(TAROT_DECKS.length).toBeGreaterThanOrEqual(4);
    expect(LIVE.some((deck) => deck.type === 'mandala')).toBe(true);
  });

  it.each(TAROT_DECKS.map((deck) => deck.slug))('%s draws every one of the 78 cards in a picture of its own', (deck) => {
    const missing = TAROT_CARDS.filter((card) => !DECK_SCENES[deck]?.[card.rank]).map((card) => card.rank);
    expect(missing).toEqual([]);
  });

  it.each(TAROT_CARDS.map((card) => card.rank))('%s is a different picture in every tarot deck', (rank) => {
    const shapes = TAROT_DECKS.map((deck) => [deck.slug, pictureShapes(deck.slug, rank)] as const);
    for (const [i, [deckA, a]] of shapes.entries()) {
      for (const [deckB, b] of shapes.slice(i + 1)) {
        // A plain shape may coincide (the picture's outline); more than a tenth of them is a copy.
        const shared = [...a].filter((d) => b.has(d)).length;
        expect({ pair: `${deckA} / ${deckB}`, copied: shared > Math.max(1, Math.min(a.size, b.size) / 10) }).toEqual({ pair: `${deckA} / ${deckB}`, copied: false });
      }
    }
  });

  // One XML parse per deck (jsdom's parser is the slow part): all 78 cards in one document.
  it.each(LIVE.map((deck) => [deck.slug, deck] as const))('draws all 78 cards of %s within budget, each named "{card}, {deck} deck"', (_slug, deck) => {
    const over = TAROT_CARDS.filter((card) => cardMarkup(deck.slug, card.rank).length > CARD_BUDGET).map((card) => card.rank);
    expect(over).toEqual([]);
    const all = parse(`<svg xmlns="http://www.w3.org/2000/svg">${TAROT_CARDS.map((card) => cardMarkup(deck.slug, card.rank)).join('')}</svg>`);
    for (const card of TAROT_CARDS) {
      const svg = all.querySelector(`svg[data-card="${card.rank}"]`)!;
      expect(svg.getAttribute('viewBox')).toBe('0 0 300 520');
      expect(svg.getAttribute('role')).toBe('img');
      const title = svg.querySelector(`[id="${svg.getAttribute('aria-labelledby')}"]`);
      expect(title?.tagName).toBe('title');
      expect(title?.textContent).toBe(`${card.name}, ${deck.name} deck`);
      // The title band letters the card's name (upper case in some decks).
      expect(svg.textContent!.toLowerCase()).toContain(card.name.toLowerCase());
      if (deck.type !== 'tarot') continue;
      // Each pip card shows exactly its number of emblems, and the other cards none.
      const emblems = [...svg.querySelectorAll('[data-picture] [data-emblem]')];
      const expected = PIPS.includes(card) ? card.number : 0;
      expect({ card: card.rank, count: emblems.length }).toEqual({ card: card.rank, count: expected });
      expect(emblems.every((emblem) => emblem.getAttribute('data-emblem') === card.suit)).toBe(true);
    }
  });

  it('letters majors and pips with roman numerals', () => {
    expect([0, 4, 9, 14, 16, 19, 21].map(roman)).toEqual(['0', 'IV', 'IX', 'XIV', 'XVI', 'XIX', 'XXI']);
    const tower = parse(renderToStaticMarkup(<TarotCardArt deck="universal-waite" rank="the-tower" />));
    expect([...tower.querySelectorAll('text')].map((text) => text.textContent)).toContain('XVI');
  });

  it.each(LIVE.map((deck) => deck.slug))('%s: every id on a page belongs to one card only, even with each card drawn twice', (deck) => {
    const markup = renderToStaticMarkup(
      <div>
        {TAROT_CARDS.flatMap((card) => [1, 2].map((copy) => <TarotCardArt key={`${card.rank}-${copy}`} deck={deck} rank={card.rank} />))}
      </div>,
    );
    const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length - new Set(ids).size).toBe(0);
    const known = new Set(ids);
    const dangling = [...markup.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]).filter((ref) => !known.has(ref));
    expect(dangling).toEqual([]);
  });

  it('gives every id on a page to one card only, so two cards never share a clip path', () => {
    const markup = renderToStaticMarkup(
      <div>
        <TarotCardArt deck="gilded-hour" rank="three-of-swords" />
        <TarotCardArt deck="gilded-hour" rank="three-of-swords" />
        <TarotCardArt deck="mandala" rank="the-sun" />
        <TarotCardBack deck="gilded-hour" />
        <TarotCardBack deck="gilded-hour" />
      </div>,
    );
    const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(5);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [, ref] of markup.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  });

  it('takes a caller title and class, and draws an unknown deck in the default style', () => {
    const svg = parse(renderToStaticMarkup(<TarotCardArt deck="no-such-deck" rank="the-fool" className="big" title="Your card" />));
    expect(svg.getAttribute('class')).toBe('tarot-card-art big');
    expect(svg.getAttribute('data-deck')).toBe('universal-waite');
    expect(svg.querySelector('title')?.textContent).toBe('Your card');
    expect(() => renderToStaticMarkup(<TarotCardArt deck="mandala" rank="the-joker" />)).toThrow(/Unknown tarot card/);
  });

  it.each(DECKS.map((deck) => deck.slug))('draws the back of %s, decorative unless titled', (deck) => {
    const hidden = parse(renderToStaticMarkup(<TarotCardBack deck={deck} />));
    expect(hidden.getAttribute('aria-hidden')).toBe('true');
    const named = parse(renderToStaticMarkup(<TarotCardBack deck={deck} title="Card 3, face down" />));
    expect(named.getAttribute('role')).toBe('img');
    expect(named.ownerDocument.getElementById(named.getAttribute('aria-labelledby')!)?.textContent).toBe('Card 3, face down');
  });

  it('writes a standalone SVG document for the rasteriser', () => {
    const svg = tarotCardSvg('woodland-kin', 'ten-of-coins');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 300 520" width="300" height="520"/);
    expect(parse(svg).querySelectorAll('[data-emblem="coins"]')).toHaveLength(10);
  });
});
