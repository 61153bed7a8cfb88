import { cardTheName, deckStrippedName, fillPromoTokens, pickPromoMessages, PROMO_PLACEMENTS } from '../../shared/store/promo-messages';

describe('promo placements (spec 1 §9)', () => {
  it('lists the ten placements and the default', () => {
    expect(PROMO_PLACEMENTS).toHaveLength(11);
    expect(PROMO_PLACEMENTS).toContain('text-teeup-message');
  });
  it('notification answers all; any other placement one at random', () => {
    expect(pickPromoMessages('notification', [1, 2, 3])).toEqual([1, 2, 3]);
    expect(pickPromoMessages('sidebar', [1, 2, 3], () => 0)).toEqual([1]);
    expect(pickPromoMessages('sidebar', [1, 2, 3], () => 0.999)).toEqual([3]);
    expect(pickPromoMessages('sidebar', [])).toEqual([]);
  });
});

describe('promo tokens', () => {
  it('fills every token, with The Fool and the Universal Waite by default', () => {
    expect(fillPromoTokens('{card.name}|{card.the_name}|{deck.name}|{deck.stripped_name}|{deck.slug}|{report_ID}')).toBe(
      'The Fool|The Fool|Universal Waite|Universal Waite|universal-waite|',
    );
    expect(fillPromoTokens('Draw {card.the_name} from the {deck.stripped_name} deck ({report_ID})', { cardName: 'Ace of Cups', deckName: 'Tarot de Marseille Deck', reportId: 'R-9' })).toBe(
      'Draw the Ace of Cups from the Tarot de Marseille deck (R-9)',
    );
  });
  it('leaves unknown tokens alone', () => {
    expect(fillPromoTokens('{card.suit} {deck}')).toBe('{card.suit} {deck}');
  });
  it('names cards and decks', () => {
    expect(cardTheName('The Sun')).toBe('The Sun');
    expect(cardTheName('Two of Swords')).toBe('the Two of Swords');
    expect(deckStrippedName('Rider–Waite–Smith (1909)')).toBe('Rider–Waite–Smith');
    expect(deckStrippedName('Golden Tarot')).toBe('Golden');
  });
});
