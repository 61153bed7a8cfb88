import { Router, type Request, type RequestHandler } from 'express';
import type { z } from 'zod';
import type { Contract } from '../../shared/api/contract';
import { parseClean } from '../../shared/api/text';
import { AppError, isShownToPeople, toAppError, zodFields } from '../errors';

/*
 * How both tiers serve a contract: the site's /api routes and the platform's services. Plain HTTP
 * machinery (like error-handler.ts and listen.ts), with nothing of the web tier in it: the
 * platform may import it; the web tier's form actions are mounted by contract-route.ts.
 */

type Parsed<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface ContractRequest<C extends Contract> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  req: Request;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return undefined;
  const result = parseClean(schema, value ?? {});
  if (!result.success) {
    const message = part === 'body' ? 'Some fields are missing or not valid.' : `The request ${part} are not valid.`;
    throw new AppError('validation_failed', message, zodFields(result.issues));
  }
  return result.data;
}

export type ContractHandler<C extends Contract> = (input: ContractRequest<C>) => Promise<z.input<C['response']>> | z.input<C['response']>;

/** What each router serves with no middleware of its own: a caller in the same process may run these handlers directly. */
const servedDirectly = new WeakMap<Router, Map<Contract, ContractHandler<Contract>>>();

/**
 * Registers one contract on a router: parses path parameters, query and JSON body with the
 * contract's schemas (a mismatch is a 400 with per-field messages), runs the handler and sends
 * its result as JSON. Express 5 forwards rejected promises to the error handler.
 *
 * A contract mounted without middleware is also noted for `answerInProcess`, which runs its
 * handler with no HTTP request: such a handler must not read `req`.
 */
export function mountContract<C extends Contract>(router: Router, contract: C, handler: ContractHandler<C>, ...middleware: RequestHandler[]): void {
  if (middleware.length === 0) {
    const served = servedDirectly.get(router) ?? new Map<Contract, ContractHandler<Contract>>();
    served.set(contract, handler as ContractHandler<Contract>);
    servedDirectly.set(router, served);
  }
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](contract.path, ...middleware, async (req, res) => {
    if (contract.body && req.body === undefined && Number(req.headers['content-length'] ?? 0) > 0) {
      throw new AppError('unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json).');
    }
    const input = {
      params: parsePart(contract.params, req.params, 'parameters'),
      query: parsePart(contract.query, req.query, 'query parameters'),
      body: parsePart(contract.body, req.body, 'body'),
      req,
    } as ContractRequest<C>;
    const result = await handler(input);
    res.json(result);
  });
}

/** One router serving what each of `routers` serves, in order; their contracts are answered in process as theirs are. */
export function joinRouters(...routers: Router[]): Router {
  const joined = Router();
  joined.use(...routers);
  servedDirectly.set(joined, new Map(routers.flatMap((router) => [...contractsServedBy(router)])));
  return joined;
}

/** The contracts `router` serves with no middleware of their own, and their handlers. */
export function contractsServedBy(router: Router): ReadonlyMap<Contract, ContractHandler<Contract>> {
  return servedDirectly.get(router) ?? new Map();
}

/** A contract's input as it arrives over HTTP: path parameters and query values as text, the body as parsed JSON. */
export interface RawContractInput {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body: unknown;
}

/** A contract's answer as its HTTP response carries it: the status and the JSON body. */
export interface ContractReply {
  status: number;
  body: unknown;
}

/** Stands in for the request a handler answered in process does not have (see mountContract). */
const NO_REQUEST = new Proxy({} as Request, {
  get(_target, property) {
    throw new Error(`A contract answered in process read req.${String(property)}: it has no HTTP request.`);
  },
});

/**
 * Answers a contract as mounting it would over HTTP, without the HTTP: the same parsing of the
 * raw input, the same handler, and its result or error as the status and JSON body the response
 * would carry (errors as jsonErrorHandler writes them; `onFailure` hears the ones it logs).
 */
export async function answerInProcess<C extends Contract>(
  contract: C,
  handler: ContractHandler<C>,
  raw: RawContractInput,
  onFailure: (error: unknown) => void,
): Promise<ContractReply> {
  try {
    const input = {
      params: parsePart(contract.params, raw.params, 'parameters'),
      query: parsePart(contract.query, raw.query, 'query parameters'),
      body: parsePart(contract.body, raw.body, 'body'),
      req: NO_REQUEST,
    } as ContractRequest<C>;
    const result: unknown = await handler(input);
    const json = JSON.stringify(result);
    return { status: 200, body: json === undefined ? {} : (JSON.parse(json) as unknown) };
  } catch (error) {
    const appError = toAppError(error);
    if (!isShownToPeople(appError)) onFailure(error);
    return { status: appError.status, body: appError.toBody() };
  }
}
