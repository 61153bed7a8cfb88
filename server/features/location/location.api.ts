import { Router, type RequestHandler } from 'express';
import type { Contract, ContractInput, ContractResponse } from '../../../shared/api/contract';
import { LOCATION_CONTRACTS } from '../../../shared/location/location.contract';
import { LruCache } from '../../cache/lru-cache';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';

/** Reference data (places, time zones) changes only with a release: let browsers keep it a day. */
const cacheForADay: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'public, max-age=86400');
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
      const answer = await services.platform.call(contract, { params, query } as unknown as ContractInput<C>);
      answers.set(key, answer);
      return answer as never;
    },
    cacheForADay,
  );
}

/** The location lookups of spec 1 §7 (countries, states, cities, autocomplete, time zones). */
export default function locationApi(services: SiteServices): Router {
  const router = Router();
  for (const contract of LOCATION_CONTRACTS) proxyLocation(router, contract, services, 2000);
  return router;
}
