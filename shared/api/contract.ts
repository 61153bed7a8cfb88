import type { z } from 'zod';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * One call of an API: method, path (with `:name` parameters) and the zod schemas of what goes
 * in and what comes out. The same object types the browser client, the site's /api route, the
 * platform client and the platform route, so the two sides cannot drift apart.
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

/** A contract's schemas: what goes in (path parameters, query, JSON body) and what comes out. */
interface ContractParts {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Where a contract is called, written like the first line of an HTTP request: `'GET /commerce/price/:upc'`. */
type ContractRoute<M extends HttpMethod> = `${M} /${string}`;

/** Refuses a part a contract does not have (a misspelt `respons` or `parms`). */
type OnlyParts<P, Allowed> = P & { [K in Exclude<keyof P, keyof Allowed>]: never };
/** An intersection as one object type, so that editors and declaration files show a contract as the plain object it is. */
type Flat<T> = { [K in keyof T]: T[K] } & {};

const ROUTE = new RegExp(`^(${HTTP_METHODS.join('|')}) (/\\S*)$`);

/**
 * Declares a contract from its name, its route and its schemas, one line each where it fits:
 *
 *     export const GetPriceContract = defineContract('commerce.price', 'GET /commerce/price/:upc', { params: upcParams, response: priceReply });
 *
 * The result is the plain `{ name, method, path, params?, query?, body?, response }` object every
 * consumer reads, with its exact shape (which of params, query and body it has, the method as a
 * literal type). A schema that is long, or used by more than one contract, is a named constant
 * above the declarations.
 *
 * Given a contract instead of a route, it declares that contract again under another name with
 * only the given parts replaced or added (the platform's call of a path the browser also calls):
 *
 *     export const UpdateMemberContract = defineContract('platform.member.update', account.UpdateMyMemberContract, { response: memberReply });
 */
export function defineContract<M extends HttpMethod, P extends ContractParts>(
  name: string,
  route: ContractRoute<M>,
  parts: OnlyParts<P, ContractParts>,
): Flat<{ name: string; method: M; path: string } & P>;
export function defineContract<B extends Contract, P extends Partial<ContractParts>>(
  name: string,
  base: B,
  parts: OnlyParts<P, ContractParts>,
): Flat<Omit<B, 'name' | keyof P> & { name: string } & P>;
export function defineContract(name: string, route: string | Contract, parts: Partial<ContractParts>): Contract {
  if (typeof route !== 'string') return { ...route, name, ...parts };
  const [, method, path] = ROUTE.exec(route) ?? [];
  if (!method || !path) throw new Error(`The route of contract ${name} is not "METHOD /path": ${route}`);
  return { name, method: method as HttpMethod, path, ...parts } as Contract;
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
