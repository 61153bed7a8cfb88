import type { RouteParamName, RouteParams, RoutePattern } from './routes';

/**
 * `href()`, the one builder of internal URLs, apart from the route table (shared/routes.ts) so
 * that browser code can carry this small module without the table: there the pattern is written
 * as its literal, `href('/tarot/cards/:rank', { rank })`, which the types check against the table
 * as they check `href(ROUTES.tarotCard, { rank })`. The home page's JavaScript budget
 * (tests/integration/pages.test.ts) depends on it.
 */

/** A query appended to a link: values are encoded, undefined ones left out, arrays repeat the key. */
export type HrefQuery = Readonly<Record<string, string | number | boolean | undefined | readonly (string | number)[]>>;

/**
 * What `href` takes after the pattern: a pattern with parameters needs all of them (a union of
 * patterns needs the parameters of every member); one without takes none (`{}` or nothing). A
 * query may follow.
 */
export type HrefArgs<P extends string> = [RouteParamName<P>] extends [never] ? [params?: Record<string, never>, query?: HrefQuery] : [params: RouteParams<P>, query?: HrefQuery];

function queryString(query: HrefQuery | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Each pattern with parameters, split once: its text and the names between, `[text, name, text, …, text]`. */
const compiled = new Map<string, readonly string[]>();

function compile(pattern: string): readonly string[] {
  const pieces: string[] = [];
  let text = '';
  pattern.split('/').forEach((segment, index) => {
    if (index > 0) text += '/';
    if (!segment.startsWith(':')) return void (text += segment);
    pieces.push(text, segment.slice(1));
    text = '';
  });
  pieces.push(text);
  compiled.set(pattern, pieces);
  return pieces;
}

/** The pattern with each `:name` segment filled by `fill(name)`. Pages build dozens of links each, so the split is kept. */
function fillPattern(pattern: string, fill: (name: string) => string): string {
  if (!pattern.includes(':')) return pattern;
  const pieces = compiled.get(pattern) ?? compile(pattern);
  let filled = pieces[0]!;
  for (let index = 1; index < pieces.length; index += 2) filled += fill(pieces[index]!) + pieces[index + 1]!;
  return filled;
}

/**
 * An internal URL (after React Router's `href()`): the pattern with each `:name` segment replaced
 * by its parameter, URL-encoded, then the query if any. `href(ROUTES.tarotCard, { rank: 'the-fool' })`
 * is `/tarot/cards/the-fool`; leaving a parameter out, or naming one the pattern does not have,
 * is a type error.
 */
export function href<P extends RoutePattern>(pattern: P, ...args: HrefArgs<P>): string;
export function href(pattern: string, params?: Readonly<Record<string, string | number>>, query?: HrefQuery): string {
  const path = fillPattern(pattern, (name) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`href: the parameter "${name}" of ${pattern} is missing`);
    return encodeURIComponent(String(value));
  });
  return `${path}${queryString(query)}`;
}

/**
 * A link for the browser to finish (the date picker's `hrefTemplate`): the parameters given are
 * filled in as `href` fills them, and each one left out is written `{name}` (or `{placeholder}`,
 * renamed by `placeholders`) for the browser to replace. `hrefTemplate(ROUTES.dailyTarotCard.dated, {})`
 * is `/daily-tarot-card/{date}`.
 */
export function hrefTemplate<P extends RoutePattern>(pattern: P, params: Partial<RouteParams<P>>, placeholders: Partial<Record<RouteParamName<P>, string>> = {}): string {
  const given = params as Partial<Record<string, string | number>>;
  const renamed = placeholders as Partial<Record<string, string>>;
  return fillPattern(pattern, (name) => {
    const value = given[name];
    return value === undefined ? `{${renamed[name] ?? name}}` : encodeURIComponent(String(value));
  });
}
