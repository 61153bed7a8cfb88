/**
 * How a promo reaches the promo cookies (spec 1 §3, §9): by the address a visitor arrives at.
 * The server reads these parameters (server/http/promo-cookies.ts), sets the cookie and sends the
 * browser on to the same address without them; the web tier's promo-message API adds them to each
 * of a message's links to this site (server/features/store/promo-message-links.ts). Pure rules:
 * no zod, no React.
 *
 * - A campaign's link (external): `?promo=CODE` is an order promo, `?signup_promo=CODE` a signup
 *   promo; `&promo_sticky=1` keeps it from being replaced by a later promo while it lasts.
 * - A promo message's link (internal): the same, plus `promo_from=message`.
 */

export const PROMO_PARAMS = {
  order: 'promo',
  signup: 'signup_promo',
  from: 'promo_from',
  sticky: 'promo_sticky',
} as const;

/** Every parameter the server takes off the address once it has read it. */
export const PROMO_PARAM_NAMES: readonly string[] = Object.values(PROMO_PARAMS);

/** `promo_from` of a link inside a promo message: its promo is internal. */
export const PROMO_FROM_MESSAGE = 'message';

/** What a promo value may be: a message's code or a campaign's, letters, digits, - and _. */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A message tagged `signup` promotes signing up; any other promotes an order. */
export const SIGNUP_PROMO_TAG = 'signup';

/**
 * A promo message's link to this site (`siteUrl`) carrying the message's promo as an internal
 * one, as a path; null when the link leaves the site (or is not a web link), which then stays as
 * it is. A link that already names its promo keeps that value.
 */
export function internalPromoHref(link: string, siteUrl: string, message: { code: string; tags: readonly string[] }): string | null {
  let url: URL;
  try {
    url = new URL(link, siteUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(siteUrl).origin) return null;
  if (!url.searchParams.has(PROMO_PARAMS.order) && !url.searchParams.has(PROMO_PARAMS.signup)) {
    if (!PROMO_CODE_PATTERN.test(message.code)) return null;
    url.searchParams.set(message.tags.includes(SIGNUP_PROMO_TAG) ? PROMO_PARAMS.signup : PROMO_PARAMS.order, message.code);
  }
  url.searchParams.set(PROMO_PARAMS.from, PROMO_FROM_MESSAGE);
  return `${url.pathname}${url.search}${url.hash}`;
}
