import request from 'supertest';
import { DECKS, DECK_THEMES } from '../../shared/tarot/decks';
import { TAROT_CARDS } from '../../shared/tarot/tarot';
import { cardHref, deckHref, selectorDecks, shownDecks } from '../../shared/tarot/tarot-pages';
import { metaContent } from '../support/html';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';
/** A card's versioned PNG address (`{rank}.{hash}.png`), as Open Graph tags name it. */
const versioned = (deck: string, rank: string) => new RegExp(`^${ORIGIN}/tarot/images/${deck}/${rank}\\.[0-9a-f]{16}\\.png$`);

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** The props of every island of a kind on the page. */
function islandProps(html: string, name: string): Record<string, unknown>[] {
  const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...html.matchAll(new RegExp(`data-island="${name}"[^>]*data-props="([^"]*)"`, 'g'))].map((match) => JSON.parse(decode(match[1]!)) as Record<string, unknown>);
}

/** A complete page with its own head. */
function expectHead(html: string, path: string, title: RegExp | string) {
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  if (typeof title === 'string') expect(html).toContain(`<title>${title}</title>`);
  else expect(html).toMatch(title);
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
  const description = metaContent(html, 'name', 'description');
  expect(description && description.length).toBeGreaterThan(60);
  expect(description!.length).toBeLessThanOrEqual(160);
  expect(jsonLd(html)).toHaveLength(1);
}

const mandala = DECKS.find((deck) => deck.type === 'mandala')!;
const other = DECKS.find((deck) => deck.slug === 'starlit-night')!;

