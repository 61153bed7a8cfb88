import { readPromoCookieValue } from '../../server/http/promo-cookies';
import {
  consentBannerVisible,
  consentCookies,
  cookieString,
  COOKIE_LIFETIMES,
  newPromoCookie,
  parseCookies,
  pickUpsell,
  promoAfterVisit,
  promoFlowRuns,
  promoMaxAge,
  promoMayReplace,
  readUpsellsUsed,
} from '../../shared/site/site-cookies';

const DAY = 86_400;
const NOW = Date.UTC(2026, 10, 23, 12);

describe('consent cookies (spec 1 §4)', () => {
  it('shows the banner only while neither cookie is set', () => {
    expect(consentBannerVisible({})).toBe(true);
    expect(consentBannerVisible({ POLICY_CONSENT_SHOWN: '1' })).toBe(false);
    expect(consentBannerVisible({ PRIVACY_POLICY_CONSENT: '1' })).toBe(false);
  });

  it('accept sets both cookies for a year; decline sets the shown cookie for 24 hours', () => {
    expect(consentCookies('accept')).toEqual([
      { name: 'PRIVACY_POLICY_CONSENT', value: '1', maxAgeSeconds: 365 * DAY },
      { name: 'POLICY_CONSENT_SHOWN', value: '1', maxAgeSeconds: 365 * DAY },
    ]);
    expect(consentCookies('decline')).toEqual([{ name: 'POLICY_CONSENT_SHOWN', value: '1', maxAgeSeconds: DAY }]);
  });

  it('writes cookie strings with path, SameSite and Secure on https only', () => {
    expect(cookieString({ name: 'a', value: 'x y', maxAgeSeconds: 5 }, false)).toBe('a=x%20y; Max-Age=5; Path=/; SameSite=Lax');
    expect(cookieString({ name: 'a', value: '1', maxAgeSeconds: 5 }, true)).toMatch(/; Secure$/);
  });

  it('parses a cookie header, first value wins, broken escapes kept raw', () => {
    expect(parseCookies('a=1; b=%7B%7D; a=2; c=%E0%A4%A; bare')).toEqual({ a: '1', b: '{}', c: '%E0%A4%A' });
    expect(parseCookies(undefined)).toEqual({});
  });
});

describe('upsell (spec 1 §4)', () => {
  const upsells = [{ upsell_upc: 'a' }, { upsell_upc: 'b' }];
  it('picks the first unused upsell and records it', () => {
    expect(pickUpsell(upsells, [])).toEqual({ upsell: { upsell_upc: 'a' }, used: ['a'] });
    expect(pickUpsell(upsells, ['a'])).toEqual({ upsell: { upsell_upc: 'b' }, used: ['a', 'b'] });
  });
  it('resets the list when every upsell is used', () => {
    expect(pickUpsell(upsells, ['a', 'b'])).toEqual({ upsell: { upsell_upc: 'a' }, used: ['a'] });
  });
  it('has nothing to pick from an empty list', () => {
    expect(pickUpsell([], ['a'])).toEqual({ upsell: null, used: ['a'] });
  });
  it('reads the cookie list and lives 7 days', () => {
    expect(readUpsellsUsed(' a, ,b ')).toEqual(['a', 'b']);
    expect(readUpsellsUsed(undefined)).toEqual([]);
    expect(COOKIE_LIFETIMES.upsellsUsed).toBe(7 * DAY);
  });
});

describe('promo cookies (spec 1 §3, §9)', () => {
  it('last 14 days; internal promos start with 10 visits', () => {
    expect(newPromoCookie('order_promo_external', 'SPRING', false, NOW)).toEqual({ value: 'SPRING', expires: NOW + 14 * DAY * 1000, sticky: false });
    expect(newPromoCookie('signup_promo_internal', 'HALF', true, NOW)).toEqual({ value: 'HALF', expires: NOW + 14 * DAY * 1000, sticky: true, visits_left: 10 });
    expect(promoMaxAge(newPromoCookie('order_promo_external', 'X', false, NOW), NOW)).toBe(14 * DAY);
  });

  it('an internal promo drops one visit per visit and ends after the tenth', () => {
    let promo = newPromoCookie('order_promo_internal', 'HALF', false, NOW);
    for (let visit = 1; visit < 10; visit += 1) {
      promo = promoAfterVisit('order_promo_internal', promo, NOW)!;
      expect(promo.visits_left).toBe(10 - visit);
    }
    expect(promoAfterVisit('order_promo_internal', promo, NOW)).toBeNull();
  });

  it('an external promo is unchanged by visits; any promo ends at its expiry', () => {
    const promo = newPromoCookie('order_promo_external', 'X', false, NOW);
    expect(promoAfterVisit('order_promo_external', promo, NOW + 1000)).toBe(promo);
    expect(promoAfterVisit('order_promo_external', promo, promo.expires)).toBeNull();
  });

  it('a live sticky promo is not replaced; others are', () => {
    const sticky = newPromoCookie('order_promo_external', 'X', true, NOW);
    expect(promoMayReplace(sticky, NOW)).toBe(false);
    expect(promoMayReplace(sticky, sticky.expires)).toBe(true);
    expect(promoMayReplace({ ...sticky, sticky: false }, NOW)).toBe(true);
    expect(promoMayReplace(null, NOW)).toBe(true);
  });

  it('reads malformed cookie values as no promo', () => {
    const good = newPromoCookie('order_promo_internal', 'HALF', false, NOW);
    expect(readPromoCookieValue(JSON.stringify(good))).toEqual(good);
    for (const bad of ['', 'nope', '{}', '{"value":"","expires":1,"sticky":true}', '{"value":"a","expires":1,"sticky":true,"visits_left":99}', '[1]']) {
      expect(readPromoCookieValue(bad)).toBeNull();
    }
  });

  it('skips the promo flow on /confirm only', () => {
    expect(promoFlowRuns('/confirm')).toBe(false);
    expect(promoFlowRuns('/confirm/abc')).toBe(false);
    expect(promoFlowRuns('/confirmation')).toBe(true);
    expect(promoFlowRuns('/')).toBe(true);
  });
});
