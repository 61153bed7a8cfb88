import { buildPath, buildQuery, type Contract, type ContractInput, type ContractResponse } from '../../shared/api/contract';
import { NETWORK_FAILURE_MESSAGE } from '../../shared/api/error-codes';

/**
 * What every failed API call rejects with. `status` 0 means the server was never reached.
 * `body` is the parsed reply ({} when empty); `code` and `fields` are read from the error body
 * the site always sends (`{"error":{"code","message","fields"}}`).
 */
export class ApiError extends Error {
  readonly code: string | undefined;
  /** Messages by field, keyed like the form schema ('birth_location.city'). */
  readonly fields: Record<string, string[]>;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
    const error = (body as { error?: { code?: unknown; fields?: unknown } } | null)?.error;
    this.code = typeof error?.code === 'string' ? error.code : undefined;
    this.fields = {};
    if (error?.fields && typeof error.fields === 'object') {
      for (const [field, messages] of Object.entries(error.fields as Record<string, unknown>)) {
        const list = (Array.isArray(messages) ? messages : [messages]).filter((each): each is string => typeof each === 'string');
        if (list.length > 0) this.fields[field] = list;
      }
    }
  }

  /** The first message of each field, as forms show them. */
  fieldMessages(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.fields).map(([field, messages]) => [field, messages[0]!]));
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text };
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const error = (body as { error?: unknown }).error;
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
      return (error as { message: string }).message;
    }
    if (typeof error === 'string') return error;
    if (typeof (body as { message?: unknown }).message === 'string') return (body as { message: string }).message;
  }
  return fallback;
}

/** Sends one JSON request to the site's own API. Resolves with the parsed body ({} when empty). Islands call `callApi`. */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, '', {}, NETWORK_FAILURE_MESSAGE);
  }
  let parsed: unknown;
  try {
    parsed = await readBody(response);
  } catch {
    throw new ApiError(0, response.statusText, {}, NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, parsed, messageOf(parsed, response.statusText || 'Request failed'));
  }
  return parsed as T;
}

/** Calls a shared contract through the site's `/api` prefix, typed by that contract. */
export function callApi<C extends Contract>(contract: C, input?: ContractInput<C>): Promise<ContractResponse<C>> {
  const request = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const url = `/api${buildPath(contract.path, request.params)}${buildQuery(request.query)}`;
  return apiRequest<ContractResponse<C>>(contract.method, url, request.body);
}

/**
 * `callApi` for the islands that hydrate with every page (account menu, password dialog): the
 * contract's module, and zod with it, is fetched only when the call is made, so it stays out of
 * every page's first load.
 */
export async function callLazily<C extends Contract>(contract: () => Promise<C>, input?: ContractInput<C>): Promise<ContractResponse<C>> {
  return callApi(await contract(), input);
}
