import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { gzipSync } from 'node:zlib';
import { modulePreloads, scriptSources } from '../support/html';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { fetcher, headerAndFooterLinks, pathOf, patternOf, isMemberPattern, judgeUnreached, PAGES, pageOfEachType, sampled, walkFromHome, type Fetched, type Fetcher } from '../support/crawl';
import { brokenPromises, comingSoonTeasers, visibleText } from '../support/promises';
import { startTestSite, type TestSite } from '../support/test-site';

/**
 * The whole-site checks of issue #23, on one crawl per viewer (tests/support/crawl.ts), as a
 * visitor and as a member:
 * - no internal link of any page type answers 404 or 5xx (the header's and footer's included);
 * - no page promises a page that is not served ("on its way", "coming soon");
 * - every indexable page type is reachable from the home page within three clicks;
 * - every page type's HTML is valid (the Nu HTML Checker, one JVM run for all pages).
 * The emails' promises are checked in honest-promises.test.ts.
 */

const SERVED = new Set(PAGES.map((page) => page.path));
/**
 * At most this many links of one page type with parameters are requested (its first, last and two
 * between): one page type's links come from one piece of code, and each page type's own tests
 * request its pages.
 */
const PER_PATTERN = 4;
const MAX_CLICKS = 3;

/** Pages no link leads to: a form's post sends the visitor there (each is noindex). */
const FORM_TARGETS: Record<string, string> = {
  '/readings-reports/tarot-readings/result/:reading_id': 'a reading’s result: posting a reading form leads there',
  '/sandbox/approve/:token': 'the sandbox payment approval: the checkout form leads there',
  '/readings-reports/i-ching/cast/:lines': 'an I Ching reading: casting on the free reading page leads there',
};
/** Page types only a member is given links to (visitors are not, by the spec): judged for members only. */
const MEMBERS_LINKED: Record<string, string> = {
  '/daily-number/:date': 'spec 2 §6: date navigation on the number of the day is for members; visitors see a sign-up prompt (the dated pages are noindex)',
};
/** The page types that count for reach: all but the members' pages (the account menu reaches those), the development pages and the form targets. */
const CANDIDATES = PAGES.map((page) => page.path).filter((pattern) => !isMemberPattern(pattern) && !pattern.startsWith('/dev/') && !(pattern in FORM_TARGETS));

/** The Nu HTML Checker's jar: the `vnu-jar` dev dependency exports its path. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package is CommonJS and exports a String of the path
const VNU_JAR = String(require('vnu-jar'));
const JAVA = process.env.JAVA ?? 'java';
/** The checker needs a deep stack (no report below 512k); one short run is quickest with the client compiler and the serial collector. */
const JVM_FLAGS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** Member pages beyond the crawl's one of each type: a checkout of each kind, the store, a membership page. */
const MEMBER_EXTRAS = [
  '/checkout?upc=celtic-cross',
  '/checkout?subscription_upc=vip-monthly-subscription',
  '/checkout?kc-package-select=karma-coins-1000',
  '/readings-reports/subscription/vip-membership',
  '/daily-number',
  '/store/karma-coins',
];

/**
 * The page types whose form islands still start with the page, and the KB of gzipped JavaScript
 * they may fetch before the visitor acts: signup (its birth place swaps its fields when it
 * hydrates) and checkout (issue #29 left to do). The tarot and I Ching casts name no script in
 * their HTML either, but their tool is the page and starts once seen: at the top, so at once after
 * the first paint, which this count of the HTML does not see.
 */
const STILL_STARTING_WITH_THE_PAGE: Record<string, number> = {
  '/checkout': 170,
  '/signup': 180,
};

/** Pages a visitor's own cookies or request shape: the feed they read, the reading suggested to them, the page they wrote from. */
const PERSONAL_TO_VISITORS = ['/notifications', '/readings-reports', '/service'];

/** What only a member's page holds: the account menu's island props say the viewer is logged in. */
const MEMBER_MARK = '&quot;logged_in&quot;:true';

interface Crawl {
  pages: Fetched[];
  links: Map<string, string>;
  fetch: Fetcher;
}

