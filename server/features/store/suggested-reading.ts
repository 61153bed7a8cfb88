import type { Upsell } from '../../../shared/store/catalogue';
import { UPSELLS_USED_COOKIE } from '../../../shared/site/site-cookies';
import { requestCookies } from '../../http/request-cookies';
import { suggestReading, type SuggestedReading } from '../../../shared/store/upsell';
import type { RequestContext } from '../../http/request-context';

/**
 * Picks the SUGGESTED READING of a page from its upsells (spec 1 §4) and records the pick in the
 * upsells_used cookie (7 days) as the page is shown, so the next page suggests the next one.
 */
export function offerSuggestedReading(context: Pick<RequestContext, 'req' | 'res' | 'config'>, upsells: readonly Upsell[]): SuggestedReading | null {
  const { suggestion, cookie } = suggestReading(upsells, requestCookies(context.req)[UPSELLS_USED_COOKIE]);
  if (cookie) {
    const secure = context.config.SITE_URL.startsWith('https://');
    context.res.cookie(cookie.name, cookie.value, { maxAge: cookie.maxAgeSeconds * 1000, path: '/', sameSite: 'lax', secure });
  }
  return suggestion;
}
