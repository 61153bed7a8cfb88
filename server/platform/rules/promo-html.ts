import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a promo message may carry: simple inline and block text and links. Everything else is
 * dropped (script and style with their content); no event handler survives since only `href`,
 * `title`, `target` and `rel` are allowed; links keep only http, https, mailto and relative
 * addresses, so `javascript:` and `data:` URLs lose their href.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'span', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const attributes: Record<string, string> = { ...attribs };
      if (attributes.target && attributes.target !== '_blank') delete attributes.target;
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      else delete attributes.rel;
      return { tagName, attribs: attributes };
    },
  },
};

export function sanitizePromoHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