describe('the whole site, crawled once per viewer', () => {
  let site: TestSite;
  const crawls = new Map<'visitor' | 'member', Crawl>();
  let memberAgent: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    // The world's places, so a chart page from a form's query can be checked.
    site = await startTestSite('sqlite', { TRUST_PROXY: '1' }, { locations: true });
    memberAgent = (await signedUpMember(site)).agent;
    for (const [who, agent] of [['visitor', request.agent(site.app)], ['member', memberAgent]] as const) {
      const fetch = fetcher(agent);
      crawls.set(who, { ...(await pageOfEachType(fetch)), fetch });
    }
  }, 240_000);
  afterAll(() => site.close());

  describe.each(['visitor', 'member'] as const)('as a %s', (who) => {
    it('every internal link of every page type answers: no 404, no 5xx', async () => {
      const { pages, links, fetch } = crawls.get(who)!;
      const broken: string[] = [];
      for (const [href, from] of sampled(links, PER_PATTERN)) {
        const { status } = await fetch.get(href);
        if (status === 404 || status >= 500) broken.push(`${from}: ${href} answers ${status}`);
      }
      expect(broken).toEqual([]);
      expect(pages.length).toBeGreaterThan(40);
      expect(links.size).toBeGreaterThan(200);
      // The header and footer were read on every page, the 404 page's included.
      const notFound = await fetch.get('/no-such-page');
      expect(notFound.status).toBe(404);
      expect(headerAndFooterLinks(notFound.html)).toEqual(expect.arrayContaining(['/', '/service', '/service/frequently-asked-questions', '/privacy-policy', '/articles']));
      expect(headerAndFooterLinks((await fetch.get('/')).html)).toEqual(expect.arrayContaining(who === 'member' ? ['/member/journal', '/member/settings'] : ['/signup', '/login']));
    });

    it('no page promises a page that is not served', async () => {
      const { pages, fetch } = crawls.get(who)!;
      const problems: string[] = [];
      const soon: string[] = [];
      for (const page of pages) {
        let html = page.html;
        // The hub may list a product with no page yet as coming soon: then it must not link anywhere, and the product must have no page.
        for (const teaser of comingSoonTeasers(html)) {
          soon.push(teaser.code);
          if (/<a\s/.test(teaser.html)) problems.push(`${page.url}: the coming-soon teaser of ${teaser.code} links somewhere`);
          const { description } = (await request(site.app).get(`/api/product/description/${teaser.code}`).expect(200)).body as { description: { product_url: string; available: boolean } };
          const { status } = await fetch.get(description.product_url);
          if (description.available || status !== 404) problems.push(`${page.url}: ${teaser.code} is listed as coming soon, but it is on sale or its page answers ${status}`);
          html = html.replace(teaser.html, '');
        }
        for (const broken of brokenPromises(visibleText(html), SERVED)) problems.push(`${page.url} ${broken}`);
      }
      expect(problems).toEqual([]);
      // Every product of the catalogue is on sale now (issue #26): none is listed as coming soon.
      expect(soon).toEqual([]);
    });

    it(`every indexable page type is within ${MAX_CLICKS} clicks of the home page`, async () => {
      const { fetch } = crawls.get(who)!;
      const candidates = CANDIDATES.filter((pattern) => who === 'member' || !(pattern in MEMBERS_LINKED));
      const reached = await walkFromHome(fetch, candidates, MAX_CLICKS);
      // Sanity: the walk went through the menus and the section landings, three clicks deep.
      expect([...reached.keys()]).toEqual(
        expect.arrayContaining(['/tarot', '/tarot/cards/:rank', '/daily-horoscope/:sign/:date', '/daily-tarot-card', '/tarot/weekly-tarot-card-reading/:sign/:week', '/readings-reports', '/tarot/decks', '/articles/:slug']),
      );
      const { missed, unlinked } = await judgeUnreached(fetch, candidates, reached);
      expect({ missed, unlinked }).toEqual({ missed: [], unlinked: [] });
    });
  });

  // Issue #29: the visitor crawl filled the logged-out page cache before the member's crawl read the same pages.
  it('never serves a member’s page from the page cache, nor stores one for anyone else, on every page type', async () => {
    const memberPages = (await crawls.get('member')!.fetch.fetched()).filter((page) => page.html);
    const visitorPages = (await crawls.get('visitor')!.fetch.fetched()).filter((page) => page.html && page.status === 200 && page.finalPath === pathOf(page.url) && !page.url.includes('?'));
    expect(memberPages.length).toBeGreaterThan(40);
    // Every page a member read was rendered for the member, and no cache may keep it.
    expect(memberPages.filter((page) => page.cacheControl !== 'private, no-store').map((page) => `${page.url}: ${page.cacheControl}`)).toEqual([]);
    expect(memberPages.filter((page) => !page.html.includes(MEMBER_MARK)).map((page) => page.url)).toEqual([]);
    // A visitor's pages are public for a CDN, and none carries a member's header.
    expect(visitorPages.length).toBeGreaterThan(40);
    const sharable = visitorPages.filter((page) => !PERSONAL_TO_VISITORS.includes(page.url));
    expect(sharable.filter((page) => !page.cacheControl.startsWith('public, ')).map((page) => `${page.url}: ${page.cacheControl}`)).toEqual([]);
    expect(visitorPages.filter((page) => PERSONAL_TO_VISITORS.includes(page.url)).map((page) => page.cacheControl)).toEqual(PERSONAL_TO_VISITORS.map(() => 'private, no-store'));
    // After the member's crawl, a new visitor reads every page the member read: none of them is the member's.
    const newcomer = fetcher(request.agent(site.app));
    const afterMember = await Promise.all(memberPages.map((page) => newcomer.get(page.url)));
    expect(afterMember.filter((page) => page.html.includes(MEMBER_MARK)).map((page) => page.url)).toEqual([]);
  });

  // Issue #29: React and each island's code come when an island must come alive, not with the page.
  // STILL_STARTING_WITH_THE_PAGE caps the page types whose form islands still start with the page.
  it('a visitor’s page fetches at most 15 KB of gzipped JavaScript before the visitor interacts (the home page 30 KB), on every page type', async () => {
    const gzipped = new Map<string, number>();
    const sizeOf = (file: string) => gzipped.get(file) ?? gzipped.set(file, gzipSync(fs.readFileSync(path.join('public', file))).length).get(file)!;
    const over: string[] = [];
    const pages = crawls.get('visitor')!.pages;
    for (const page of pages) {
      const bytes = [...new Set([...scriptSources(page.html), ...modulePreloads(page.html)])].reduce((total, file) => total + sizeOf(file), 0);
      const budget = page.url === '/' ? 30 * 1024 : (STILL_STARTING_WITH_THE_PAGE[patternOf(page.url) ?? ''] ?? 15) * 1024;
      if (bytes > budget) over.push(`${page.url}: ${(bytes / 1024).toFixed(1)} KB`);
    }
    expect(pages.length).toBeGreaterThan(40);
    expect(over).toEqual([]);
  });

  it('every page type’s HTML is valid (Nu HTML Checker), a visitor’s and a member’s', async () => {
    const java = spawnSync(JAVA, ['-version'], { encoding: 'utf8' });
    if (java.error || java.status !== 0) throw new Error(`The HTML check needs Java (the Nu HTML Checker is a jar): "${JAVA} -version" failed: ${java.error?.message ?? java.stderr}. Install a JRE (apt-get install default-jre-headless) or set JAVA.`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-vnu-'));
    try {
      const files = new Map<string, string>();
      const save = (who: string, url: string, html: string) => {
        const file = path.join(dir, `${who}-${files.size}.html`);
        fs.writeFileSync(file, html);
        files.set(`file:${file}`, `${who} ${url}`);
      };
      for (const page of crawls.get('visitor')!.pages) save('visitor', page.url, page.html);
      // Pages a form leads to: a visitor's chart (and the question of an unclear time).
      for (const url of ['/readings-reports/astrology-reports/your-birth-chart?name=Ana&date=1990-04-15&time=14:30&city_id=2643743', '/readings-reports/astrology-reports/your-birth-chart?name=Ana&date=1990-10-28&time=01:30&city_id=2643743']) {
        save('visitor', url, (await request(site.app).get(url).expect(200)).text);
      }
      // The member's own pages, a checkout of each kind, an order's confirmation and a birth report.
      const post = (url: string, body: object) => memberAgent.post(url).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body).expect(200);
      const bought = await post('/api/checkout/submit', { 'purchase-package': 'payment-kc-package', 'kc-package-select': 'karma-coins-1000', order_uuid: randomUUID(), payment_method_nonce: `sbx_succeed_visa_4242_${randomBytes(16).toString('base64url').slice(0, 22)}` });
      const report = await post('/api/product/submit/essential-birth-sample', { person_1_name: { first: 'Ana' }, person_1_birth_date: '1990-04-15', person_1_birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: 2643743 } });
      const memberPages = PAGES.filter((page) => page.member && !page.path.includes(':') && page.path !== '/confirm').map((page) => page.path);
      for (const url of [...memberPages, ...MEMBER_EXTRAS, bought.body.report_url as string, report.body.forwarding_url as string]) save('member', url, (await memberAgent.get(url).expect(200)).text);

      const paths = [...files.keys()].map((key) => key.slice('file:'.length));
      const run = spawnSync(JAVA, [...JVM_FLAGS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...paths], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
      if (run.error) throw new Error(`The Nu HTML Checker did not run: ${run.error.message}`);
      // The JSON report is written to stderr; anything else there means the checker itself failed.
      let messages: { type: string; subType?: string; url?: string; lastLine?: number; message: string; extract?: string }[];
      try {
        messages = (JSON.parse(run.stderr) as { messages: typeof messages }).messages;
      } catch {
        throw new Error(`The Nu HTML Checker gave no report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
      }
      const errors = messages
        .filter((message) => message.type === 'error' || message.subType === 'fatal')
        .map((message) => `${files.get(message.url ?? '') ?? message.url} line ${message.lastLine}: ${message.message} [${(message.extract ?? '').replace(/\s+/g, ' ').trim()}]`);
      expect(errors).toEqual([]);
      expect(files.size).toBeGreaterThan(60);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
