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

export function defineContract<
  TParams extends z.ZodType,
  TQuery extends z.ZodType,
  TBody extends z.ZodType,
  TResponse extends z.ZodType,
>(contract: Contract<TParams, TQuery, TBody, TResponse>): Contract<TParams, TQuery, TBody, TResponse> {
  return contract;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferIn<T> = T extends z.ZodType ? z.input<T> : never;

export type ContractResponse<C> = C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer R> ? Infer<R> : never;

/** What a caller passes: only the parts the contract declares. */
export type ContractInput<C> =
  C extends Contract<infer P, infer Q, infer B, z.ZodType>
    ? (C extends { params: z.ZodType } ? { params: InferIn<P> } : { params?: undefined }) &
        (C extends { query: z.ZodType } ? { query?: InferIn<Q> } : { query?: undefined }) &
        (C extends { body: z.ZodType } ? { body: InferIn<B> } : { body?: undefined })
    : never;

/** Fills `:name` segments of a contract path, encoding each value. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
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
