/**
 * Structured data for search engines, as a `<script type="application/ld+json">` in the head (a
 * page's `head()` returns it as `jsonLd`; views/layouts/document.tsx writes it).
 * It is a data block, not a script: the browser never runs it, so the Content-Security-Policy's
 * script rules do not apply and a page that has it still ships no JavaScript. The JSON is escaped
 * so nothing in it can close the element or start markup: `<`, `>` and `&` become \u escapes, and
 * so do U+2028 and U+2029.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
