import { Router } from 'express';
import { ROUTES } from '../../../shared/routes';
import { articleArt } from '../../content/articles';

/**
 * `GET /articles/art/{slug}.svg`: an article's drawing as a file, for the list, the menus' featured
 * slots and Open Graph. The drawings are checked when the content loads and change only with a
 * release: a day in every cache, revalidated by ETag. Anything else falls through to the 404 page.
 */
export function articleArtRouter(): Router {
  const router = Router();
  router.get(ROUTES.articleArt, (req, res, next) => {
    const match = /^([a-z0-9-]+)\.svg$/.exec(String(req.params.file));
    const svg = match ? articleArt(match[1]!) : undefined;
    if (!svg) return next();
    res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
  return router;
}
