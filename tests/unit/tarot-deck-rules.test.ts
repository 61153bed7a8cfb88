import { DECKS, DECK_THEMES, DEFAULT_DECK_ID, MANDALA_DECK_ID, favoriteDeckId, type Deck } from '../../shared/tarot/decks';
import { TAROT_CARDS } from '../../shared/tarot/tarot';
import {
  cardHref,
  cardImageAlt,
  cardImageSrc,
  filterDecksByTheme,
  findCards,
  matchesThemes,
  selectorDecks,
  selectorShownFor,
  shownDecks,
  themesFromQuery,
} from '../../shared/tarot/tarot-pages';

const deck = (id: number, overrides: Partial<Deck> = {}): Deck => ({ id, code: `deck-${id}`, slug: `deck-${id}`, name: `Deck ${id}`, type: 'tarot', active: true, themes: [], ...overrides });

describe('favourite deck rules (spec 2 §4, §9)', () => {
  it('keeps an active favourite, and none stays none', () => {
    expect(favoriteDeckId(12)).toBe(12);
    expect(favoriteDeckId(DEFAULT_DECK_ID)).toBe(34);
    expect(favoriteDeckId(null)).toBeNull();
  });

  it('resets an inactive favourite, or one no longer known, to deck 34', () => {
    const decks = [...DECKS, deck(99, { active: false })];
    expect(favoriteDeckId(99, decks)).toBe(34);
    expect(favoriteDeckId(12345)).toBe(34);
  });

  it('keeps deck 81, the Mandala exception, even if it were inactive', () => {
    expect(favoriteDeckId(MANDALA_DECK_ID)).toBe(81);
    const decks = DECKS.map((each) => (each.id === MANDALA_DECK_ID ? { ...each, active: false } : each));
    expect(favoriteDeckId(MANDALA_DECK_ID, decks)).toBe(81);
  });
});

describe('the deck selector (spec 2 §9)', () => {
  it('lists only active tarot-type decks, the default first', () => {
    const listed = selectorDecks();
    expect(listed[0]!.id).toBe(DEFAULT_DECK_ID);
    expect(listed.every((each) => each.type === 'tarot' && each.active)).toBe(true);
    expect(listed.some((each) => each.id === MANDALA_DECK_ID)).toBe(false);
    expect(listed).toHaveLength(DECKS.filter((each) => each.type === 'tarot' && each.active).length);
  });

  it('leaves out an inactive deck', () => {
    const decks = [deck(1), deck(34, { name: 'Default' }), deck(2, { active: false }), deck(81, { type: 'mandala' })];
    expect(selectorDecks(decks).map((each) => each.id)).toEqual([34, 1]);
    expect(shownDecks(decks).map((each) => each.id)).toEqual([34, 1, 81]);
  });

  it('hides for the Mandala deck and shows for tarot decks', () => {
    expect(selectorShownFor(DECKS.find((each) => each.id === MANDALA_DECK_ID)!)).toBe(false);
    expect(selectorShownFor({ id: 12, type: 'mandala' })).toBe(false);
    for (const each of DECKS.filter((one) => one.type === 'tarot')) expect(selectorShownFor(each)).toBe(true);
  });
});

describe('the deck theme filter (spec 2 §4)', () => {
  const decks = [deck(1, { themes: ['Modern', 'Love'] }), deck(2, { themes: ['Vintage'] }), deck(3, { themes: ['Animal', 'Modern'] }), deck(4, { themes: [] })];

  it('shows every deck when no theme is active', () => {
    expect(filterDecksByTheme(decks, [])).toEqual(decks);
    expect(matchesThemes(decks[3]!, [])).toBe(true);
  });

  it('shows a deck that matches any active theme', () => {
    expect(filterDecksByTheme(decks, ['Modern']).map((each) => each.id)).toEqual([1, 3]);
    expect(filterDecksByTheme(decks, ['Vintage', 'Love']).map((each) => each.id)).toEqual([1, 2]);
    expect(filterDecksByTheme(decks, ['Feminine'])).toEqual([]);
    expect(matchesThemes(decks[3]!, ['Modern'])).toBe(false);
  });

  it('every theme of spec 2 §9 finds at least one of the site’s decks', () => {
    expect(DECK_THEMES).toEqual(['Unique', 'Beautiful', 'Beginner', 'Modern', 'Vintage', 'Animal', 'Classic', 'Love', 'Inclusive', 'Feminine', 'Fantasy', 'Popular']);
    for (const theme of DECK_THEMES) expect(filterDecksByTheme(shownDecks(), [theme]).length).toBeGreaterThan(0);
  });

  it('reads themes from a query in any case, in the spec’s order, ignoring unknown ones', () => {
    expect(themesFromQuery(undefined)).toEqual([]);
    expect(themesFromQuery('modern')).toEqual(['Modern']);
    expect(themesFromQuery(['LOVE', 'vintage', 'spooky'])).toEqual(['Vintage', 'Love']);
    expect(themesFromQuery({ nested: 'modern' })).toEqual([]);
  });
});

describe('card addresses and pictures', () => {
  it('leaves out the default deck’s slug', () => {
    expect(cardHref('the-fool')).toBe('/tarot/cards/the-fool');
    expect(cardHref('the-fool', 'universal-waite')).toBe('/tarot/cards/the-fool');
    expect(cardHref('ace-of-cups', 'gilded-hour')).toBe('/tarot/cards/ace-of-cups/gilded-hour');
  });

  it('names the picture’s card and deck', () => {
    expect(cardImageSrc('mandala', 'the-sun')).toBe('/tarot/images/mandala/the-sun.svg');
    expect(cardImageSrc('mandala', 'the-sun', 'png')).toBe('/tarot/images/mandala/the-sun.png');
    expect(cardImageAlt('The Sun', 'Mandala')).toBe('The Sun, Mandala deck');
  });

  it('finds cards by the start of their words', () => {
    expect(findCards('que cu').map((card) => card.rank)).toEqual(['queen-of-cups']);
    expect(findCards('  ').length).toBe(0);
    expect(findCards('the').length).toBeGreaterThan(5);
    expect(findCards('wands')).toHaveLength(14);
    expect(findCards('hanged').map((card) => card.name)).toEqual(['The Hanged Man']);
    expect(findCards('zzz')).toEqual([]);
    expect(TAROT_CARDS.every((card) => findCards(card.name)[0] !== undefined)).toBe(true);
  });
});
