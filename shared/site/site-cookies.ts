/**
 * The site's cookie rules (spec 1 §3 "Cookies", §4 "Consent banner", "Upsell", §9): names,
 * lifetimes and the pure decisions, shared by the server, the islands and the Cookie Policy.
 */

const DAY = 24 * 60 * 60;

export const CONSENT_COOKIE = 'PRIVACY_POLICY_CONSENT';
export const CONSENT_SHOWN_COOKIE = 'POLICY_CONSENT_SHOWN';
export const UPSELLS_USED_COOKIE = 'upsells_used';
/** The sign a visitor chose on the home page (a zodiac slug), so its horoscope greets them next time. */
export const SIGN_COOKIE = 'sign';
/** How many pages this browser viewed (counted by the page itself, views/layouts/document.tsx). */
export const PROMO_PAGE_VIEWS_COOKIE = 'promo_page_views';
export const PROMO_COOKIES = ['order_promo_external', 'order_promo_internal', 'signup_promo_external', 'signup_promo_internal'] as const;
export type PromoCookieName = (typeof PROMO_COOKIES)[number];

/** Lifetimes in seconds. */
export const COOKIE_LIFETIMES = {
  /** Consent given is remembered for a year (the marketing cookie lifetime of spec 1 §9). */
  consent: 365 * DAY,
  /** Decline or close hides the banner for 24 hours. */
  consentDeclined: DAY,
  upsellsUsed: 7 * DAY,
  promo: 14 * DAY,
  /** The home page's chosen sign is kept for a year, like the theme. */
  sign: 365 * DAY,
} as const;

/** Spec 1 §4: the banner shows when the shown cookie is missing and consent is not set. */
export function consentBannerVisible(cookies: Readonly<Record<string, string | undefined>>): boolean {
  return !cookies[CONSENT_COOKIE] && !cookies[CONSENT_SHOWN_COOKIE];
}

export interface CookieToSet {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/** Accept sets both cookies for a year; decline or close sets only the shown cookie, for a day. */
export function consentCookies(choice: 'accept' | 'decline'): CookieToSet[] {
  if (choice === 'accept') {
    return [
      { name: CONSENT_COOKIE, value: '1', maxAgeSeconds: COOKIE_LIFETIMES.consent },
      { name: CONSENT_SHOWN_COOKIE, value: '1', maxAgeSeconds: COOKIE_LIFETIMES.consent },
    ];
  }
  return [{ name: CONSENT_SHOWN_COOKIE, value: '1', maxAgeSeconds: COOKIE_LIFETIMES.consentDeclined }];
}

/** One `document.cookie` assignment (or Set-Cookie value) for a cookie: path /, SameSite=Lax. */
export function cookieString(cookie: CookieToSet, secure: boolean): string {
  return `${cookie.name}=${encodeURIComponent(cookie.value)}; Max-Age=${cookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Reads `document.cookie` (or a `Cookie` header) into a map (first value of a name wins). The server reads cookies through cookie-parser (server/http/request-cookies.ts). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

// --- Upsell (spec 1 §4 "Upsell") -------------------------------------------------------------

/** The upsells_used cookie holds upsell codes separated by commas. */
export function readUpsellsUsed(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/**
 * Picks the first upsell not yet used; when all are used the list resets and the first is picked.
 * Returns the pick (or null when there is none) and the list to store in the cookie.
 */
export function pickUpsell<T extends { upsell_upc: string }>(upsells: readonly T[], used: readonly string[]): { upsell: T | null; used: string[] } {
  if (upsells.length === 0) return { upsell: null, used: [...used] };
  const fresh = upsells.find((upsell) => !used.includes(upsell.upsell_upc));
  if (fresh) return { upsell: fresh, used: [...used, fresh.upsell_upc] };
  const first = upsells[0]!;
  return { upsell: first, used: [first.upsell_upc] };
}

// --- Promo cookies (spec 1 §3, §9) -----------------------------------------------------------

/** What a promo cookie holds: the promo value, when it ends, and whether it sticks past other promos. */
export interface PromoCookie {
  value: string;
  /** Epoch milliseconds. */
  expires: number;
  sticky: boolean;
  /** Internal promos only: visits left, starting at 10 and dropping one per visit. */
  visits_left?: number;
}

export const INTERNAL_PROMO_VISITS = 10;

export const isInternalPromo = (name: PromoCookieName) => name.endsWith('_internal');

/** A new promo cookie: 14 days; an internal one also starts with 10 visits. */
export function newPromoCookie(name: PromoCookieName, value: string, sticky: boolean, now: number): PromoCookie {
  return {
    value,
    expires: now + COOKIE_LIFETIMES.promo * 1000,
    sticky,
    ...(isInternalPromo(name) ? { visits_left: INTERNAL_PROMO_VISITS } : {}),
  };
}

/**
 * A promo cookie after one page visit: an expired one (by date, or an internal one out of visits)
 * is gone (null); an internal one drops one visit; an external one is unchanged.
 */
export function promoAfterVisit(name: PromoCookieName, promo: PromoCookie, now: number): PromoCookie | null {
  if (promo.expires <= now) return null;
  if (!isInternalPromo(name)) return promo;
  const left = (promo.visits_left ?? INTERNAL_PROMO_VISITS) - 1;
  return left <= 0 ? null : { ...promo, visits_left: left };
}

/**
 * Whether a new promo may replace the one held: a sticky promo that is still live keeps its place;
 * anything else is replaced.
 */
export function promoMayReplace(held: PromoCookie | null, now: number): boolean {
  return !held || !held.sticky || held.expires <= now;
}

/** Seconds a promo cookie should live in the browser from now (at least 0). */
export const promoMaxAge = (promo: PromoCookie, now: number) => Math.max(0, Math.ceil((promo.expires - now) / 1000));

/** Spec 1 §2: the promo-message flow is skipped on /confirm. */
export const promoFlowRuns = (path: string) => !/^\/confirm(?:\/|$)/.test(path);

/** The upsells_used cookie after a pick: the codes shown so far, for 7 days. */
export function upsellsUsedCookie(used: readonly string[]): CookieToSet {
  return { name: UPSELLS_USED_COOKIE, value: used.join(','), maxAgeSeconds: COOKIE_LIFETIMES.upsellsUsed };
}
