import express, { Router, type RequestHandler } from 'express';
import type { Contract, ContractInput, ContractResponse } from '../../../shared/api/contract';
import { LOCATION_CONTRACTS } from '../../../shared/api/location.contract';
import type { Logger } from 'pino';
import { GetEmailListsContract } from '../../../shared/api/mail.contract';
import { CreateTicketContract, OpenTicketContract } from '../../../shared/api/support.contract';
import { LruCache } from '../../cache/lru-cache';
import { mountContract } from '../../http/contract-route';
import { jsonErrorHandler, jsonNotFound } from '../../http/error-handler';
import { checkRateLimits, LIMITS, type RateLimitStore } from '../../http/rate-limit';
import { requireSameOrigin } from '../../http/same-origin';
import type { MailUpstream } from '../../upstream/mail.upstream';
import type { MemberUpstream } from '../../upstream/member.upstream';
import { createSmsUpstream } from '../../upstream/sms.upstream';
import '../../session/session-data';
import { accountApi } from './account-api';
import { userApi } from './user-api';
import type { PlatformClient } from '../../upstream/platform-client';

export interface ApiDeps {
  mail: MailUpstream;
  member: MemberUpstream;
  platform: PlatformClient;
  rateLimits: RateLimitStore;
  siteUrl: string;
  logger: Logger;
}

/** Reference data (places, time zones) changes only with a release: let browsers keep it a day. */
const cacheForADay: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=86400');
  next();
};

/**
 * A public `{host}` call passed through as it is: validated here, answered by the platform.
 * With `remember`, the latest answers are kept in memory (reference data that only changes with
 * a release), so popular lookups such as autocomplete prefixes skip the platform hop.
 */
function proxyContract<C extends Contract>(router: Router, contract: C, platform: PlatformClient, remember: number, ...middleware: RequestHandler[]) {
  const answers = new LruCache<ContractResponse<C>>(Math.max(remember, 1));
  mountContract(
    router,
    contract,
    async ({ params, query }) => {
      const key = JSON.stringify([params, query]);
      const known = remember > 0 ? answers.get(key) : undefined;
      if (known !== undefined) return known as never;
      const answer = await platform.call(contract, { params, query } as unknown as ContractInput<C>);
      if (remember > 0) answers.set(key, answer);
      return answer as never;
    },
    ...middleware,
  );
}

/**
 * The browser-facing API. Each `{host}` call of the spec is served at the same path under
 * /api and answered through the upstream clients; the browser never talks to the platform.
 */
export function apiRouter(deps: ApiDeps): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));

  router.use(requireSameOrigin(deps.siteUrl));
  router.use(userApi({ member: deps.member, mail: deps.mail, rateLimits: deps.rateLimits, logger: deps.logger }));
  router.use(accountApi({ member: deps.member, mail: deps.mail, sms: createSmsUpstream(deps.platform), rateLimits: deps.rateLimits, siteUrl: deps.siteUrl, logger: deps.logger }));
  mountContract(router, GetEmailListsContract, async () => ({ lists: await deps.mail.getEmailLists() }));
  // Contact Us: anyone may write; a member's ticket carries their id.
  mountContract(router, CreateTicketContract, async ({ body, req }) => {
    await checkRateLimits(deps.rateLimits, [{ limit: LIMITS.ticketPerIp, id: req.ip ?? '' }]);
    const memberUuid = req.session?.memberUuid;
    return deps.platform.call(OpenTicketContract, { body: { ...body, ...(memberUuid ? { member_uuid: memberUuid } : {}) } });
  });
  for (const contract of LOCATION_CONTRACTS) proxyContract(router, contract, deps.platform, 2000, cacheForADay);

  router.use(jsonNotFound());
  router.use(jsonErrorHandler(deps.logger));
  return router;
}
