import { Router, type Request } from 'express';
import { AutocompleteContract, SearchContract } from '../../../shared/search/search.contract';
import { AppError } from '../../errors';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';

/** Results are the same for everyone and change only with a release: a minute in any cache (never an error). */
function publicForAMinute(req: Request): void {
  req.res?.set('Cache-Control', 'public, max-age=60');
}

/**
 * `GET /api/search` and `GET /api/search/autocomplete` (spec 1 §2, §4, §7, §9). A term over 200
 * characters, an unknown category or sort, or a page outside 1-1000 is a 400 naming the field; a
 * page past the last one of the results is a 404.
 */
export default function searchApi(services: SiteServices): Router {
  const router = Router();
  mountContract(router, SearchContract, async ({ query, req }) => {
    const answer = await services.search.search(query);
    if (!answer) throw new AppError('not_found', `There is no page ${query.page} of these results.`);
    publicForAMinute(req);
    return answer;
  });
  mountContract(router, AutocompleteContract, async ({ query, req }) => {
    const answer = await services.search.autocomplete(query.q);
    publicForAMinute(req);
    return answer;
  });
  return router;
}
