import request from 'supertest';
import { allPairs, COMPATIBILITY_SLANTS, slantSigns, type CompatibilitySlant } from '../../shared/compatibility/pairs';
import { pairText } from '../../server/content/compatibility/library';
import { signedUpMember } from '../support/members';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
const BASES: Record<CompatibilitySlant, string> = {
  love: '/astrology/compatibility/love/',
  friendship: '/astrology/compatibility/friendship/',
  chinese: '/astrology/compatibility/chinese/',
};
const hrefs = (html: string, pattern: RegExp) => [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!).filter((href) => pattern.test(href));
/** The chooser's form tag: method and action, whatever their order. */
const chooserForm = (html: string) => {
  const tag = /<form class="compat-chooser"[^>]*>/.exec(html)?.[0] ?? '';
  return { method: /\smethod="([^"]*)"/.exec(tag)?.[1], action: /\saction="([^"]*)"/.exec(tag)?.[1] };
};
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe.each(PAGE_ENGINES)('compatibility on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it.each(COMPATIBILITY_SLANTS)('the %s base introduces the slant, holds the chooser and links every one of its 78 pairs, a spread of which answer', async (slant) => {
    const html = decode((await request(site.app).get(BASES[slant]).expect(200)).text);
    expect(html).toContain(`<link rel="canonical" href="http://starlit.test${BASES[slant]}"/>`);
    expect(jsonLd(html)).toMatchObject({ '@type': 'CollectionPage', mainEntity: { '@type': 'ItemList', numberOfItems: 78 } });
    // The chooser: a plain GET form to the base, two required selects of the slant's signs.
    expect(chooserForm(html)).toEqual({ method: 'get', action: BASES[slant] });
    expect(html).toContain('data-island="compatibility-chooser"');
    expect(html).toMatch(/<select id="compat-chooser-path" name="path" required=""/);
    expect(html).toMatch(/<select id="compat-chooser-hash" name="hash" required=""/);
    expect(html).toContain('Choose both signs to see how they match.');
    for (const sign of slantSigns(slant)) expect(html).toContain(`<option value="${sign.slug}">${sign.name}</option>`);

    const pairLinks = new Set(hrefs(html, new RegExp(`^${BASES[slant]}[a-z]+-and-[a-z]+$`)));
    expect([...pairLinks].sort()).toEqual(allPairs(slant).map(([a, b]) => `${BASES[slant]}${a}-and-${b}`).sort());
    const signLinks = new Set(hrefs(html, new RegExp(`^${BASES[slant]}[a-z]+$`)));
    expect([...signLinks].sort()).toEqual(slantSigns(slant).map((sign) => `${BASES[slant]}${sign.slug}`).sort());
    // Every pair's text is checked by the content's own tests; here a spread of the pages (a sign
    // with itself, every seventh pair, every third sign) must answer, each from the same page code.
    const pairs = [...pairLinks].sort();
    const sample = [...pairs.filter((link, index) => index % 7 === 0 || /\/([a-z]+)-and-\1$/.test(link)), ...[...signLinks].sort().filter((_link, index) => index % 3 === 0)];
    for (const link of sample) {
      const page = await request(site.app).get(link);
      expect([link, page.status]).toEqual([link, 200]);
    }
  });

  it('a pair’s page: headline, summary, the full long description behind Learn More / Show Less, both signs, the other slant and the base', async () => {
    const text = pairText('love', 'aries', 'leo')!;
    const page = await request(site.app).get('/astrology/compatibility/love/aries-and-leo').expect(200);
    const html = decode(page.text);
    expect(html).toContain('<title>Aries and Leo Love Compatibility | Starlit</title>');
    expect(html).toContain(`<meta name="description" content="${text.summary}"/>`);
    expect(html).toContain('<link rel="canonical" href="http://starlit.test/astrology/compatibility/love/aries-and-leo"/>');
    expect(jsonLd(html)).toMatchObject({ '@type': 'Article', headline: `Aries and Leo Love Compatibility: ${text.headline}`, url: 'http://starlit.test/astrology/compatibility/love/aries-and-leo' });
    expect(html).toContain('<h1>Aries and Leo</h1>');
    for (const part of [text.headline, text.summary, text.attraction, text.clash, text.makeItWork]) expect(html).toContain(part);
    // The long text is in the page, inside a <details> whose summary reads Learn More (Show Less when open).
    const details = /<details class="compat-more">([\s\S]*?)<\/details>/.exec(html)![1]!;
    expect(details).toContain('<span class="compat-more-open">Learn More</span><span class="compat-more-close">Show Less</span>');
    for (const part of [text.attraction, text.clash, text.makeItWork]) expect(details).toContain(part);
    expect(details).not.toContain(text.summary);
    // The upsell: the compatibility report of two whole birth charts (issue #26).
    for (const link of ['/astrology/aries', '/astrology/leo', '/astrology/compatibility/friendship/aries-and-leo', '/astrology/compatibility/love/', '/astrology/compatibility/love/aries', '/astrology/compatibility/love/leo', '/readings-reports/astrology-reports/compatibility-report']) {
      expect(hrefs(html, /^\//)).toContain(link);
    }
  });

  it('a Chinese pair links the Chinese signs’ pages, and has no other slant', async () => {
    const html = decode((await request(site.app).get('/astrology/compatibility/chinese/rat-and-ox').expect(200)).text);
    expect(html).toContain(pairText('chinese', 'rat', 'ox')!.makeItWork);
    expect(hrefs(html, /^\//)).toEqual(expect.arrayContaining(['/astrology/chinese-zodiac/rat', '/astrology/chinese-zodiac/ox', '/astrology/compatibility/chinese/']));
    expect(hrefs(html, /^\/astrology\/compatibility\/(love|friendship)\/rat/)).toEqual([]);
  });

  it('sends the other order of a pair, capitals and a trailing slash to the pair’s own address for good (301)', async () => {
    for (const slant of COMPATIBILITY_SLANTS) {
      for (const [a, b] of allPairs(slant)) {
        const own = `${BASES[slant]}${a}-and-${b}`;
        if (a !== b) await request(site.app).get(`${BASES[slant]}${b}-and-${a}`).expect(301).expect('Location', own);
      }
    }
    await request(site.app).get('/astrology/compatibility/Love/Leo-and-ARIES').expect(301).expect('Location', '/astrology/compatibility/love/aries-and-leo');
    await request(site.app).get('/astrology/compatibility/love/aries-and-leo/').expect(301).expect('Location', '/astrology/compatibility/love/aries-and-leo');
    await request(site.app).get('/astrology/compatibility/love').expect(301).expect('Location', '/astrology/compatibility/love/');
    await request(site.app).get('/astrology/compatibility/chinese/Rat').expect(301).expect('Location', '/astrology/compatibility/chinese/rat');
  });

  it('a sign’s page, where the chooser’s #! addresses lead, holds its twelve matches in full, each at #!{sign}', async () => {
    const html = decode((await request(site.app).get('/astrology/compatibility/love/leo').expect(200)).text);
    expect(html).toContain('<title>Leo Love Compatibility With Every Sign | Starlit</title>');
    expect(html).toContain('<h1>Leo in Love</h1>');
    const ids = [...html.matchAll(/<article id="(![a-z]+)" class="compat-entry"/g)].map((match) => match[1]);
    expect(ids).toEqual(slantSigns('love').map((sign) => `!${sign.slug}`));
    for (const sign of slantSigns('love')) {
      const text = pairText('love', 'leo', sign.slug)!;
      for (const part of [text.headline, text.summary, text.makeItWork]) expect(html).toContain(part);
    }
    expect(hrefs(html, /^#!/)).toEqual(slantSigns('love').map((sign) => `#!${sign.slug}`));
    // The chooser has Leo chosen, and reads the address's #!.
    expect(html).toContain('<option value="leo" selected="">Leo</option>');
    expect(html).toMatch(/data-props="[^"]*&quot;reveal&quot;:true/);
    expect(hrefs(html, /^\/astrology\/compatibility\/love\/[a-z]+-and-[a-z]+$/)).toContain('/astrology/compatibility/love/aries-and-leo');
    expect(hrefs(html, /^\//)).toEqual(expect.arrayContaining(['/astrology/leo', '/astrology/compatibility/friendship/leo']));
  });

  it('the chooser without JavaScript: a GET to the base goes (303) to the pair’s page, one sign alone to its page', async () => {
    const base = BASES.love;
    await request(site.app).get(`${base}?path=aries&hash=leo`).expect(303).expect('Location', '/astrology/compatibility/love/aries-and-leo');
    await request(site.app).get(`${base}?path=leo&hash=aries`).expect(303).expect('Location', '/astrology/compatibility/love/aries-and-leo');
    await request(site.app).get(`${base}?path=Virgo&hash=virgo`).expect(303).expect('Location', '/astrology/compatibility/love/virgo-and-virgo');
    await request(site.app).get(`${base}?path=&hash=libra`).expect(303).expect('Location', '/astrology/compatibility/love/libra');
    await request(site.app).get(`${BASES.chinese}?path=pig&hash=rat`).expect(303).expect('Location', '/astrology/compatibility/chinese/rat-and-pig');
    const empty = await request(site.app).get(`${base}?path=&hash=`).expect(200);
    expect(empty.headers['cache-control']).toBe('private, no-store');
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const notFound = [
      '/astrology/compatibility/lust/aries-and-leo',
      '/astrology/compatibility/love/aries-and-rat',
      '/astrology/compatibility/chinese/aries-and-leo',
      '/astrology/compatibility/chinese/aries',
      '/astrology/compatibility/love/rat',
      '/astrology/compatibility/love/ophiuchus',
      '/astrology/compatibility/love/aries-and-leo-and-virgo',
      '/astrology/compatibility/love/aries-leo',
      '/astrology/compatibility/love/-and-',
      `/astrology/compatibility/love/${'a'.repeat(500)}`,
      '/astrology/compatibility/love/%2e%2e',
      '/astrology/compatibility/love/aries%00',
    ];
    for (const path of notFound) expect([path, (await request(site.app).get(path)).status]).toEqual([path, 404]);
    const refused = [
      `${BASES.love}?path=rat&hash=ox`,
      `${BASES.chinese}?path=aries&hash=leo`,
      `${BASES.love}?path=aries&path=leo&hash=leo`,
      `${BASES.love}?path[x]=aries`,
      `${BASES.love}?hash=${'x'.repeat(5000)}`,
      `${BASES.love}?path=%00`,
    ];
    for (const path of refused) expect([path, (await request(site.app).get(path)).status]).toEqual([path, 400]);
    for (const path of ['/astrology/compatibility/love/%E0%A4%A', '/astrology/compatibility/%ZZ/aries']) {
      const status = (await request(site.app).get(path)).status;
      expect([path, status >= 400 && status < 500]).toEqual([path, true]);
    }
  });

  it('/love-and-compatibility links the three bases, the Chinese zodiac calculator and the love horoscopes', async () => {
    const html = decode((await request(site.app).get('/love-and-compatibility').expect(200)).text);
    expect(html).toContain('<title>Love & Compatibility: Zodiac and Chinese Zodiac Matches | Starlit</title>');
    expect(hrefs(html, /^\//)).toEqual(
      expect.arrayContaining([...Object.values(BASES), '/astrology/chinese-zodiac', '/daily-love-horoscope', '/astrology/weekly-love-horoscopes']),
    );
    expect(chooserForm(html)).toEqual({ method: 'get', action: BASES.love });
  });

  it('tells the chooser whether a member is logged in (a visitor is sent to log in first)', async () => {
    const visitor = decode((await request(site.app).get(BASES.friendship).expect(200)).text);
    expect(visitor).toMatch(/data-island="compatibility-chooser"[^>]*data-props="[^"]*&quot;status&quot;:\{&quot;logged_in&quot;:false\}/);
    const { agent } = await signedUpMember(site);
    const member = decode((await agent.get(BASES.friendship).expect(200)).text);
    expect(member).toMatch(/data-island="compatibility-chooser"[^>]*data-props="[^"]*&quot;status&quot;:\{&quot;logged_in&quot;:true\}/);
  });
});
