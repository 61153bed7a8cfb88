import express, { Router } from 'express';
import type { Logger } from 'pino';
import { GetEmailListsContract } from '../../../shared/api/mail.contract';
import { UserStatusContract } from '../../../shared/api/user.contract';
import { mountContract } from '../../http/contract-route';
import { jsonErrorHandler, jsonNotFound } from '../../http/error-handler';
import type { MailUpstream } from '../../upstream/mail.upstream';

export interface ApiDeps {
  mail: MailUpstream;
  logger: Logger;
}

declare module 'express-session' {
  interface SessionData {
    memberUuid?: string;
  }
}

/**
 * The browser-facing API. Each `{host}` call of the spec is served at the same path under
 * /api and answered through the upstream clients; the browser never talks to the platform.
 */
export function apiRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));

  mountContract(router, UserStatusContract, ({ req }) => ({ logged_in: Boolean(req.session.memberUuid) }));
  mountContract(router, GetEmailListsContract, async () => ({ lists: await deps.mail.getEmailLists() }));

  router.use(jsonNotFound());
  router.use(jsonErrorHandler(deps.logger));
  return router;
}
