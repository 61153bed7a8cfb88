import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of an API: method, path (with `:name` parameters) and the zod schemas of what goes
 * in and what comes out. The same object types the browser client, the site's /api route, the
 * upstream client and the platform route, so the two sides cannot drift apart.
 */
export interface Contract<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TResponse extends z.ZodType = z.ZodType,
> {
  name: string;
  method: HttpMethod;
  path: string;
  params?: TParams;
  query?: TQuery;
  body?: TBody;
  response: TResponse;
}

/** Declares a contract, keeping the exact shape (which of params, query and body it has). */
export function defineContract<C extends Contract>(contract: C): C {
  return contract;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferIn<T> = T extends z.ZodType ? z.input<T> : never;

export type ContractResponse<C> = C extends { response: infer R } ? Infer<R> : never;

/** What a caller passes: only the parts the contract declares. */
export type ContractInput<C> =
  (C extends { params: infer P } ? { params: InferIn<P> } : { params?: undefined }) &
  (C extends { query: infer Q } ? { query?: InferIn<Q> } : { query?: undefined }) &
  (C extends { body: infer B } ? { body: InferIn<B> } : { body?: undefined });

/**
 * A path parameter that cannot be placed in an address: a dot segment ('.' or '..', which a URL
 * resolves to another path) or text that is not well-formed Unicode. Callers turn it into a 400;
 * its message names the parameter, never the path it was meant for.
 */
export class PathParameterError extends Error {
  constructor(readonly parameter: string) {
    super(`The path parameter "${parameter}" cannot be used in an address.`);
    this.name = 'PathParameterError';
  }
}

/** An unpaired UTF-16 surrogate: text that is not well-formed Unicode. */
// No lookbehind, so older Safari can parse the browser bundle that includes this module.
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Fills `:name` segments of a contract path, encoding each value; refuses dot segments and broken text. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    const text = String(value);
    if (text === '.' || text === '..' || LONE_SURROGATE.test(text)) throw new PathParameterError(name);
    return encodeURIComponent(text);
  });
}

/** Serialises a flat query object; arrays repeat the key as `key[]`, undefined values are left out. */
export function buildQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
