/** Small readers for rendered HTML, enough for assertions without a DOM. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
}

export function modulePreloads(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
}

export function countScriptTags(html: string): number {
  return (html.match(/<script\b/g) ?? []).length;
}

/**
 * A static page (no dialogs, no forms that need JavaScript): it fetches no script with the page,
 * its only island is the header's search box, which waits for the visitor, and its only scripts
 * are JSON-LD blocks and the few inline lines that fetch the boot module when the visitor reaches
 * the box.
 */
export function isStaticPage(html: string): boolean {
  const islands = [...html.matchAll(/data-island="([^"]+)"[^>]*data-hydrate="([^"]+)"/g)].map((match) => `${match[1]}:${match[2]}`);
  const dataBlocks = (html.match(/<script type="application\/ld\+json">/g) ?? []).length;
  const onDemand = (html.match(/<script type="module">const events = /g) ?? []).length;
  // Every page counts its view (views/layouts/document.tsx PAGE_VIEW_SCRIPT).
  const pageView = 1;
  return scriptSources(html).length === 0 && modulePreloads(html).length === 0 && islands.join(' ') === 'search-box:interaction' && countScriptTags(html) === dataBlocks + onDemand + pageView && onDemand === 1;
}

export function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}
