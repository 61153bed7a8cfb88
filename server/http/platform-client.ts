import http from 'node:http';
import fetch from 'node-fetch';
import { buildPath, buildQuery, PathParameterError, type Contract, type ContractInput, type ContractResponse } from '../../shared/api/contract';
import { ApiErrorBodySchema, ERROR_CODES } from '../../shared/api/errors';
import { TEXT_MESSAGES } from '../../shared/forms/messages';
import { AppError } from '../errors';
import type { ContractReply, RawContractInput } from './mount-contract';

export interface PlatformClientOptions {
  baseUrl: string;
  partnerId: string;
  partnerKey: string;
  /** Milliseconds before a platform call is abandoned. */
  timeoutMs?: number;
  /**
   * false: a new connection for every call. For a caller that may not run for seconds between two
   * calls (the daily emails' process, at the lowest priority on a busy machine): the platform
   * closes a kept-alive connection after 5 s idle, and such a caller could write its next call to
   * that connection before it noticed, failing the call with "socket hang up".
   */
  keepAlive?: boolean;
  /**
   * The platform in this process, when it runs here (`npm start`): calls go straight to its
   * contracts' handlers instead of over loopback HTTP. The same text goes in (the path's and the
   * query's values as strings, the body through JSON) and the same checks come out.
   */
  inProcess?: { answer(contract: Contract, input: RawContractInput): Promise<ContractReply> | undefined } | undefined;
}

/** A platform reply that was not OK; routes usually pass it on to the browser as it is. */
export class UpstreamError extends AppError {
  constructor(
    readonly upstreamStatus: number,
    code: ConstructorParameters<typeof AppError>[0],
    message: string,
    fields?: Record<string, string[]>,
  ) {
    super(code, message, fields);
    this.name = 'UpstreamError';
  }
}

export type PlatformClient = {
  call<C extends Contract>(contract: C, input?: ContractInput<C>): Promise<ContractResponse<C>>;
};

/**
 * The web tier's one way to the platform: `call(contract, input)` with any contract a platform
 * service serves. It fills the contract's path, sends the partner credentials (or, with the
 * platform in this process, hands the same input to its handler), validates the reply with the
 * contract's schema and maps failures to AppErrors (platform 4xx and the processor's 504 pass
 * through with their code; anything else is a 502). Pages, actions and API routes get it as
 * `platform` in their services and call the contracts directly.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;
  // Undefined: Node's global agent, which keeps connections alive.
  const agent = options.keepAlive === false ? new http.Agent({ keepAlive: false }) : undefined;

  return {
    async call(contract, input) {
      const request = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
      let path: string;
      try {
        path = buildPath(contract.path, request.params);
      } catch (error) {
        // A dot segment would reach another platform path: refuse it, naming only the parameter.
        if (error instanceof PathParameterError) throw new AppError('bad_request', TEXT_MESSAGES.pathSegment, { [error.parameter]: [TEXT_MESSAGES.pathSegment] });
        throw error;
      }
      const local = options.inProcess && answerHere(options.inProcess, contract, request);
      if (local) return readReply(contract, await withTimeout(local, timeoutMs, contract));
      const url = `${base}${path}${buildQuery(request.query)}`;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      let status: number;
      let text: string;
      try {
        const response = await fetch(url, {
          method: contract.method,
          headers: {
            Accept: 'application/json',
            'X-Partner-Id': options.partnerId,
            'X-Partner-Key': options.partnerKey,
            ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: controller.signal,
          agent,
        });
        status = response.status;
        text = await response.text();
      } catch {
        throw new UpstreamError(0, 'bad_gateway', `The ${contract.name} service could not be reached.`, undefined);
      } finally {
        clearTimeout(timer);
      }

      let body: unknown = {};
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          throw new UpstreamError(status, 'bad_gateway', `The ${contract.name} service sent a reply that is not JSON.`);
        }
      }

      return readReply(contract, { status, body });
    },
  };
}

/**
 * A reply, over HTTP or in process, as the caller gets it: the contract's response, or an
 * UpstreamError (a refusal and the processor's timeout pass through with their code; anything
 * else is a 502).
 */
function readReply<C extends Contract>(contract: C, { status, body }: ContractReply): ContractResponse<C> {
  if (status < 200 || status >= 300) {
    const parsed = ApiErrorBodySchema.safeParse(body);
    // A refusal (4xx) passes through with its code and words; so does the processor's timeout (504).
    if (parsed.success && ((status >= 400 && status < 500) || (status === 504 && parsed.data.error.code === 'gateway_timeout'))) {
      const { code, message, fields } = parsed.data.error;
      const known = code in ERROR_CODES ? (code as keyof typeof ERROR_CODES) : 'bad_request';
      throw new UpstreamError(status, known, message, fields);
    }
    throw new UpstreamError(status, 'bad_gateway', `The ${platformName(contract.name)} service failed (HTTP ${status}).`);
  }

  const parsed = contract.response.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(status, 'bad_gateway', `The ${contract.name} service sent a reply that does not match its contract.`);
  }
  return parsed.data as ContractResponse<C>;
}

/** How a failed call names the service: `platform.` and the contract's name, also for a contract the browser shares. */
const platformName = (name: string) => (name.startsWith('platform.') ? name : `platform.${name}`);

/** The largest JSON body the platform takes over HTTP (express.json's limit there); a larger one is sent over HTTP to be refused the same way. */
const BODY_LIMIT_BYTES = 100 * 1024;

/** The call answered by the platform in this process, given the text HTTP would carry; undefined when it must go over HTTP. */
function answerHere(
  platform: NonNullable<PlatformClientOptions['inProcess']>,
  contract: Contract,
  request: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown },
): Promise<ContractReply> | undefined {
  const json = request.body === undefined ? undefined : JSON.stringify(request.body);
  if (json !== undefined && Buffer.byteLength(json) > BODY_LIMIT_BYTES) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.params ?? {})) params[name] = String(value);
  // As buildQuery writes it and Express's query parser reads it back: arrays as lists, nothing for undefined, null or [].
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    query[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return platform.answer(contract, { params, query, body: json === undefined ? undefined : (JSON.parse(json) as unknown) });
}

/** A call in process gives up as a call over HTTP does. */
async function withTimeout(reply: Promise<ContractReply>, timeoutMs: number, contract: Contract): Promise<ContractReply> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new UpstreamError(0, 'bad_gateway', `The ${contract.name} service could not be reached.`)), timeoutMs);
  });
  try {
    return await Promise.race([reply, late]);
  } finally {
    clearTimeout(timer);
  }
}
