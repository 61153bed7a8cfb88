import type { Request, RequestHandler, Router } from 'express';
import type { z } from 'zod';
import type { Contract } from '../../shared/api/contract';
import { parseClean } from '../../shared/api/text';
import { AppError, zodFields } from '../errors';

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

/**
 * Registers one contract on a router: parses path parameters, query and JSON body with the
 * contract's schemas (a mismatch is a 400 with per-field messages), runs the handler and sends
 * its result as JSON. Express 5 forwards rejected promises to the error handler.
 */
export function mountContract<C extends Contract>(
  router: Router,
  contract: C,
  handler: (input: ContractRequest<C>) => Promise<z.input<C['response']>> | z.input<C['response']>,
  ...middleware: RequestHandler[]
): void {
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
