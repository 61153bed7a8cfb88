import type { RequestHandler } from 'express';
import { requestCookies } from './request-cookies';
import { PROMO_COOKIES, promoAfterVisit, promoFlowRuns, promoMaxAge, readPromoCookie } from '../../shared/site/site-cookies';

/**
 * The promo cookies' visit rule (spec 1 §3, §9), applied to every page visit except /confirm:
 * an internal promo drops one of its 10 visits, and a promo that has run out (by date or by
 * visits) or cannot be read is removed. Nothing here creates a promo; the store will.
 */
export function agePromoCookies(secure: boolean): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || !promoFlowRuns(req.path) || !req.accepts('html')) return next();
    const cookies = requestCookies(req);
    const now = Date.now();
    for (const name of PROMO_COOKIES) {
      if (cookies[name] === undefined) continue;
      const held = readPromoCookie(cookies[name]);
      const after = held && promoAfterVisit(name, held, now);
      if (!after) res.clearCookie(name, { path: '/' });
      else if (after !== held) res.cookie(name, JSON.stringify(after), { maxAge: promoMaxAge(after, now) * 1000, path: '/', sameSite: 'lax', secure });
    }
    next();
  };
}
