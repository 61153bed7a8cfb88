import { ARTICLES } from '../../server/content/articles';
import { AUTHORS } from '../../server/content/authors';
import { CATALOGUE } from '../../server/content/catalogue/catalogue';
import { GLOSSARY } from '../../server/content/astrology-glossary';
import { ALL_HEXAGRAM_TEXTS, hexagramSlug } from '../../server/content/iching/library';
import { ALL_NUMBER_TEXTS } from '../../server/content/numerology/library';
import { buildSearchDocuments, documentsFingerprint } from '../../server/features/search/documents';
import { pathDirs } from '../../server/features/search/search-document';
import { sitePages } from '../../server/http/page-registry';
import { CHINESE_SIGNS } from '../../shared/chinese-zodiac/chinese-zodiac';
import { allPairs, COMPATIBILITY_SLANTS, pairSlug } from '../../shared/compatibility/pairs';
import { HOROSCOPE_SLANTS, SLANTS } from '../../shared/horoscopes/horoscopes';
import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { href, ROUTES } from '../../shared/routes';
import { SEARCH_CATEGORY_IDS, SEARCH_LIMITS } from '../../shared/search/search';
import { DECKS } from '../../shared/tarot/decks';
import { TAROT_CARDS } from '../../shared/tarot/tarot';
import { cardHref, cardImageSrc, deckHref, shownDecks } from '../../shared/tarot/tarot-pages';

const WORDS = { siteName: 'Starlit', support: 'support@starlit.test' };
const documents = buildSearchDocuments(WORDS);
const byUrl = new Map(documents.map((document) => [document.url, document]));
const urls = [...byUrl.keys()];

/** Whether a path is one a page module serves: its pattern's fixed segments equal, a parameter any segment. */
function servedBy(path: string, pattern: string): boolean {
  const want = pattern.split('/');
  const have = path.split('?')[0]!.split('/');
  return want.length === have.length && want.every((segment, index) => segment.startsWith(':') ? have[index] !== '' : segment === have[index]);
}

