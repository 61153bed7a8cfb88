import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { readManifest } from '../../server/render/assets';
import { countScriptTags, metaContent, modulePreloads, scriptSources } from '../support/html';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

describe.each(PAGE_ENGINES)('pages on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it.each([
    ['/', 'Starlit – Daily Horoscopes, Tarot Card of the Day and Free Tarot Readings'],
    ['/privacy-policy', 'Privacy Policy | Starlit'],
    ['/terms-of-use', 'Terms of Use | Starlit'],
    ['/cookie-policy', 'Cookie Policy | Starlit'],
    ['/credits', 'Credits | Starlit'],
  ])('%s renders a complete document with its own title, description, canonical URL and Open Graph tags', async (url, title) => {
    const res = await request(site.app).get(url).expect(200).expect('Content-Type', /text\/html/);
    expect(res.text.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(res.text).toContain(`<title>${title.replace('–', '–')}</title>`);
    expect(res.text).toContain(`<link rel="canonical" href="http://starlit.test${url}"/>`);
    const description = metaContent(res.text, 'name', 'description');
    expect(description && description.length).toBeGreaterThan(40);
    expect(metaContent(res.text, 'property', 'og:description')).toBe(description);
    expect(metaContent(res.text, 'property', 'og:url')).toBe(`http://starlit.test${url}`);
    expect(metaContent(res.text, 'property', 'og:site_name')).toBe('Starlit');
    expect(res.text).toContain('<header class="site-header">');
    expect(res.text).toContain('<footer class="site-footer">');
  });

  it('the policy pages carry their full original text', async () => {
    const res = await request(site.app).get('/cookie-policy').expect(200);
    expect(res.text).toContain('PRIVACY_POLICY_CONSENT');
    expect(res.text.length).toBeGreaterThan(5000);
  });

  it('public pages promise only what exists: every site path they link or name answers, and the cookies listed are the ones set', async () => {
    const paths = new Set<string>();
    for (const url of ['/', '/privacy-policy', '/terms-of-use', '/cookie-policy', '/credits', '/signup', '/password-reset']) {
      const html = (await request(site.app).get(url).expect(200)).text;
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) if (!href!.startsWith('/build/')) paths.add(href!);
      // Paths named in the prose, such as "in /member/settings".
      for (const [, named] of html.matchAll(/[\s(]((?:\/[a-z][a-z0-9-]*)+)(?=[\s.,;:)<])/g)) paths.add(named!);
    }
    for (const url of paths) {
      const res = await request(site.app).get(url);
      // A member page sends a visitor home to log in (303); nothing is missing.
      expect({ url, found: res.status === 200 || res.status === 303 }).toEqual({ url, found: true });
    }
    const home = (await request(site.app).get('/').expect(200)).text;
    expect(home).not.toContain('to read its horoscope');
    const cookies = (await request(site.app).get('/cookie-policy').expect(200)).text;
    // Every cookie the site sets is listed (the promo cookies since their links and page visits set them); nothing it does not use.
    expect(cookies).not.toContain('session storage');
    const listedCookies = ['sid:', 'PRIVACY_POLICY_CONSENT:', 'POLICY_CONSENT_SHOWN:', 'upsells_used:', 'notifications_read:', 'order_promo_external:', 'order_promo_internal:', 'signup_promo_external:', 'signup_promo_internal:', 'promo_page_views:'];
    for (const listed of [...listedCookies, 'Lasts 7 days', 'Lasts 14 days', '10 page visits', 'Lasts 365 days', '24 hours']) expect(cookies).toContain(listed);
  });

  it('the credits page credits GeoNames under CC BY 4.0', async () => {
    const res = await request(site.app).get('/credits').expect(200);
    expect(res.text).toContain('Contains data from GeoNames');
    expect(res.text).toContain('Creative Commons Attribution 4.0 (CC BY 4.0)');
    expect(res.text).toContain('IANA Time Zone Database');
  });

  it('the brand name comes from SITE_NAME', async () => {
    const renamed = await startTestSite(engine, { SITE_NAME: 'Moonlight' });
    try {
      const res = await request(renamed.app).get('/privacy-policy').expect(200);
      expect(res.text).toContain('<title>Privacy Policy | Moonlight</title>');
      expect(res.text).not.toContain('Starlit');
    } finally {
      await renamed.close();
    }
  });

  it('a static page fetches no script until the visitor reaches the search box, then only the boot module', async () => {
    const res = await request(site.app).get('/privacy-policy').expect(200);
    expect(scriptSources(res.text)).toEqual([]);
    expect(modulePreloads(res.text)).toEqual([]);
    // Its one island is the header's search box, waiting for the visitor.
    expect([...res.text.matchAll(/data-island="([^"]+)" data-src="[^"]+" data-hydrate="([^"]+)"/g)].map((match) => [match[1], match[2]])).toEqual([['search-box', 'interaction']]);
    // One inline module, named by its hash in the policy, that imports the boot module when the visitor gets there
    // (and the page-view count every page has).
    expect(countScriptTags(res.text)).toBe(2);
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    expect(inline).toContain(`import(${JSON.stringify(readManifest().boot.file)})`);
    expect(inline).toContain(`closest('[data-hydrate="interaction"]')`);
    // About 1.1 KB gzipped, as the page is sent: the moments it waits for and the presses it holds
    // meanwhile (issue #29), far below the boot module.
    expect(gzipSync(inline).length).toBeLessThan(1200);
    // Its account links are the /login and /signup pages, which work without JavaScript.
    expect(res.text).toContain('href="/login"');
    expect(res.text).toContain('href="/signup"');
  });

  it('a visitor’s home page fetches no script with the page: each island waits for the visitor, its route or to be seen', async () => {
    const manifest = readManifest();
    const res = await request(site.app).get('/').expect(200);
    expect(scriptSources(res.text)).toEqual([]);
    expect(modulePreloads(res.text)).toEqual([]);
    const onPage = [...res.text.matchAll(/data-island="([^"]+)" data-src="[^"]+" data-hydrate="([^"]+)"/g)].map((match) => [match[1]!, match[2]!] as const);
    // The Psychics submenu's two promo slots sit in the mobile menu and in the desktop bar's submenu.
    expect(onPage.map(([name]) => name).sort()).toEqual(['account-menu', 'consent-banner', 'login-dialog', 'newsletter-box', 'notification-bell', 'promo-message', 'promo-message', 'promo-message', 'promo-message', 'search-box', 'service-dialog', 'signup-dialog', 'sms-dialog', 'theme-toggle']);
    expect(Object.fromEntries(onPage)).toEqual({
      'account-menu': 'boot',
      'consent-banner': 'interaction',
      'login-dialog': 'route',
      'newsletter-box': 'visible',
      'notification-bell': 'interaction',
      'promo-message': 'visible',
      'search-box': 'interaction',
      'service-dialog': 'route',
      'signup-dialog': 'route',
      'sms-dialog': 'route',
      'theme-toggle': 'interaction',
    });
    // The on-demand lines fetch the boot module when one of those moments comes.
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(res.text)![1]!;
    expect(inline).toContain(`import(${JSON.stringify(manifest.boot.file)})`);
    for (const moment of ['[data-hydrate="interaction"]', '[data-hydrate="visible"]', '[data-hydrate="route"]', 'a[data-route]', '.site-header']) expect(inline).toContain(moment);
    // Sign Up and Log In name the dialog they open, for a click before the menu has hydrated.
    expect(res.text).toContain('href="/login" data-route="login"');
    expect(res.text).toContain('href="/signup" data-route="login-signup"');
  });

  it('a page with an island that starts with it (an autologin link’s password dialog) ships the boot module, the React chunk and that island', async () => {
    const manifest = readManifest();
    const res = await request(site.app).get('/?m=someone&mauto=key').expect(200);
    expect(scriptSources(res.text)).toEqual([manifest.boot.file]);
    // React itself sits in one chunk that boot and every island share.
    const reactChunks = manifest.boot.imports.filter((file) => fs.readFileSync(path.join('public', file), 'utf8').includes('react.transitional.element'));
    expect(reactChunks).toHaveLength(1);
    const dialog = manifest.islands['password-dialog']!;
    expect(dialog.imports).toContain(reactChunks[0]);
    expect(new Set([...scriptSources(res.text), ...modulePreloads(res.text)])).toEqual(new Set([manifest.boot.file, ...manifest.boot.imports, dialog.file, ...dialog.imports]));
    // Without the link's parameters the dialog is not on the page at all.
    expect((await request(site.app).get('/').expect(200)).text).not.toContain('data-island="password-dialog"');
  });

  it('allows scripts from the site and the one inline script by its hash, never any inline script, and holds no per-response nonce', async () => {
    const res = await request(site.app).get('/').expect(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*';/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('nonce');
    expect(res.text).not.toContain('nonce=');
  });

  it('an unknown path gets the 404 page in the site layout', async () => {
    const res = await request(site.app).get('/no/such/page').expect(404).expect('Content-Type', /text\/html/);
    expect(res.text).toContain('We could not find that page');
    expect(res.text).toContain('<header class="site-header">');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
  });

  it('a missing build file is a 404 in the site layout, never a stack trace', async () => {
    const res = await request(site.app).get('/build/nothing-here.js').expect(404);
    expect(res.text).toContain('We could not find that page');
    expect(res.text).not.toMatch(/node_modules|\n\s+at /);
  });

  it('a form post from another site gets the refusal page, never a stack trace', async () => {
    const res = await request(site.app).post('/password-reset').set('Origin', 'https://evil.example').type('form').send('email=a%40b.co').expect(403);
    expect(res.text).toContain('That request was refused');
    expect(res.text).not.toMatch(/node_modules|\n\s+at /);
  });

  it('serves the favicon and the web app manifest', async () => {
    await request(site.app).get('/favicon.svg').expect(200).expect('Content-Type', /svg/);
    const manifest = await request(site.app).get('/site.webmanifest').expect(200);
    expect(JSON.parse(manifest.text)).toMatchObject({ name: 'Starlit', start_url: '/' });
  });

  it('GET /healthz answers 200 JSON once the database answers', async () => {
    const res = await request(site.app).get('/healthz').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: engine });
  });
});
