import path from 'node:path';
import { Router } from 'express';
import { ROUTES } from '../../../shared/routes';
import { articleArt } from '../../content/articles';
import { createPngDiskCache, IMMUTABLE_CACHE_CONTROL } from '../../images/png-disk-cache';
import type { SvgRasteriser } from '../../images/svg-rasteriser';
import { articleSharePng } from './article-share-image';

export interface ArticleArtOptions {
  /** Where rendered PNGs are kept (IMAGE_CACHE_DIR); the router writes under `articles/`. */
  cacheDir: string;
  /** The site's worker pool (server/images/svg-rasteriser.ts), its owner's to close. */
  rasteriser: Pick<SvgRasteriser, 'rasterise'>;
}

/** `{slug}.svg`, or `{slug}.{version}.png`. */
const FILE = /^([a-z0-9-]+)(?:\.svg|\.([0-9a-f]{16})\.png)$/;

/**
 * An article's pictures as files, under `/articles/art/`:
 * - `{slug}.svg`, its drawing, for the list, the menus' featured slots and the article page. The
 *   drawings are checked when the content loads and change only with a release: a day in every
 *   cache, revalidated by ETag.
 * - `{slug}.{version}.png`, its 1200 x 630 share picture (article-share-image.ts), the page's
 *   `og:image`: rendered once in a worker, kept in the image cache directory, and immutable, since
 *   new art is a new version. Renders are not counted per visitor: there is one picture an
 *   article, so all visitors together cause at most 24 renders per version of the art.
 * Anything else (an unknown slug, another version, a plain `{slug}.png`) falls through to the 404 page.
 */
export function articleArtRouter({ cacheDir, rasteriser }: ArticleArtOptions): Router {
  const pngs = createPngDiskCache({ cacheDir, rasteriser });
  const router = Router();
  router.get(ROUTES.articleArt, async (req, res, next) => {
    const match = FILE.exec(String(req.params.file));
    if (!match) return next();
    const [, slug, version] = match;
    if (version === undefined) {
      const svg = articleArt(slug!);
      if (!svg) return next();
      res.set('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
      return;
    }
    const share = articleSharePng(slug!);
    if (!share || path.basename(share.name) !== `${slug}.${version}.png`) return next();
    await pngs.ensure(share.name, () => share.svg);
    pngs.send(res, next, share.name, IMMUTABLE_CACHE_CONTROL);
  });
  return router;
}