/** The search index's documents (issue #27): every public page, built from the pages' own data. */
describe('the search documents', () => {
  it('give each address once, and each address is one a page of the site serves', () => {
    expect(urls.length).toBe(documents.length);
    const patterns = sitePages()
      .filter((page) => !page.member)
      .map((page) => page.path as string);
    expect(urls.filter((url) => !patterns.some((pattern) => servedBy(url, pattern)))).toEqual([]);
  });

  it('hold every article and byline with its drawing', () => {
    for (const article of ARTICLES) {
      const document = byUrl.get(href(ROUTES.article, { slug: article.slug }));
      expect(document).toMatchObject({ title: article.title, category: 'articles', description: article.description, image: `/articles/art/${article.slug}.svg` });
    }
    for (const author of AUTHORS) expect(byUrl.get(href(ROUTES.authorBio, { author_slug: author.slug }))?.category).toBe('articles');
    expect(byUrl.has(href(ROUTES.articles))).toBe(true);
  });

  it('hold every card in every deck that has pages, with its picture, and no retired deck', () => {
    const decks = shownDecks();
    expect(decks.length).toBeGreaterThanOrEqual(5);
    for (const deck of decks) {
      expect(byUrl.get(deckHref(deck.slug))?.category).toBe('tarot-decks');
      for (const card of TAROT_CARDS) {
        const document = byUrl.get(cardHref(card.rank, deck.slug));
        expect([card.rank, deck.slug, document?.category, document?.image]).toEqual([card.rank, deck.slug, 'tarot-cards', cardImageSrc(deck.slug, card.rank)]);
      }
    }
    const retired = DECKS.filter((deck) => !deck.active);
    expect(urls.filter((url) => retired.some((deck) => url.includes(`/${deck.slug}`)))).toEqual([]);
    expect(documents.filter((document) => document.category === 'tarot-cards')).toHaveLength(decks.length * TAROT_CARDS.length);
  });

  it('hold the twelve signs, their horoscope landing pages and birthday pages, but no dated horoscope', () => {
    for (const sign of ZODIAC_SIGNS) {
      expect(byUrl.get(href(ROUTES.signs[sign.slug]))?.category).toBe('astrology');
      for (const slant of HOROSCOPE_SLANTS) expect(byUrl.get(href(SLANTS[slant].routes.sign, { sign: sign.slug }))?.category).toBe('horoscopes');
      expect(byUrl.has(href(ROUTES.birthdayHoroscope.sign, { sign: sign.slug }))).toBe(true);
    }
    for (const slant of HOROSCOPE_SLANTS) expect(byUrl.has(href(SLANTS[slant].routes.base))).toBe(true);
    expect(urls.filter((url) => /\d{4}-\d{2}-\d{2}|\/\d{2}-\d{2}$/.test(url))).toEqual([]);
    expect(urls.filter((url) => url.startsWith('/vip/'))).toEqual([]);
  });

  it('hold the glossary, the 64 hexagrams, the twelve numbers and the twelve Chinese signs', () => {
    for (const entry of GLOSSARY) expect(byUrl.get(href(ROUTES.glossaryTerm, { term: entry.id }))?.category).toBe('astrology');
    expect(ALL_HEXAGRAM_TEXTS).toHaveLength(64);
    for (const text of ALL_HEXAGRAM_TEXTS) expect(byUrl.get(href(ROUTES.hexagram, { slug: hexagramSlug(text) }))?.category).toBe('i-ching');
    for (const text of ALL_NUMBER_TEXTS) expect(byUrl.get(href(ROUTES.numerologyNumber, { number: text.number }))?.category).toBe('numerology');
    for (const sign of CHINESE_SIGNS) expect(byUrl.get(href(ROUTES.chineseSign, { sign }))?.category).toBe('chinese-zodiac');
  });

  it('hold every compatibility pair of every slant', () => {
    for (const slant of COMPATIBILITY_SLANTS) {
      const pairs = allPairs(slant);
      expect(pairs).toHaveLength(78);
      for (const [first, second] of pairs) expect(byUrl.get(href(ROUTES.compatibilityPair, { slant, pair: pairSlug(slant, first, second)! }))?.category).toBe('compatibility');
    }
  });

  it('hold every product on sale, the store and the help pages', () => {
    for (const entry of CATALOGUE.filter((each) => each.description.available)) expect(byUrl.get(entry.description.product_url)?.category).toBe('readings');
    for (const path of [href(ROUTES.readingsHub), href(ROUTES.karmaCoins), href(ROUTES.vipMembership), href(ROUTES.dailyReflectionMembership)]) expect(byUrl.get(path)?.category).toBe('readings');
    for (const path of [href(ROUTES.service), href(ROUTES.faq), ...Object.values(ROUTES.policies)]) expect(byUrl.get(path)?.category).toBe('help');
    // The help pages speak of this site, by its name.
    expect(byUrl.get(href(ROUTES.faq))!.body).toContain('Starlit');
  });

  it('give every document what a result shows: title, description, breadcrumb from Home, category, text, path segments', () => {
    const categories = new Set(documents.map((document) => document.category));
    expect(categories.size).toBeLessThanOrEqual(SEARCH_LIMITS.facetSize);
    for (const document of documents) {
      expect(SEARCH_CATEGORY_IDS).toContain(document.category);
      expect([document.url, document.title.length > 0, document.description.length >= 20, document.body.length >= 20]).toEqual([document.url, true, true, true]);
      expect(document.breadcrumb[0]).toEqual({ label: 'Home', href: '/' });
      expect(document.breadcrumb[document.breadcrumb.length - 1]!.href).toBeUndefined();
      expect(document.og_title).toBe(document.title);
      expect(document.og_image).toBe(document.image);
      expect({ url_path_dir1: document.url_path_dir1, url_path_dir2: document.url_path_dir2 }).toEqual(pathDirs(document.url));
      expect(document.image === null || document.image.startsWith('/')).toBe(true);
    }
    expect(pathDirs('/tarot/cards/the-fool/mandala')).toEqual({ url_path_dir1: 'tarot', url_path_dir2: 'cards' });
    expect(pathDirs('/credits')).toEqual({ url_path_dir1: 'credits', url_path_dir2: null });
  });

  it('have a fingerprint that changes exactly when the content does', () => {
    expect(documentsFingerprint(buildSearchDocuments(WORDS))).toBe(documentsFingerprint(documents));
    expect(documentsFingerprint(buildSearchDocuments({ ...WORDS, siteName: 'Moonlit' }))).not.toBe(documentsFingerprint(documents));
  });
});
