import { Router, type Request } from 'express';
import { GetDescriptionContract, GetKcPackagesContract, GetPriceContract, GetTeeupContract } from '../../../shared/store/store.contract';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';

/** The catalogue is the same for everyone and changes only with a release: browsers and caches may keep an answer five minutes (never an error). */
function publicForFiveMinutes(req: Request): void {
  req.res?.set('Cache-Control', 'public, max-age=300');
}

/**
 * The browser's catalogue reads (issue #13; spec 1 §7): a product's price, description and teeup,
 * and the Karma Coin packages, each the same contract the product service answers, passed on. An
 * unknown code is a 404 ('That product does not exist.'); a malformed one a 400.
 */
export default function catalogueApi(services: SiteServices): Router {
  const router = Router();
  const { platform } = services;
  mountContract(router, GetPriceContract, async ({ params, req }) => {
    const answer = await platform.call(GetPriceContract, { params });
    publicForFiveMinutes(req);
    return answer;
  });
  mountContract(router, GetDescriptionContract, async ({ params, req }) => {
    const answer = await platform.call(GetDescriptionContract, { params });
    publicForFiveMinutes(req);
    return answer;
  });
  mountContract(router, GetTeeupContract, async ({ params, req }) => {
    const answer = await platform.call(GetTeeupContract, { params });
    publicForFiveMinutes(req);
    return answer;
  });
  mountContract(router, GetKcPackagesContract, async ({ req }) => {
    const answer = await platform.call(GetKcPackagesContract);
    publicForFiveMinutes(req);
    return answer;
  });
  return router;
}
