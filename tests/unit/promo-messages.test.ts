import { cardTheName, deckStrippedName, fillPromoTokens, pickPromoMessages, PROMO_PLACEMENTS } from '../../shared/store/promo-messages';
import { internalPromoHref } from '../../shared/store/promo-links';
import { withInternalPromoLinks } from '../../server/features/store/promo-message-links';

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

describe('promo message links carry the message’s promo (spec 1 §3: internal promos)', () => {
  const site = 'https://starlit.test';
  const order = { code: 'demo-catalog', tags: ['demo'] };

  it('names an order promo, or a signup promo for a message tagged signup, keeping the rest of the link', () => {
    expect(internalPromoHref('/store/karma-coins', site, order)).toBe('/store/karma-coins?promo=demo-catalog&promo_from=message');
    expect(internalPromoHref('/readings-reports/tarot-readings/free?deck=mandala#start', site, order)).toBe('/readings-reports/tarot-readings/free?deck=mandala&promo=demo-catalog&promo_from=message#start');
    expect(internalPromoHref('https://starlit.test/signup', site, { code: 'join', tags: ['signup'] })).toBe('/signup?signup_promo=join&promo_from=message');
  });

  it('keeps the promo a link already names, and leaves other sites and odd links alone', () => {
    expect(internalPromoHref('/checkout?promo=SPRING', site, order)).toBe('/checkout?promo=SPRING&promo_from=message');
    for (const link of ['https://elsewhere.example/', '//elsewhere.example/', 'http://starlit.test/', 'mailto:help@starlit.test', 'http://[bad']) expect(internalPromoHref(link, site, order)).toBeNull();
    // A code the server would refuse is not carried.
    expect(internalPromoHref('/tarot', site, { code: 'not a code', tags: [] })).toBeNull();
  });

  it('rewrites only the hrefs of a sanitised message', () => {
    const message = {
      code: 'demo-x',
      placement: 'text-catalog' as const,
      tags: ['demo'],
      uuid: '7f0c2a10-4b6e-4c1d-9a30-000000000099',
      message: '<p>Today’s pick: <a href="/tarot" title="All &quot;cards&quot;">cards</a> &amp; <a href="https://elsewhere.example/" target="_blank" rel="noopener noreferrer">more</a>.</p>',
    };
    expect(withInternalPromoLinks(message, site)).toEqual({
      ...message,
      message: '<p>Today’s pick: <a href="/tarot?promo=demo-x&amp;promo_from=message" title="All &quot;cards&quot;">cards</a> &amp; <a href="https://elsewhere.example/" target="_blank" rel="noopener noreferrer">more</a>.</p>',
    });
  });
});
