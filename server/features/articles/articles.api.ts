import { Router } from 'express';
import { GetArticlesContract } from '../../../shared/articles/articles.contract';
import { AppError } from '../../errors';
import { mountContract } from '../../http/mount-contract';
import { articleListPage } from './articles';

/** `GET /api/content/articles/get` (spec 1 §6): a page of the articles list; a page past the last is a 404. */
export default function articlesApi(): Router {
  const router = Router();
  mountContract(router, GetArticlesContract, ({ query, req }) => {
    const page = articleListPage(query);
    if (!page) throw new AppError('not_found', `There is no page ${query.page} of these articles.`);
    // The same for everyone, and changes only with a release.
    req.res?.set('Cache-Control', 'public, max-age=3600');
    return page;
  });
  return router;
}
