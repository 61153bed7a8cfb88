import { ROUTES, type RoutePattern } from '../../shared/routes';

/**
 * Promises of pages (issue #23): copy that says a page or feature "is on its way" or is "coming
 * soon" sends readers looking for it. These helpers find such sentences in a page's or an email's
 * text and the feature each names, so a test can hold that the feature's page is served.
 */

/** The phrases that promise something not there yet ('details on the way' is only a journey, so a verb is needed). */
export const PROMISE_PHRASES = /\b(?:(?:is|are|'s|’s|'re|’re) on (?:its|their|the) way|coming (?:soon|shortly|later)|arriving soon|available soon|launching soon|stay tuned|in the works|not (?:available|ready|built) yet)\b/i;

/**
 * The features copy may name, each with the page that is the feature. A sentence that says one is
 * on its way or coming soon promises that page: it must be served (the store's teasers of products
 * listed with no page, `comingSoonTeasers`, are the one exception, checked on their own).
 */
export const FEATURES: { name: RegExp; label: string; page: RoutePattern }[] = [
  { name: /\bbirth[ -]?charts?\b/i, label: 'the birth chart', page: ROUTES.yourBirthChart },
  { name: /\bhoroscopes?\b/i, label: 'horoscopes', page: ROUTES.horoscopes.daily.base },
  { name: /\btarot\b/i, label: 'tarot', page: ROUTES.tarot },
  { name: /\bnumerology\b/i, label: 'numerology', page: ROUTES.numerology },
  { name: /\bcompatibility\b/i, label: 'compatibility', page: ROUTES.loveCompatibility },
  { name: /\bi[ -]ching\b/i, label: 'the I Ching', page: ROUTES.freeIChing },
  { name: /\bpsychics?\b/i, label: 'psychic advisors', page: ROUTES.psychicAdvisors },
  { name: /\breports?\b/i, label: 'reports', page: ROUTES.report },
];

/**
 * Sentences that use a promise phrase without naming a page or feature, and why each is true.
 * Anything else that promises and names nothing fails, so a new one is read by a person first.
 */
export const UNNAMED_PROMISES_ALLOWED: { sentence: RegExp; why: string }[] = [
  { sentence: /a receipt is on its way to/i, why: 'Contact Us: the ticket receipt email, sent at once.' },
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ', rsquo: '’', lsquo: '‘', mdash: '—', ndash: '–' };

/** The text a reader sees in an HTML document: scripts, styles and tags gone, blocks on lines of their own. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(p|li|h[1-6]|div|section|article|header|footer|nav|td|th|tr|dt|dd|br|ul|ol|table|blockquote|main|aside|figcaption|label|legend|button|option)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#?[a-z0-9]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole);
}

/** The sentences of a text that make a promise. */
export function promiseSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => PROMISE_PHRASES.test(sentence));
}

/**
 * What is wrong with the promises of a text: each sentence that promises a feature whose page
 * does not exist (`served` is the page registry's patterns), or that promises and names nothing
 * allowed. Empty when every promise is kept.
 */
export function brokenPromises(text: string, served: ReadonlySet<string>): string[] {
  const broken: string[] = [];
  for (const sentence of promiseSentences(text)) {
    const named = FEATURES.filter((feature) => feature.name.test(sentence));
    if (named.length === 0) {
      if (!UNNAMED_PROMISES_ALLOWED.some((allowed) => allowed.sentence.test(sentence))) broken.push(`promises something it does not name: "${sentence}"`);
      continue;
    }
    for (const feature of named.filter((each) => !served.has(each.page))) broken.push(`promises ${feature.label}, which has no page (${feature.page}): "${sentence}"`);
  }
  return broken;
}

/** The readings hub's teasers of products coming soon: the store lists them on purpose, with no link. */
export function comingSoonTeasers(html: string): { code: string; html: string }[] {
  return [...html.matchAll(/<article class="product-teaser product-teaser-soon" aria-labelledby="teaser-([a-z0-9-]+)">[\s\S]*?<\/article>/g)].map((match) => ({ code: match[1]!, html: match[0] }));
}

/** Every address a message points at: the HTML's hrefs and the bare URLs of its text. */
export function linksOf(html: string, text: string): string[] {
  const hrefs = [...html.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const bare = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0].replace(/[.,;:]+$/, ''));
  return [...new Set([...hrefs, ...bare])];
}
