import type { RequestHandler, Router } from 'express';
import type { z } from 'zod';
import type { Contract } from '../../shared/api/contract';
import type { Action } from './action';
import { mountContract, type ContractRequest } from './mount-contract';
import { requestContext, type SiteServices } from './request-context';

/**
 * Serves a form's action as JSON for its island: the contract's body is the form's schema, so
 * the route answers the contract's 400 with messages per field, then runs the same action the
 * plain form post runs. `input` builds the action's input when it needs path parameters too.
 */
export function mountAction<C extends Contract, S extends z.ZodType>(
  router: Router,
  contract: C,
  action: Action<S, z.input<C['response']>>,
  services: SiteServices,
  input?: (request: ContractRequest<C>) => z.output<S>,
  ...middleware: RequestHandler[]
): void {
  if (!input && contract.body && contract.body !== action.schema) {
    throw new Error(`${contract.name}: the contract's body must be the action's form schema`);
  }
  const toInput = input ?? ((request: ContractRequest<C>) => (request.body ?? {}) as z.output<S>);
  mountContract(router, contract, (request) => action.run(toInput(request), requestContext(services, request.req, request.req.res!)), ...middleware);
}
