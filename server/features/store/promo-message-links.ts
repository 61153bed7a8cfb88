import sanitizeHtml from 'sanitize-html';
import type { PromoMessage } from '../../../shared/store/promo.contract';
import { internalPromoHref } from '../../../shared/store/promo-links';

/**
 * A promo message as the browser gets it: each of its links to this site names the message's
 * promo as an internal one (`?promo=CODE&promo_from=message`, or `signup_promo` for a message
 * tagged signup), so following it, however it is followed (a click, a new tab, the keyboard), lets
 * the server keep the promo cookie (server/http/promo-cookies.ts). Links elsewhere are left as
 * they are. The HTML was sanitised by the rules service; this pass keeps the same tags and
 * attributes and only rewrites `href`s.
 */
export function withInternalPromoLinks(message: PromoMessage, siteUrl: string): PromoMessage {
  const html = sanitizeHtml(message.message, {
    // What the rules service lets through (server/platform/rules/promo-html.ts), and never more.
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'span', 'ul', 'ol', 'li', 'a'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ? internalPromoHref(attribs.href, siteUrl, message) : null;
        return { tagName, attribs: href ? { ...attribs, href } : attribs };
      },
    },
  });
  return { ...message, message: html };
}
