import request from 'supertest';
import { AUTHORS } from '../../server/content/authors';
import { GLOSSARY } from '../../server/content/astrology-glossary';
import { SIGN_CONTENT } from '../../server/content/signs';
import { GLOSSARY_IDS, glossaryHref } from '../../shared/horoscopes/glossary';
import { ZODIAC_SIGNS, formatSignDates } from '../../shared/horoscopes/zodiac';
import { isStaticPage, metaContent } from '../support/html';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ORIGIN = 'http://starlit.test';

/** The page's JSON-LD blocks, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** A static page: complete HTML, its own head, and no JavaScript until the visitor reaches the search box (isStaticPage). */
function expectStaticPage(html: string, path: string, title: string) {
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
  expect(metaContent(html, 'property', 'og:url')).toBe(`${ORIGIN}${path}`);
  const description = metaContent(html, 'name', 'description');
  expect(description && description.length).toBeGreaterThan(60);
  expect(description!.length).toBeLessThanOrEqual(160);
  expect(isStaticPage(html)).toBe(true);
}

describe.each(PAGE_ENGINES)('astrology reference pages on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it.each(ZODIAC_SIGNS.map((sign) => [sign.slug, sign] as const))('/astrology/%s is a complete static page with its facts, links and Article JSON-LD', async (slug, sign) => {
    const path = `/astrology/${slug}`;
    const res = await request(site.app).get(path).expect(200).expect('Content-Type', /text\/html/);
    const html = res.text;
    expectStaticPage(html, path, `${sign.name}: Dates, Traits, Love and Compatibility | Starlit`);
    const content = SIGN_CONTENT.find((entry) => entry.slug === slug)!;
    expect(metaContent(html, 'name', 'description')).toBe(content.description.replace(/'/g, '&#x27;'));
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    // The heading, the dates, the facts and the sign's art with text alternatives.
    expect(html).toMatch(new RegExp(`<h1>.*${sign.name}</h1>`));
    expect(html).toContain(formatSignDates(sign));
    expect(html).toContain(`aria-label="${sign.name}, ${content.emblem}"`);
    expect(html).toContain(`aria-label="The glyph of ${sign.name}"`);
    expect(html).toContain(`<a href="${glossaryHref('planet', sign.ruler)}">${sign.ruler}</a>`);
    for (const heading of ['Traits', 'Strengths', 'Challenges', `${sign.name} in love`, `${sign.name} at work`, 'Compatible signs', `${sign.name} horoscopes`]) expect(html).toContain(`>${heading}</h`);
    // The five horoscopes, the compatible signs and the other signs, and the byline.
    for (const base of ['/daily-horoscope', '/daily-love-horoscope', '/weekly-horoscope', '/monthly-horoscope', '/astrology/weekly-love-horoscopes']) expect(html).toContain(`href="${base}/${slug}"`);
    for (const match of content.compatible) expect(html).toContain(`href="/astrology/${match.sign}"`);
    for (const other of ZODIAC_SIGNS) if (other.slug !== slug) expect(html).toContain(`<a href="/astrology/${other.slug}">${other.name}</a>`);
    expect(html).toContain(`<a href="/astrology/${slug}" aria-current="page">${sign.name}</a>`);
    expect(html).toContain('href="/articles/bios/starlit-astrology-desk"');
    expect(html).toMatch(/<nav class="breadcrumb" aria-label="Breadcrumb">/);
    // Its JSON-LD: an Article about this page.
    const [data] = jsonLd(html);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Article', url: `${ORIGIN}${path}`, description: content.description, author: { name: 'The Starlit Astrology Desk' }, publisher: { name: 'Starlit' } });
    expect(String(data!.headline)).toContain(sign.name);
  });

  it('sends another spelling of a sign page to its one address, and an unknown sign to the 404 page', async () => {
    const upper = await request(site.app).get('/astrology/Aries').expect(303);
    expect(upper.headers.location).toBe('/astrology/aries');
    await request(site.app).get('/astrology/aries/').expect(303);
    const unknown = await request(site.app).get('/astrology/ophiuchus').expect(404);
    expect(unknown.text).toContain('We could not find that page');
  });

  it('serves the glossary index, linking every entry and every sign page, with DefinedTermSet JSON-LD', async () => {
    const res = await request(site.app).get('/astrology/glossary').expect(200);
    expectStaticPage(res.text, '/astrology/glossary', 'Astrology Glossary | Starlit');
    for (const id of GLOSSARY_IDS) expect(res.text).toContain(`href="/astrology/glossary/${id}"`);
    for (const sign of ZODIAC_SIGNS) expect(res.text).toContain(`href="/astrology/${sign.slug}"`);
    const [data] = jsonLd(res.text);
    expect(data).toMatchObject({ '@type': 'DefinedTermSet', url: `${ORIGIN}/astrology/glossary` });
    expect(data!.hasDefinedTerm).toHaveLength(GLOSSARY_IDS.length);
  });

  it.each(GLOSSARY.map((entry) => [entry.id, entry] as const))('/astrology/glossary/%s explains its term without JavaScript', async (id, entry) => {
    const path = `/astrology/glossary/${id}`;
    const res = await request(site.app).get(path).expect(200);
    expectStaticPage(res.text, path, `${entry.name.replace(/^The /, '')}: Astrology Glossary | Starlit`);
    expect(res.text).toContain(entry.name);
    expect(res.text).toContain('href="/astrology/glossary"');
    const [data] = jsonLd(res.text);
    expect(data).toMatchObject({ '@type': 'DefinedTerm', url: `${ORIGIN}${path}` });
  });

  it('links a planet to the signs it rules, and answers 404 for an unknown term', async () => {
    const mercury = await request(site.app).get('/astrology/glossary/mercury').expect(200);
    expect(mercury.text).toContain('href="/astrology/gemini"');
    expect(mercury.text).toContain('href="/astrology/virgo"');
    expect(mercury.text).toContain('aria-label="The glyph of Mercury"');
    const unknown = await request(site.app).get('/astrology/glossary/vulcan').expect(404);
    expect(unknown.text).toContain('We could not find that page');
    await request(site.app).get('/astrology/glossary/aries').expect(404);
  });

  it('serves the byline’s bio page, which says how the horoscopes are made, and a 404 for an unknown byline', async () => {
    const [author] = AUTHORS;
    const path = `/articles/bios/${author!.slug}`;
    const res = await request(site.app).get(path).expect(200);
    expectStaticPage(res.text, path, 'The Starlit Astrology Desk: How Our Horoscopes Are Made');
    expect(res.text).toContain('<h1>The Starlit Astrology Desk</h1>');
    for (const fact of ['astronomy-engine', 'first house', 'library of sentences', 'same reading', 'Why this reading']) expect(res.text).toContain(fact);
    const [data] = jsonLd(res.text);
    expect(data).toMatchObject({ '@type': 'ProfilePage', mainEntity: { '@type': 'Organization', name: 'The Starlit Astrology Desk' } });
    const unknown = await request(site.app).get('/articles/bios/madame-zora').expect(404);
    expect(unknown.text).toContain('We could not find that page');
  });

  it('escapes JSON-LD so no text can end its script element', async () => {
    const renamed = await startTestSite(engine, { SITE_NAME: 'Star</script><b>lit' });
    try {
      const res = await request(renamed.app).get('/astrology/glossary').expect(200);
      const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
      expect(block).not.toContain('<');
      expect(JSON.parse(block)).toMatchObject({ name: 'Star</script><b>lit astrology glossary' });
    } finally {
      await renamed.close();
    }
  });
});
