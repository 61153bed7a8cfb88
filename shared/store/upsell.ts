import type { Upsell } from './catalogue';
import { COOKIE_LIFETIMES, pickUpsell as pickFirstUnused, UPSELLS_USED_COOKIE, type CookieToSet } from '../site/site-cookies';

/**
 * SUGGESTED READING (spec 1 §4 "Upsell", §3 cookie upsells_used, §9 7 days): the first upsell not
 * yet in the upsells_used cookie; when every one was used, the list starts again from the first.
 * The server picks and records the pick in the cookie as it shows the button, so it works without
 * JavaScript and the next page suggests the next one.
 */

/** The longest cookie value we keep: a few dozen codes, never an unbounded header. */
const MAX_USED = 40;
const CODE = /^[a-z0-9-]{1,80}$/;

/** The codes in an upsells_used cookie (comma separated); anything that is not a product code is dropped. */
export function readUsedUpsells(value: string | undefined): string[] {
  if (!value) return [];
  const codes = value
    .split(',')
    .map((code) => code.trim())
    .filter((code) => CODE.test(code));
  return [...new Set(codes)].slice(-MAX_USED);
}

/**
 * The pick, and the codes to store: the used ones plus the pick, or only the first after a reset.
 * One rule for the site: the cookie module's (shared/site/site-cookies.ts).
 */
export const pickUpsell = pickFirstUnused;

/** The upsells_used cookie holding these codes, for 7 days. */
export function usedUpsellsCookie(used: readonly string[]): CookieToSet {
  return { name: UPSELLS_USED_COOKIE, value: used.join(','), maxAgeSeconds: COOKIE_LIFETIMES.upsellsUsed };
}

/** A picked upsell as the SUGGESTED READING button needs it. */
export interface SuggestedReading {
  code: string;
  href: string;
  name: string;
}

/**
 * The whole step for a page: reads the cookie, picks, and says what to store. `cookie` is null
 * when there is nothing to suggest (the cookie is left as it is).
 */
export function suggestReading(upsells: readonly Upsell[], cookieValue: string | undefined): { suggestion: SuggestedReading | null; cookie: CookieToSet | null } {
  const { upsell, used } = pickUpsell(upsells, readUsedUpsells(cookieValue));
  if (!upsell) return { suggestion: null, cookie: null };
  return { suggestion: { code: upsell.upsell_upc, href: upsell.description.product_url, name: upsell.description.product_name }, cookie: usedUpsellsCookie(used) };
}
