import express, { Router, type RequestHandler } from 'express';
import type { Contract, ContractInput, ContractResponse } from '../../../shared/api/contract';
import { LOCATION_CONTRACTS } from '../../../shared/api/location.contract';
import { GetEmailListsContract } from '../../../shared/api/mail.contract';
import { GetPromoMessageContract, GetPromoVoucherContract } from '../../../shared/api/rules.contract';
import { CreateTicketContract } from '../../../shared/api/support.contract';
import { contactAction } from '../../actions/contact.action';
import { contentApi } from './content-api';
import { dealAction, submitReadingAction } from '../../actions/reading.action';
import { DealContract, SubmitReadingContract } from '../../../shared/api/reading.contract';
import { horoscopeApi } from './horoscope-api';
import { LruCache } from '../../cache/lru-cache';
import { mountAction } from '../../http/contract-route';
import { mountContract } from '../../http/mount-contract';
import { jsonErrorHandler, jsonNotFound } from '../../http/error-handler';
import type { SiteServices } from '../../http/request-context';
import { requireSameOrigin } from '../../http/same-origin';
import '../../session/session-data';
import { accountApi } from './account-api';
import { catalogueApi } from './catalogue-api';
import { checkoutApi } from './checkout-api';
import { skyApi } from './sky-api';
import { userApi } from './user-api';

/** Reference data (places, time zones) changes only with a release: let browsers keep it a day. */
const cacheForADay: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=86400');
  next();
};

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/**
 * A public location lookup passed through as it is: validated here, answered by the platform.
 * The latest answers are kept in memory (reference data that only changes with a release), so
 * popular lookups such as autocomplete prefixes skip the platform hop.
 */
function proxyLocation<C extends Contract>(router: Router, contract: C, services: SiteServices, remember: number) {
  const answers = new LruCache<ContractResponse<C>>(remember);
  mountContract(
    router,
    contract,
    async ({ params, query }) => {
      const key = JSON.stringify([params, query]);
      const known = answers.get(key);
      if (known !== undefined) return known as never;
      const answer = await services.upstream.location.lookup(contract, { params, query } as unknown as ContractInput<C>);
      answers.set(key, answer);
      return answer as never;
    },
    cacheForADay,
  );
}

/**
 * The browser-facing API. Each `{host}` call of the spec is served at the same path under
 * /api and answered through the upstream clients; the browser never talks to the platform.
 */
export function apiRouter(services: SiteServices): Router {
  const router = Router();
  // Replies are personal (a member's data, who is logged in) unless a route says otherwise.
  router.use(noStore);
  router.use(express.json({ limit: '100kb' }));

  router.use(requireSameOrigin(services.config.SITE_URL));
  router.use(userApi(services));
  router.use(accountApi(services));
  router.use(checkoutApi(services));
  mountContract(router, GetEmailListsContract, async () => ({ lists: await services.upstream.mail.getEmailLists() }));
  // Contact Us: the same action as the plain post to /service.
  mountAction(router, CreateTicketContract, contactAction, services);
  // Promo messages are the same for everyone (tokens come from the query); vouchers are the member's.
  mountContract(router, GetPromoMessageContract, ({ query }) => services.upstream.rules.promoMessages(query));
  mountContract(router, GetPromoVoucherContract, ({ req }) => services.upstream.rules.promoVoucher(req.session?.memberUuid));
  // Tarot readings: the same actions as the reading pages' plain forms.
  mountAction(router, DealContract, dealAction, services, ({ params, query }) => ({ code: params.code, deck: query.deck }));
  mountAction(router, SubmitReadingContract, submitReadingAction, services, ({ params, body }) => ({ ...body, code: params.code }));
  for (const contract of LOCATION_CONTRACTS) proxyLocation(router, contract, services, 2000);
  // The public sky and horoscope APIs: the same for everyone, cacheable.
  router.use(skyApi(services));
  router.use(horoscopeApi());
  router.use(contentApi());
  router.use(catalogueApi(services));

  router.use(jsonNotFound());
  router.use(jsonErrorHandler(services.logger));
  return router;
}
