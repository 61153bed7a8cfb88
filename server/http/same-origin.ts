import type { RequestHandler } from 'express';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (cross-site request forgery). Browsers
 * say where a request comes from in Sec-Fetch-Site, and in Origin; a request carrying neither is
 * not from a browser page and so cannot ride on a visitor's cookies. Same-origin requests need no
 * token, so the site's own pages and scripts that send a matching Origin keep working.
 *
 * `reads: true` guards a GET as well: one the spec puts on GET although it starts something for
 * the member (`/api/checkout/redirect_ec` opens a payment holding their voucher), so that a link
 * on another site cannot set it off with the member's cookies.
 */
export function requireSameOrigin(siteUrl: string, { reads = false }: { reads?: boolean } = {}): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  const refuse = () => new AppError('forbidden', 'This request came from another site and was refused.');
  return (req, _res, next) => {
    if (!reads && SAFE_METHODS.has(req.method)) return next();
    // Browsers that send Sec-Fetch-Site say exactly where the request comes from: trust it.
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite) return next(fetchSite === 'same-origin' || fetchSite === 'none' ? undefined : refuse());
    const origin = req.get('origin');
    if (origin === undefined) return next();
    const own = `${req.protocol}://${req.get('host')}`;
    next(origin === siteOrigin || origin === own ? undefined : refuse());
  };
}
