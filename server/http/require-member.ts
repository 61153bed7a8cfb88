import type { RequestHandler, Router } from 'express';
import type { Contract } from '../../shared/api/contract';
import { AppError } from '../errors';
import type { RequestContext } from './request-context';
import '../session/session-data';

/** What a visitor is told when a call needs a member; each caller may say why in its own words. */
export const LOGIN_TO_CONTINUE = 'Please log in to continue.';

const refusal = (message: string) => new AppError('unauthorized', message);

/**
 * The one member guard of actions and API calls: the member the call works for, or a 401 with
 * the caller's message for a visitor. (Pages send visitors elsewhere before this: the page
 * router for `member: true` pages, `memberOrHome` for checkout.)
 */
export function requireMember(context: Pick<RequestContext, 'memberUuid'>, message: string = LOGIN_TO_CONTINUE): string {
  if (!context.memberUuid) throw refusal(message);
  return context.memberUuid;
}

/** The same guard in front of a group of routes. */
export const membersOnly =
  (message: string = LOGIN_TO_CONTINUE): RequestHandler =>
  (req, _res, next) => {
    next(req.session?.memberUuid ? undefined : refusal(message));
  };

/**
 * The same guard in front of exactly these contracts' routes (method and path). A guard on a
 * path prefix would also refuse the calls of other features' routers mounted after this one
 * (`/member/signup` is for visitors), so a router guards only what it serves.
 */
export function membersOnlyAt(router: Router, contracts: readonly Contract[], message?: string): void {
  for (const contract of contracts) {
    const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](contract.path, membersOnly(message));
  }
}
