import request from 'supertest';
import { newPromoCookie } from '../../shared/site/site-cookies';
import { startTestSite, type TestSite } from '../support/test-site';

describe('promo cookies on page visits (spec 1 §3, §9)', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite');
  });
  afterAll(() => site.close());

  const setCookies = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
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
});