describe.each(PAGE_ENGINES)('tarot pages on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('/tarot: the landing with the Learn Tarot browser, 78 cards in five groups, each a link with a thumbnail', async () => {
    const res = await request(site.app).get('/tarot').expect(200);
    const html = res.text;
    expectHead(html, '/tarot', 'Tarot: Learn the 78 Cards, Decks and Free Readings | Starlit');
    for (const [suit, count] of [['major', 22], ['wands', 14], ['cups', 14], ['swords', 14], ['coins', 14]] as const) {
      const section = html.split(`id="group-${suit}"`)[1]!.split('</section>')[0]!;
      expect((section.match(/class="tarot-tile"/g) ?? []).length).toBe(count);
    }
    for (const card of TAROT_CARDS) {
      expect(html).toContain(`href="/tarot/cards/${card.rank}"`);
      expect(html).toContain(`src="/tarot/images/universal-waite/${card.rank}.svg" alt="${card.name.replace(/'/g, '&#x27;')}, Universal Waite deck"`);
    }
    expect((html.match(/loading="lazy"/g) ?? []).length).toBeGreaterThanOrEqual(78);
    for (const deck of shownDecks()) expect(html).toContain(`href="${deckHref(deck.slug)}"`);
    expect(html).toContain('href="/tarot/decks"');
    expect(html).toContain('href="/readings-reports/tarot-readings/free"');
    expect(islandProps(html, 'card-finder')).toEqual([{ deck: 'universal-waite', label: 'Find a card', id: 'landing-card-finder' }]);
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'CollectionPage', mainEntity: { numberOfItems: 78 } });
  });

  it('a card page in the default deck: image, meanings, selector, neighbours, other decks and its head', async () => {
    const res = await request(site.app).get('/tarot/cards/the-fool').expect(200);
    const html = res.text;
    expectHead(html, '/tarot/cards/the-fool', 'The Fool Tarot Card Meaning | Starlit');
    expect(html).toContain('<h1>The Fool</h1>');
    expect(html).toContain('src="/tarot/images/universal-waite/the-fool.svg" alt="The Fool, Universal Waite deck" width="300" height="520"');
    expect(metaContent(html, 'property', 'og:image')).toMatch(versioned('universal-waite', 'the-fool'));
    expect(metaContent(html, 'property', 'og:image:alt')).toBe('The Fool, Universal Waite deck');
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(html).not.toContain('in a scene of its own');
    for (const heading of ['The traditional picture', 'Upright', 'Reversed', 'In love', 'At work', 'As advice', 'Yes or no', 'The Fool in other decks']) expect(html).toContain(`>${heading}</h2>`);
    // The Fool is first: a next card, no previous.
    expect(html).toContain('href="/tarot/cards/the-magician" rel="next"');
    expect(html).not.toContain('rel="prev"');
    // The deck selector: a GET form to the card's address, tarot decks only.
    const [selector] = islandProps(html, 'deck-selector');
    expect(selector).toMatchObject({ current: 'universal-waite', action: '/tarot/cards/the-fool' });
    expect((selector!.options as { slug: string; href: string }[]).map((option) => option.slug)).toEqual(selectorDecks().map((deck) => deck.slug));
    expect((selector!.options as { slug: string }[]).some((option) => option.slug === mandala.slug)).toBe(false);
    expect(html).toMatch(/<form class="deck-selector" action="\/tarot\/cards\/the-fool" method="get">/);
    // The card in every other deck, the Mandala deck too.
    for (const deck of shownDecks()) if (deck.slug !== 'universal-waite') expect(html).toContain(`href="${cardHref('the-fool', deck.slug)}"`);
    // The card finder's plain form.
    expect(html).toMatch(/<form class="card-finder" role="search" action="\/tarot\/cards" method="get">/);
    expect(html).toContain('<input type="hidden" name="deck" value="universal-waite"/>');
    const [data] = jsonLd(html);
    expect(data).toMatchObject({ '@type': 'Article', url: `${ORIGIN}/tarot/cards/the-fool`, image: expect.stringMatching(versioned('universal-waite', 'the-fool')) });
  });

  it('every card has a page in every deck, with its neighbours', async () => {
    for (const card of TAROT_CARDS) {
      const res = await request(site.app).get(cardHref(card.rank, other.slug)).expect(200);
      expect(res.text).toContain(`alt="${card.name.replace(/'/g, '&#x27;')}, Starlit Night deck"`);
      const previous = TAROT_CARDS[card.id - 1];
      const next = TAROT_CARDS[card.id + 1];
      if (previous) expect(res.text).toContain(`href="${cardHref(previous.rank, other.slug)}" rel="prev"`);
      if (next) expect(res.text).toContain(`href="${cardHref(next.rank, other.slug)}" rel="next"`);
    }
    const king = await request(site.app).get('/tarot/cards/king-of-coins').expect(200);
    expect(king.text).not.toContain('rel="next"');
  });

  it('a card in another deck has its own head; the Mandala deck hides the selector', async () => {
    const res = await request(site.app).get('/tarot/cards/ace-of-cups/starlit-night').expect(200);
    expectHead(res.text, '/tarot/cards/ace-of-cups/starlit-night', 'Ace of Cups in the Starlit Night Deck: Tarot Card Meaning');
    expect(metaContent(res.text, 'property', 'og:image')).toMatch(versioned('starlit-night', 'ace-of-cups'));
    expect(islandProps(res.text, 'deck-selector')[0]).toMatchObject({ current: 'starlit-night', action: '/tarot/cards/ace-of-cups' });
    // The card's description is of the traditional picture, which this deck tells its own way.
    expect(res.text).toContain('The Starlit Night deck tells the card in a scene of its own');
    const mandalaPage = await request(site.app).get(`/tarot/cards/ace-of-cups/${mandala.slug}`).expect(200);
    expect(islandProps(mandalaPage.text, 'deck-selector')).toEqual([]);
    expect(mandalaPage.text).not.toContain('class="deck-selector"');
    expect(mandalaPage.text).toContain(`alt="Ace of Cups, ${mandala.name} deck"`);
  });

  it('redirects the default deck’s slug (301), the selector’s and finder’s plain forms (303), and other spellings (301)', async () => {
    for (const [path, status, location] of [
      ['/tarot/cards/the-fool/universal-waite', 301, '/tarot/cards/the-fool'],
      ['/tarot/cards/the-fool?deck=gilded-hour', 303, '/tarot/cards/the-fool/gilded-hour'],
      ['/tarot/cards/the-fool?deck=universal-waite', 303, '/tarot/cards/the-fool'],
      ['/tarot/cards?card=the-star&deck=woodland-kin', 303, '/tarot/cards/the-star/woodland-kin'],
      ['/tarot/cards?card=the-star', 303, '/tarot/cards/the-star'],
      // The finders' plain forms send what was typed: the best match, in the page's deck.
      ['/tarot/cards?q=The+Hanged+Man&deck=woodland-kin', 303, '/tarot/cards/the-hanged-man/woodland-kin'],
      ['/tarot/cards?q=queen+cu', 303, '/tarot/cards/queen-of-cups'],
      ['/tarot/cards?q=joker', 303, '/tarot#learn-tarot'],
      ['/tarot/decks?q=Woodland+Kin', 303, '/tarot/decks/woodland-kin'],
      ['/tarot/decks?q=animal', 303, '/tarot/decks/woodland-kin'],
      ['/tarot/decks?q=joker', 303, '/tarot/decks'],
      ['/tarot/cards', 303, '/tarot#learn-tarot'],
      ['/tarot/cards/the-fool/', 301, '/tarot/cards/the-fool'],
      ['/tarot/decks/mandala/', 301, '/tarot/decks/mandala'],
      ['/tarot/decks?deck=gilded-hour', 303, '/tarot/decks/gilded-hour'],
      // A retired deck's pages: the same card in the default deck, the deck list for the deck.
      ['/tarot/cards/the-star/moon-garden', 301, '/tarot/cards/the-star'],
      ['/tarot/cards/ten-of-swords/everyday-light', 301, '/tarot/cards/ten-of-swords'],
      ['/tarot/decks/moon-garden', 301, '/tarot/decks'],
      ['/tarot/decks/everyday-light', 301, '/tarot/decks'],
    ] as const) {
      const res = await request(site.app).get(path);
      expect([path, res.status, res.headers.location]).toEqual([path, status, location]);
    }
    // An upper-case slug is not found, not redirected.
    const upper = await request(site.app).get('/tarot/cards/The-Fool').expect(404);
    expect(upper.text).toContain('We could not find that page');
  });

  it('answers 404 for an unknown card or deck, and for hostile paths; 400 for a hostile query', async () => {
    for (const path of [
      '/tarot/cards/the-joker',
      '/tarot/cards/the-fool/no-such-deck',
      '/tarot/cards/the-fool/starlit-night/extra',
      '/tarot/decks/no-such-deck',
      '/tarot/cards/%00',
      '/tarot/cards/the-fool%00',
      `/tarot/cards/${'a'.repeat(5000)}`,
      `/tarot/cards/the-fool/${'b'.repeat(2000)}`,
      '/tarot/cards/..%2F..%2Fetc%2Fpasswd',
      '/tarot/cards/%E2%80%AE',
      '/tarot/decks/%F0%9F%83%8F',
      '/tarot/cards/the-fool?deck=nope',
      '/tarot/cards?card=the-joker',
      '/tarot/decks?deck=nope',
    ]) {
      const res = await request(site.app).get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
    for (const path of ['/tarot/cards/the-fool?deck=%00', `/tarot/cards/the-fool?deck=${'x'.repeat(500)}`, `/tarot/decks?theme=${'y'.repeat(500)}`, '/tarot/decks?theme[a]=b', '/tarot/cards?card=%00', `/tarot/cards?q=${'z'.repeat(61)}`, '/tarot/decks?q[a]=b']) {
      const res = await request(site.app).get(path);
      expect([path, res.status]).toEqual([path, 400]);
    }
    // Broken percent-encoding never reaches the page as a 500.
    const broken = await request(site.app).get('/tarot/cards/%E0%A4%A');
    expect(broken.status).toBeLessThan(500);
  });

  it('/tarot/decks lists every deck; the theme filter works without JavaScript (any theme; all when none)', async () => {
    const all = await request(site.app).get('/tarot/decks').expect(200);
    expectHead(all.text, '/tarot/decks', 'Tarot Decks | Starlit');
    for (const deck of shownDecks()) expect(all.text).toContain(`<a href="${deckHref(deck.slug)}">${deck.name}</a>`);
    for (const theme of DECK_THEMES) expect(all.text).toContain(`name="theme" value="${theme.toLowerCase()}"`);
    expect(all.text).toContain(`All ${shownDecks().length} decks`);
    expect(all.text).toMatch(/<form class="deck-filter-form" action="\/tarot\/decks" method="get">/);
    // The deck finder (spec 2 §2): before it hydrates, a GET form to /tarot/decks whose field (q) offers the decks' names.
    expect(all.text).toMatch(/<form class="card-finder deck-finder" role="search" action="\/tarot\/decks" method="get">/);
    expect(all.text).toMatch(/<input id="decks-page-finder" type="text"[^>]* list="decks-page-finder-names" name="q" value=""\/>/);

    const animal = await request(site.app).get('/tarot/decks?theme=animal&theme=vintage').expect(200);
    expect(animal.headers['cache-control']).toBe('private, no-store');
    const expected = shownDecks().filter((deck) => deck.themes.includes('Animal') || deck.themes.includes('Vintage'));
    expect(animal.text).toContain(`${expected.length} of ${shownDecks().length} decks`);
    for (const deck of shownDecks()) {
      const listed = animal.text.includes(`<a href="${deckHref(deck.slug)}">${deck.name}</a>`);
      expect([deck.slug, listed]).toEqual([deck.slug, expected.includes(deck)]);
    }
    expect(animal.text).toContain('name="theme" checked="" value="animal"');
    expect(animal.text).toContain('name="theme" value="modern"');
    expect(islandProps(animal.text, 'deck-filter')[0]).toMatchObject({ active: ['Vintage', 'Animal'] });
    // Unknown themes are ignored: every deck shows.
    const unknown = await request(site.app).get('/tarot/decks?theme=spooky').expect(200);
    expect(unknown.text).toContain(`All ${shownDecks().length} decks`);
  });

  it('/tarot/decks/{slug}: story, themes, all 78 cards linking to their pages in that deck, the selector', async () => {
    for (const deck of shownDecks()) {
      const res = await request(site.app).get(deckHref(deck.slug)).expect(200);
      expectHead(res.text, deckHref(deck.slug), deck.name.includes("Starlit") ? `${deck.name} Tarot Deck: All 78 Cards` : `${deck.name} Tarot Deck: All 78 Cards | Starlit`);
      const links = new Set([...res.text.matchAll(/href="(\/tarot\/cards\/[^"]+)"/g)].map((match) => match[1]));
      for (const card of TAROT_CARDS) expect(links.has(cardHref(card.rank, deck.slug))).toBe(true);
      expect((res.text.match(/class="tarot-tile"/g) ?? []).length).toBe(78);
      for (const theme of deck.themes) expect(res.text).toContain(`>${theme}</a>`);
      expect(metaContent(res.text, 'property', 'og:image')).toMatch(versioned(deck.slug, 'the-fool'));
      const selector = islandProps(res.text, 'deck-selector');
      if (deck.type === 'tarot') expect(selector[0]).toMatchObject({ current: deck.slug, action: '/tarot/decks' });
      else expect(selector).toEqual([]);
    }
  });

  it('GET /api/content/decks_small lists the decks, public and cacheable', async () => {
    const res = await request(site.app).get('/api/content/decks_small').expect(200).expect('Content-Type', /json/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const decks = res.body.decks as { id: number; code: string; slug: string; type: string; live: boolean; themes: string[]; url: string }[];
    expect(decks).toHaveLength(DECKS.length);
    expect(decks[0]).toMatchObject({ id: 34, code: 'universal-waite', slug: 'universal-waite', name: 'Universal Waite', type: 'tarot', live: true, url: '/tarot/decks/universal-waite' });
    expect(decks.find((deck) => deck.id === 81)).toMatchObject({ type: 'mandala' });
  });

  it('GET /api/content/deck/{code} answers a deck with its 78 cards; unknown 404, bad input 400', async () => {
    const res = await request(site.app).get('/api/content/deck/starlit-night').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toMatchObject({ id: other.id, code: 'starlit-night', slug: 'starlit-night', name: 'Starlit Night', live: true });
    expect(res.body.cards).toHaveLength(78);
    expect(res.body.cards[0]).toEqual({ index: 0, card_id: 0, name: 'The Fool', canonical_rank: 'the-fool', canonical_suit_display: 'Major Arcana', url: '/tarot/cards/the-fool/starlit-night', image: '/tarot/images/starlit-night/the-fool.svg' });
    expect(res.body.cards[77]).toMatchObject({ index: 77, name: 'King of Coins', canonical_suit_display: 'Coins' });
    const unknown = await request(site.app).get('/api/content/deck/no-such-deck').expect(404);
    expect(unknown.body.error.code).toBe('not_found');
    expect(unknown.headers['cache-control']).toBe('no-store');
    for (const code of ['Universal-Waite', '%00', 'a'.repeat(61), '-x', 'a%20b', '%F0%9F%83%8F']) {
      const bad = await request(site.app).get(`/api/content/deck/${code}`);
      expect([code, bad.status]).toEqual([code, 400]);
      expect(bad.body.error.code).toBe('validation_failed');
    }
  });
});
