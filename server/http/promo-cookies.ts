import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { requestCookies } from './request-cookies';
import { INTERNAL_PROMO_VISITS, newPromoCookie, PROMO_COOKIES, promoAfterVisit, promoFlowRuns, promoMaxAge, promoMayReplace, type PromoCookie, type PromoCookieName } from '../../shared/site/site-cookies';
import { PROMO_CODE_PATTERN, PROMO_FROM_MESSAGE, PROMO_PARAM_NAMES, PROMO_PARAMS } from '../../shared/store/promo-links';

/**
 * The promo cookies (spec 1 §3, §9), on every page visit except /confirm (spec 1 §2):
 *
 * - **Setting.** A visitor arrives with a promo in the address (shared/store/promo-links.ts): a
 *   campaign's `?promo=` or `?signup_promo=` (external), or a promo message's link, which adds
 *   `promo_from=message` (internal). The promo is kept in its cookie for 14 days (an internal one
 *   also for 10 visits) unless a live sticky promo holds that cookie, and the browser is sent on to
 *   the same address without those parameters, so the page, its canonical address and a shared
 *   link never carry them.
 * - **Ageing.** Every other page visit drops one visit from an internal promo, and removes a
 *   promo that has run out (by date or by visits) or cannot be read.
 * - **Counting.** `promo_page_views` counts the page visits, kept 14 days from the last one. The
 *   browser counts them (views/layouts/document.tsx `PAGE_VIEW_SCRIPT`): a page that set a cookie
 *   could not be shared by the logged-out page cache or a CDN.
 *
 * Every value is read with zod: garbage in a cookie or a parameter is ignored (or the cookie
 * removed), never an error page.
 */


const PromoCode = z.string().regex(PROMO_CODE_PATTERN);

/** What a promo cookie holds (JSON): the shape `newPromoCookie` writes. */
const PromoCookieSchema = z.object({
  value: PromoCode,
  expires: z.number().int().positive(),
  sticky: z.boolean(),
  visits_left: z.number().int().min(0).max(INTERNAL_PROMO_VISITS).optional(),
});

/** A promo cookie's value, or null when it is missing or not one of ours. */
export function readPromoCookieValue(raw: string | undefined): PromoCookie | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = PromoCookieSchema.safeParse(json);
  if (!parsed.success) return null;
  const { visits_left: visits, ...promo } = parsed.data;
  return visits === undefined ? promo : { ...promo, visits_left: visits };
}

/** One parameter of the address: a single valid value, else nothing (a repeated parameter is an array). */
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** The promo parameters of an address. */
const PromoParamsSchema = z.object({
  [PROMO_PARAMS.order]: optional(PromoCode),
  [PROMO_PARAMS.signup]: optional(PromoCode),
  [PROMO_PARAMS.from]: optional(z.literal(PROMO_FROM_MESSAGE)),
  [PROMO_PARAMS.sticky]: optional(z.literal('1')),
});

function setPromoCookie(res: Response, name: string, value: string, maxAgeMs: number, secure: boolean): void {
  // Only the server reads them: HttpOnly.
  res.cookie(name, value, { maxAge: maxAgeMs, path: '/', sameSite: 'lax', secure, httpOnly: true });
}

/** Where to send the browser once the promo is kept: this address without the promo parameters, never off the site. */
function addressWithoutPromo(req: Request): string {
  const url = new URL(req.originalUrl, 'http://site.invalid');
  for (const name of PROMO_PARAM_NAMES) url.searchParams.delete(name);
  // `//host` or `/\host` would leave the site: one slash starts the path.
  const path = `/${url.pathname.replace(/^[/\\]+/, '')}`;
  return `${path}${url.search}`;
}

/** Keeps the address's promo, if any, in its cookie; true when the address named one (then it is answered with a redirect). */
function keepPromoFromAddress(req: Request, res: Response, cookies: Record<string, string>, secure: boolean, now: number): boolean {
  if (!PROMO_PARAM_NAMES.some((name) => Object.hasOwn(req.query, name))) return false;
  const params = PromoParamsSchema.parse(req.query);
  const origin = params[PROMO_PARAMS.from] === PROMO_FROM_MESSAGE ? 'internal' : 'external';
  const sticky = params[PROMO_PARAMS.sticky] === '1';
  for (const kind of ['order', 'signup'] as const) {
    const value = params[PROMO_PARAMS[kind]];
    if (!value) continue;
    const name: PromoCookieName = `${kind}_promo_${origin}`;
    if (!promoMayReplace(readPromoCookieValue(cookies[name]), now)) continue;
    const promo = newPromoCookie(name, value, sticky, now);
    setPromoCookie(res, name, JSON.stringify(promo), promoMaxAge(promo, now) * 1000, secure);
  }
  res.set('Cache-Control', 'no-store');
  res.redirect(302, addressWithoutPromo(req));
  return true;
}

/** One page visit: internal promos drop a visit, run-out or unreadable promos go. */
function countVisit(res: Response, cookies: Record<string, string>, secure: boolean, now: number): void {
  for (const name of PROMO_COOKIES) {
    if (cookies[name] === undefined) continue;
    const held = readPromoCookieValue(cookies[name]);
    const after = held && promoAfterVisit(name, held, now);
    if (!after) res.clearCookie(name, { path: '/', sameSite: 'lax', secure, httpOnly: true });
    else if (after !== held) setPromoCookie(res, name, JSON.stringify(after), promoMaxAge(after, now) * 1000, secure);
  }
}

/** The promo cookies' middleware, before the page router: GET requests for a page, except /confirm. */
export function promoCookies(secure: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !promoFlowRuns(req.path) || !req.accepts('html')) return next();
    const cookies = requestCookies(req);
    const now = Date.now();
    if (keepPromoFromAddress(req, res, cookies, secure, now)) return;
    countVisit(res, cookies, secure, now);
    next();
  };
}

/** The name app.ts mounts it by. */
export const agePromoCookies = promoCookies;
