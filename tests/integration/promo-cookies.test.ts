import request from 'supertest';
import { newPromoCookie } from '../../shared/site/site-cookies';
import { PAGE_VIEW_SCRIPT } from '../../views/layouts/document';
import { startTestSite, type TestSite } from '../support/test-site';

const DAY = 24 * 60 * 60;
const setCookies = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const cookieLine = (res: request.Response, name: string) => setCookies(res).find((line) => line.startsWith(`${name}=`));
/** A promo cookie's JSON as the response set it. */
const promoOf = (res: request.Response, name: string) => JSON.parse(decodeURIComponent(cookieLine(res, name)!.split(';')[0]!.slice(name.length + 1))) as Record<string, unknown>;

describe('promo cookies on page visits (spec 1 §3, §9)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite');
  });
  afterAll(() => site.close());

  const promoCookie = (value: object) => encodeURIComponent(JSON.stringify(value));

  it('an internal promo drops one visit per page visit; an external one is left alone', async () => {
    const internal = { ...newPromoCookie('order_promo_internal', 'HALF', false, Date.now()), visits_left: 3 };
    const external = newPromoCookie('signup_promo_external', 'SPRING', true, Date.now());
    const res = await request(site.app)
      .get('/')
      .set('Cookie', `order_promo_internal=${promoCookie(internal)}; signup_promo_external=${promoCookie(external)}`)
      .expect(200);
    const cookies = setCookies(res);
    const dropped = cookies.find((c) => c.startsWith('order_promo_internal='))!;
    expect(JSON.parse(decodeURIComponent(dropped.split(';')[0]!.split('=')[1]!))).toMatchObject({ value: 'HALF', visits_left: 2 });
    expect(dropped).toMatch(/Max-Age=(1209[56]\d\d|12096000)/);
    expect(cookies.some((c) => c.startsWith('signup_promo_external='))).toBe(false);
  });

  it('removes a promo on its last visit, an expired one and a malformed one', async () => {
    const last = { ...newPromoCookie('order_promo_internal', 'HALF', false, Date.now()), visits_left: 1 };
    const expired = { ...newPromoCookie('order_promo_external', 'OLD', false, Date.now()), expires: Date.now() - 1000 };
    const res = await request(site.app)
      .get('/credits')
      .set('Cookie', `order_promo_internal=${promoCookie(last)}; order_promo_external=${promoCookie(expired)}; signup_promo_internal=garbage`)
      .expect(200);
    const cleared = setCookies(res).filter((c) => /Expires=Thu, 01 Jan 1970/.test(c)).map((c) => c.split('=')[0]);
    expect(cleared.sort()).toEqual(['order_promo_external', 'order_promo_internal', 'signup_promo_internal']);
  });

  it('skips the promo flow on /confirm', async () => {
    const internal = newPromoCookie('order_promo_internal', 'HALF', false, Date.now());
    const res = await request(site.app).get('/confirm').set('Cookie', `order_promo_internal=${promoCookie(internal)}`);
    expect(setCookies(res).some((c) => c.startsWith('order_promo_internal='))).toBe(false);
  });

  it('a campaign link keeps an external promo for 14 days and goes on to the same address without it', async () => {
    const before = Date.now();
    const res = await request(site.app).get('/tarot/cards/the-fool?utm_source=mail&promo=SPRING-26&signup_promo=WELCOME').expect(302);
    expect(res.headers.location).toBe('/tarot/cards/the-fool?utm_source=mail');
    expect(res.headers['cache-control']).toBe('no-store');
    for (const [name, value] of [['order_promo_external', 'SPRING-26'], ['signup_promo_external', 'WELCOME']] as const) {
      const promo = promoOf(res, name);
      expect(promo).toEqual({ value, expires: expect.any(Number), sticky: false });
      expect((promo.expires as number) - before).toBeGreaterThanOrEqual(14 * DAY * 1000);
      expect((promo.expires as number) - Date.now()).toBeLessThanOrEqual(14 * DAY * 1000);
      expect(cookieLine(res, name)).toMatch(new RegExp(`Max-Age=(${14 * DAY}|${14 * DAY - 1}); Path=/; Expires=[^;]+; HttpOnly; SameSite=Lax$`));
    }
    // The redirect is not a page visit: nothing aged, nothing counted.
    expect(cookieLine(res, 'promo_page_views')).toBeUndefined();
  });

  it('a promo message’s link keeps an internal promo with 10 visits; promo_sticky=1 makes it sticky', async () => {
    const res = await request(site.app).get('/readings-reports?promo=demo-catalog-free-reading&promo_from=message&promo_sticky=1').expect(302);
    expect(res.headers.location).toBe('/readings-reports');
    expect(promoOf(res, 'order_promo_internal')).toEqual({ value: 'demo-catalog-free-reading', expires: expect.any(Number), sticky: true, visits_left: 10 });
    expect(cookieLine(res, 'order_promo_external')).toBeUndefined();
    // Its first page visit is the first of its ten.
    const agent = request.agent(site.app);
    await agent.get('/readings-reports?signup_promo=JOIN&promo_from=message').redirects(1).expect(200);
    const visit = await agent.get('/credits').expect(200);
    expect(promoOf(visit, 'signup_promo_internal')).toMatchObject({ value: 'JOIN', visits_left: 8 });
  });

  it('a live sticky promo is not replaced; a plain one is', async () => {
    const sticky = promoCookie(newPromoCookie('order_promo_external', 'KEEP', true, Date.now()));
    const kept = await request(site.app).get('/?promo=OTHER').set('Cookie', `order_promo_external=${sticky}`).expect(302);
    expect(cookieLine(kept, 'order_promo_external')).toBeUndefined();
    const plain = promoCookie(newPromoCookie('order_promo_external', 'OLD', false, Date.now()));
    const replaced = await request(site.app).get('/?promo=NEW').set('Cookie', `order_promo_external=${plain}`).expect(302);
    expect(promoOf(replaced, 'order_promo_external')).toMatchObject({ value: 'NEW', sticky: false });
  });

  it.each([
    ['a value that is not a code', '/credits?promo=%3Cscript%3E&x=1', '/credits?x=1'],
    ['an empty value', '/credits?promo=', '/credits'],
    ['a repeated parameter', '/credits?promo=A&promo=B', '/credits'],
    ['a value too long', `/credits?signup_promo=${'x'.repeat(65)}`, '/credits'],
    ['an origin but no promo', '/credits?promo_from=elsewhere', '/credits'],
  ])('ignores %s: no cookie, no error, the clean address', async (_case, path, location) => {
    const res = await request(site.app).get(path).expect(302);
    expect(res.headers.location).toBe(location);
    expect(setCookies(res).filter((line) => /_promo_/.test(line))).toEqual([]);
  });

  it('never sends the browser off the site', async () => {
    for (const path of ['//evil.example/?promo=X', '/\\evil.example/?promo=X']) {
      const res = await request(site.app).get(path);
      expect(res.status).toBe(302);
      expect(res.headers.location).toMatch(/^\/(?![/\\])/);
    }
  });

  it('counts page visits in promo_page_views in the browser for 14 days, never /confirm; garbage starts the count again', async () => {
    // The page sets no cookie (a cache may share it): its inline script counts.
    const page = await request(site.app).get('/credits').expect(200);
    expect(cookieLine(page, 'promo_page_views')).toBeUndefined();
    expect(page.text).toContain(`<script>${PAGE_VIEW_SCRIPT}</script>`);
    const visit = (cookie: string, pathname = '/credits', protocol = 'http:') => {
      const document = { cookie };
      new Function('document', 'location', PAGE_VIEW_SCRIPT)(document, { pathname, protocol });
      return document.cookie;
    };
    expect(visit('')).toBe(`promo_page_views=1; Max-Age=${14 * DAY}; Path=/; SameSite=Lax`);
    expect(visit('theme=dark; promo_page_views=41; sign=leo')).toMatch(/^promo_page_views=42;/);
    for (const garbage of ['-3', 'many', '1e9', '99999999', '%E0%A4%A']) expect(visit(`promo_page_views=${garbage}`)).toMatch(/^promo_page_views=1;/);
    expect(visit('promo_page_views=5', '/confirm')).toBe('promo_page_views=5');
    expect(visit('', '/credits', 'https:')).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('removes a promo cookie of the wrong shape, never a 500', async () => {
    for (const garbage of ['{"value":"X","expires":"soon","sticky":false}', '{"value":"<b>","expires":1,"sticky":false}', '[]', 'null', '{']) {
      const res = await request(site.app).get('/credits').set('Cookie', `order_promo_internal=${encodeURIComponent(garbage)}`).expect(200);
      expect(cookieLine(res, 'order_promo_internal')).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
  });

  it('neither sets, ages nor counts on /confirm, nor on an API call', async () => {
    const internal = promoCookie(newPromoCookie('order_promo_internal', 'HALF', false, Date.now()));
    const confirm = await request(site.app).get('/confirm?promo=SPRING').set('Cookie', `order_promo_internal=${internal}; promo_page_views=5`);
    expect(confirm.status).not.toBe(302);
    expect(setCookies(confirm).filter((line) => /promo/.test(line))).toEqual([]);
    const api = await request(site.app).get('/api/rules/promo-message?placement=sidebar').set('Cookie', 'promo_page_views=5').expect(200);
    expect(cookieLine(api, 'promo_page_views')).toBeUndefined();
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    const secure = await startTestSite('sqlite', { SITE_URL: 'https://starlit.test' });
    try {
      const set = await request(secure.app).get('/?promo=SPRING').expect(302);
      expect(cookieLine(set, 'order_promo_external')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await secure.close();
    }
  });
});
