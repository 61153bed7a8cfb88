import fetch from 'node-fetch';
import { buildPath, buildQuery, PathParameterError, type Contract, type ContractInput, type ContractResponse } from '../../shared/api/contract';
import { ApiErrorBodySchema, ERROR_CODES } from '../../shared/api/errors';
import { TEXT_MESSAGES } from '../../shared/forms/messages';
import { AppError } from '../errors';

export interface PlatformClientOptions {
  baseUrl: string;
  partnerId: string;
  partnerKey: string;
  /** Milliseconds before a platform call is abandoned. */
  timeoutMs?: number;
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
 * service serves. It fills the contract's path, sends the partner credentials, validates the
 * reply with the contract's schema and maps failures to AppErrors (platform 4xx and the
 * processor's 504 pass through with their code; anything else is a 502). Pages, actions and API
 * routes get it as `platform` in their services and call the contracts directly.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  return {
    async call(contract, input) {
      const request = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
      let url: string;
      try {
        url = `${base}${buildPath(contract.path, request.params)}${buildQuery(request.query)}`;
      } catch (error) {
        // A dot segment would reach another platform path: refuse it, naming only the parameter.
        if (error instanceof PathParameterError) throw new AppError('bad_request', TEXT_MESSAGES.pathSegment, { [error.parameter]: [TEXT_MESSAGES.pathSegment] });
        throw error;
      }
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
      return parsed.data as ContractResponse<typeof contract>;
    },
  };
}

/** How a failed call names the service: `platform.` and the contract's name, also for a contract the browser shares. */
const platformName = (name: string) => (name.startsWith('platform.') ? name : `platform.${name}`);
