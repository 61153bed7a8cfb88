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
import { tarotCardSvg } from '../../server/features/tarot/tarot-card-svg';

/** Parses markup as XML: one svg root, or the test fails. */
function parse(markup: string): Element {
  const doc = new DOMParser().parseFromString(markup, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

const PIPS = TAROT_CARDS.filter((card) => card.suit !== 'major' && !card.court);

describe('tarot card art', () => {
  it('has a style for every deck, each tarot deck its own frame', () => {
    for (const deck of DECKS) expect(DECK_STYLES[deck.slug]?.slug).toBe(deck.slug);
    const tarot = DECKS.filter((deck) => deck.type === 'tarot').map((deck) => DECK_STYLES[deck.slug]!);
    expect(new Set(tarot.map((style) => style.frame)).size).toBe(tarot.length);
    expect(new Set(tarot.map((style) => style.palette.background)).size).toBe(tarot.length);
  });

  it.each(DECKS.map((deck) => [deck.slug, deck] as const))('draws all 78 cards of %s, each named "{card}, {deck} deck"', (_slug, deck) => {
    for (const card of TAROT_CARDS) {
      const svg = parse(renderToStaticMarkup(<TarotCardArt deck={deck.slug} rank={card.rank} />));
      expect(svg.getAttribute('viewBox')).toBe('0 0 300 520');
      expect(svg.getAttribute('role')).toBe('img');
      const title = svg.ownerDocument.getElementById(svg.getAttribute('aria-labelledby')!);
      expect(title?.tagName).toBe('title');
      expect(title?.textContent).toBe(`${card.name}, ${deck.name} deck`);
      // The title band letters the card's name (upper case in some decks).
      expect(svg.textContent!.toLowerCase()).toContain(card.name.toLowerCase());
    }
  });

  it.each(DECKS.map((deck) => deck.slug))('%s: each pip card shows exactly its number of emblems', (deck) => {
    if (deck === 'mandala') return; // The Mandala deck shows mandalas, not pips.
    for (const card of PIPS) {
      const svg = parse(renderToStaticMarkup(<TarotCardArt deck={deck} rank={card.rank} />));
      const emblems = [...svg.querySelectorAll('[data-emblem]')];
      expect({ card: card.rank, count: emblems.length }).toEqual({ card: card.rank, count: card.number });
      expect(emblems.every((emblem) => emblem.getAttribute('data-emblem') === card.suit)).toBe(true);
    }
  });

  it('letters majors and pips with roman numerals', () => {
    expect([0, 4, 9, 14, 16, 19, 21].map(roman)).toEqual(['0', 'IV', 'IX', 'XIV', 'XVI', 'XIX', 'XXI']);
    const tower = parse(renderToStaticMarkup(<TarotCardArt deck="universal-waite" rank="the-tower" />));
    expect([...tower.querySelectorAll('text')].map((text) => text.textContent)).toContain('XVI');
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
