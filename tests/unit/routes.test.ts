import { sitePages } from '../../server/http/page-registry';

const PAGE_ROUTES = sitePages();
import { href as hrefOnly } from '../../shared/href';
import { href, hrefTemplate, PAGELESS_ROUTES, ROUTE_PATTERNS, ROUTES, type RouteParamName, type RoutePattern } from '../../shared/routes';

/** Exactly equal types, or a type error where it is used. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const sameType = <A, B>(proof: Equal<A, B>) => proof;

describe('href', () => {
  it('is the pattern itself when it has no parameters', () => {
    expect(href(ROUTES.home)).toBe('/');
    expect(href(ROUTES.tarot)).toBe('/tarot');
    expect(href(ROUTES.signs.leo)).toBe('/astrology/leo');
    expect(href(ROUTES.loveCompatibility)).toBe('/astrology/compatibility/love/');
  });

  it('fills every parameter, URL-encoding each', () => {
    expect(href(ROUTES.tarotCard, { rank: 'the-fool' })).toBe('/tarot/cards/the-fool');
    expect(href(ROUTES.tarotCardInDeck, { rank: 'the-fool', deck: 'gilded-hour' })).toBe('/tarot/cards/the-fool/gilded-hour');
    expect(href(ROUTES.horoscopes['weekly-love'].dated, { sign: 'leo', date: '2026-11-23' })).toBe('/astrology/weekly-love-horoscopes/leo/2026-11-23');
    expect(href(ROUTES.outboxRaw, { file: 'a b/c?d#e%.eml' })).toBe('/dev/outbox/a%20b%2Fc%3Fd%23e%25.eml/raw');
    expect(href(ROUTES.birthdayHoroscope.day, { sign: 'pisces', monthDay: '03-04' })).toBe('/birthday-horoscope/pisces/03-04');
    expect(href(ROUTES.report, { slug: 42 })).toBe('/report/42');
  });

  it('appends a query: each value encoded, undefined ones left out, arrays repeated', () => {
    expect(href(ROUTES.checkout, {}, { upc: 'celtic-cross', deal: 'a b&c' })).toBe('/checkout?upc=celtic-cross&deal=a%20b%26c');
    expect(href(ROUTES.journal, {}, { page: undefined })).toBe('/member/journal');
    expect(href(ROUTES.tarotDecks, {}, { theme: ['modern', 'love'] })).toBe('/tarot/decks?theme=modern&theme=love');
    expect(href(ROUTES.signup, {}, { email: 'ana+1@example.com' })).toBe('/signup?email=ana%2B1%40example.com');
    expect(href(ROUTES.tarotDeck, { slug: 'gilded-hour' }, { x: 1 })).toBe('/tarot/decks/gilded-hour?x=1');
  });

  it('takes the pattern by its literal too, as browser code writes it (shared/href.ts, without the table)', () => {
    expect(hrefOnly('/tarot/cards/:rank/:deck', { rank: 'the-fool', deck: 'gilded-hour' })).toBe(href(ROUTES.tarotCardInDeck, { rank: 'the-fool', deck: 'gilded-hour' }));
    expect(hrefOnly('/login', {}, { email: 'a@b.c' })).toBe('/login?email=a%40b.c');
    const fixed = '/member/text-messages' satisfies RoutePattern;
    expect(fixed).toBe(href(ROUTES.textMessages));
    const typeChecks = () => [
      // @ts-expect-error -- a literal that is not one of the patterns
      '/member/text-message' satisfies RoutePattern,
      // @ts-expect-error -- the literal's parameters are required as well
      hrefOnly('/tarot/cards/:rank'),
    ];
    expect(typeof typeChecks).toBe('function');
  });

  it('requires every parameter: leaving one out is a type error, and throws if it gets past the types', () => {
    // @ts-expect-error -- the pattern has a parameter, so params are required
    expect(() => href(ROUTES.tarotCard)).toThrow('the parameter "rank" of /tarot/cards/:rank is missing');
    // @ts-expect-error -- `deck` is missing
    expect(() => href(ROUTES.tarotCardInDeck, { rank: 'the-fool' })).toThrow('"deck"');
  });

  it('types the parameters exactly by the pattern (checked by the typecheck; never run)', () => {
    const typeChecks = () => [
      // @ts-expect-error -- a parameter the pattern does not have
      href(ROUTES.tarotCard, { rank: 'the-fool', deck: 'gilded-hour' }),
      // @ts-expect-error -- a pattern without parameters takes none
      href(ROUTES.tarot, { rank: 'the-fool' }),
      // @ts-expect-error -- a misspelt parameter
      href(ROUTES.authorBio, { authorSlug: 'starlit-astrology-desk' }),
      // @ts-expect-error -- not one of the site's patterns: a renamed or removed path does not build
      href('/tarot/card/:rank', { rank: 'the-fool' }),
      // @ts-expect-error -- a parameter is text or a number
      href(ROUTES.tarotCard, { rank: null }),
      // A union of patterns needs the parameters of them all.
      href(ROUTES.horoscopes[Math.random() > 0.5 ? 'daily' : 'monthly'].dated, { sign: 'leo', date: '2026-11-01' }),
    ];
    expect(typeof typeChecks).toBe('function');
    expect(sameType<RouteParamName<'/tarot/cards/:rank/:deck'>, 'rank' | 'deck'>(true)).toBe(true);
    expect(sameType<RouteParamName<'/a/:b/c'>, 'b'>(true)).toBe(true);
    expect(sameType<RouteParamName<typeof ROUTES.tarot>, never>(true)).toBe(true);
  });
});

describe('hrefTemplate', () => {
  it('fills the parameters given and leaves the others as {name} for the browser', () => {
    expect(hrefTemplate(ROUTES.dailyTarotCard.dated, {})).toBe('/daily-tarot-card/{date}');
    expect(hrefTemplate(ROUTES.horoscopes.daily.dated, { sign: 'leo' })).toBe('/daily-horoscope/leo/{date}');
    expect(hrefTemplate(ROUTES.weeklyTarot.dated, { sign: 'leo' }, { week: 'date' })).toBe('/tarot/weekly-tarot-card-reading/leo/{date}');
  });
});

describe('the patterns and the page modules', () => {
  const pagePaths = PAGE_ROUTES.map((page) => page.path);

  it('are written once: no pattern twice, each a path', () => {
    expect(new Set(ROUTE_PATTERNS).size).toBe(ROUTE_PATTERNS.length);
    for (const pattern of ROUTE_PATTERNS) expect(pattern).toMatch(/^\/([a-z0-9-]+|:[A-Za-z_]+)?(\/([a-z0-9-]+|:[A-Za-z_]+)?)*$/);
  });

  it('every page module serves one of the patterns, and no two the same', () => {
    const patterns = new Set<string>(ROUTE_PATTERNS);
    expect(pagePaths.filter((path) => !patterns.has(path))).toEqual([]);
    expect(pagePaths.filter((path, index) => pagePaths.indexOf(path) !== index)).toEqual([]);
  });

  it('every pattern has a page, except the page-less ones, which have none', () => {
    const served = new Set<string>(pagePaths);
    const pageless = Object.keys(PAGELESS_ROUTES) as RoutePattern[];
    expect(ROUTE_PATTERNS.filter((pattern) => !served.has(pattern) && !pageless.includes(pattern))).toEqual([]);
    expect(pageless.filter((pattern) => served.has(pattern))).toEqual([]);
    expect(pageless.every((pattern) => ROUTE_PATTERNS.includes(pattern))).toBe(true);
  });
});
