import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { sitePages } from '../../server/http/page-registry';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { startTestSite, type TestSite } from '../support/test-site';

/** The Nu HTML Checker's jar: the `vnu-jar` dev dependency exports its path. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the package is CommonJS and exports a String of the path
const VNU_JAR = String(require('vnu-jar'));
const JAVA = process.env.JAVA ?? 'java';
/**
 * The checker needs a deep stack (it says so, and gives no report, below 512k); one short run is
 * quickest with the client compiler and the serial collector (about 2 s instead of 7 for ten pages).
 */
const JVM_FLAGS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const PAGES = sitePages();
const PATTERNS = PAGES.map((page) => ({ path: page.path, match: new RegExp(`^${page.path.replace(/:[a-z_A-Z]+/g, '[^/]+')}$`) }));
const patternOf = (href: string) => PATTERNS.find((pattern) => pattern.match.test(href.split('?')[0]!))?.path;

/** Member pages beyond the visitor's crawl: the member-only pages (and an order's confirmation), a checkout of each kind, the store and a membership page. */
const MEMBER_PAGES = [
  ...PAGES.filter((page) => page.member && !page.path.includes(':') && page.path !== '/confirm').map((page) => page.path),
  '/checkout?upc=celtic-cross',
  '/checkout?subscription_upc=vip-monthly-subscription',
  '/checkout?kc-package-select=karma-coins-1000',
  '/readings-reports/subscription/vip-membership',
  '/daily-number',
  '/store/karma-coins',
];

/**
 * Every page type's HTML is valid HTML (issue #23): one page of each route pattern as a visitor
 * (the fixed ones, then one of each pattern with parameters reached by a link) and the member
 * pages, written to a folder and checked in one run of the Nu HTML Checker (one JVM start), which
 * must report no error. Without Java the test fails and says so: it is never skipped.
 */
describe('HTML validity (Nu HTML Checker)', () => {
  let site: TestSite;
  let dir: string;
  beforeAll(async () => {
    site = await startTestSite('sqlite', { TRUST_PROXY: '1' }, { locations: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-vnu-'));
  });
  afterAll(async () => {
    await site.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds Java and the checker', () => {
    const java = spawnSync(JAVA, ['-version'], { encoding: 'utf8' });
    if (java.error || java.status !== 0) throw new Error(`The HTML validity test needs Java (the Nu HTML Checker is a jar): "${JAVA} -version" failed: ${java.error?.message ?? java.stderr}. Install a JRE (apt-get install default-jre-headless) or set JAVA.`);
    expect(fs.existsSync(VNU_JAR)).toBe(true);
  });

  it('every page type, as a visitor and as a member, has no HTML error', async () => {
    const files = new Map<string, string>();
    const save = (who: string, url: string, html: string) => {
      const file = path.join(dir, `${who}-${files.size}.html`);
      fs.writeFileSync(file, html);
      files.set(`file:${file}`, `${who} ${url}`);
    };

    const visitor = request.agent(site.app);
    const queue: string[] = PAGES.map((page) => page.path).filter((route) => !route.includes(':') && !route.startsWith('/dev/') && route !== '/logout');
    const typesSeen = new Set<string>(queue);
    while (queue.length > 0) {
      const url = queue.shift()!;
      const page = await visitor.get(url).redirects(5);
      if (page.status !== 200 || !/text\/html/.test(String(page.headers['content-type']))) continue;
      save('visitor', url, page.text);
      for (const match of page.text.matchAll(/<a\b[^>]*\shref="(\/[^"#]*)/g)) {
        const href = match[1]!.replace(/&amp;/g, '&');
        const type = patternOf(href);
        if (type && !typesSeen.has(type) && !href.startsWith('/logout') && !href.startsWith('/dev/')) {
          typesSeen.add(type);
          queue.push(href);
        }
      }
    }
    const visitorPages = files.size;
    const { agent } = await signedUpMember(site);
    const nonce = `sbx_succeed_visa_4242_${randomBytes(16).toString('base64url').slice(0, 22)}`;
    const bought = await agent.post('/api/checkout/submit').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ 'purchase-package': 'payment-kc-package', 'kc-package-select': 'karma-coins-1000', order_uuid: randomUUID(), payment_method_nonce: nonce }).expect(200);
    // Pages a form leads to: a visitor's chart (and the question of an unclear time), a member's birth report.
    for (const url of ['/readings-reports/astrology-reports/your-birth-chart?name=Ana&date=1990-04-15&time=14:30&city_id=2643743', '/readings-reports/astrology-reports/your-birth-chart?name=Ana&date=1990-10-28&time=01:30&city_id=2643743']) {
      save('visitor', url, (await visitor.get(url).expect(200)).text);
    }
    const birthReport = await agent
      .post('/api/product/submit/essential-birth-sample')
      .set('Origin', ORIGIN)
      .send({ person_1_name: { first: 'Ana' }, person_1_birth_date: '1990-04-15', person_1_birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: 2643743 } })
      .expect(200);
    for (const url of [...MEMBER_PAGES, bought.body.report_url as string, birthReport.body.forwarding_url as string]) {
      const page = await agent.get(url).expect(200);
      save('member', url, page.text);
    }

    const paths = [...files.keys()].map((key) => key.slice('file:'.length));
    const run = spawnSync(JAVA, [...JVM_FLAGS, '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...paths], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw new Error(`The Nu HTML Checker did not run: ${run.error.message}`);
    // The JSON report is written to stderr; anything else there means the checker itself failed.
    let report: { messages: VnuMessage[] };
    try {
      report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    } catch {
      throw new Error(`The Nu HTML Checker gave no report (exit ${run.status}):\n${run.stderr}${run.stdout}`);
    }
    const errors = report.messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${files.get(message.url ?? '') ?? message.url} line ${message.lastLine}: ${message.message} [${(message.extract ?? '').replace(/\s+/g, ' ').trim()}]`);
    expect(errors).toEqual([]);
    expect(visitorPages).toBeGreaterThan(40);
  }, 120_000);
});
