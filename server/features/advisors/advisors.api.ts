import { Router } from 'express';
import { ADVISOR_OFFER, ADVISOR_PICTURE_KEY } from '../../../shared/advisors/advisors';
import { GetAdvisorsContract } from '../../../shared/advisors/advisors.contract';
import { AppError } from '../../errors';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';
import { advisorHttpError } from './advisor-errors';
import { advisorServiceFor } from './advisor-service';

/** Listings are the same for everyone and kept a minute on the server; browsers and proxies may keep them as long. */
const LISTINGS_CACHE = 'public, max-age=60';

/**
 * `GET /api/keen?size=&tid=` (spec 2 §7): the advisor listings with the marketplace's offer, and
 * `GET /api/keen/pictures/{key}`: the site's copy of a picture those listings named.
 */
export default function advisorsApi(services: SiteServices): Router {
  const router = Router();

  mountContract(router, GetAdvisorsContract, async ({ query, req }) => {
    const service = advisorServiceFor(services);
    // No provider configured: nothing to list, which is an answer, not an error.
    if (!service) {
      req.res?.set('Cache-Control', LISTINGS_CACHE);
      return { data: [], offer: { ...ADVISOR_OFFER } };
    }
    try {
      const listings = await service.listings(query);
      req.res?.set('Cache-Control', LISTINGS_CACHE);
      return listings;
    } catch (error) {
      throw advisorHttpError(error);
    }
  });

  router.get('/keen/pictures/:key', async (req, res) => {
    const key = req.params.key;
    const service = advisorServiceFor(services);
    const missing = () => new AppError('not_found', 'There is no such advisor picture.');
    if (!service || !ADVISOR_PICTURE_KEY.test(key)) throw missing();
    let picture;
    try {
      picture = await service.picture(key);
    } catch (error) {
      throw advisorHttpError(error);
    }
    if (!picture) throw missing();
    res.set('Cache-Control', 'public, max-age=86400');
    res.type(picture.contentType).send(picture.bytes);
  });

  return router;
}
