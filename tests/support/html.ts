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

export function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const pattern = new RegExp(`<meta ${attribute}="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}
