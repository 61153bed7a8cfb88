import type { RequestHandler } from 'express';
import { AppError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (cross-site request forgery). Browsers
 * say where a request comes from in Sec-Fetch-Site, and in Origin; a request carrying neither is
 * not from a browser page and so cannot ride on a visitor's cookies. Same-origin requests need no
 * token, so the site's own pages and scripts that send a matching Origin keep working.
 */
export function requireSameOrigin(siteUrl: string): RequestHandler {
  const siteOrigin = new URL(siteUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return next(new AppError('forbidden', 'This request came from another site and was refused.'));
    }
    const origin = req.get('origin');
    if (origin && origin !== 'null') {
      const own = `${req.protocol}://${req.get('host')}`;
      if (origin !== siteOrigin && origin !== own) {
        return next(new AppError('forbidden', 'This request came from another site and was refused.'));
      }
    } else if (origin === 'null') {
      return next(new AppError('forbidden', 'This request came from another site and was refused.'));
    }
    next();
  };
}
