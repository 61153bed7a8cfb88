import path from 'node:path';
import { Router } from 'express';
import { DECKS, DEFAULT_DECK_ID, deckBySlug, isRetiredDeck } from '../../../../shared/tarot/decks';
import { cardByRank } from '../../../../shared/tarot/tarot';
import { href, ROUTES } from '../../../../shared/routes';
import { LruCache } from '../../../cache/lru-cache';
import { checkRateLimits, LIMITS, type RateLimitStore } from '../../../http/rate-limit';
import { createPngDiskCache, IMMUTABLE_CACHE_CONTROL, versionedPngName } from '../../../images/png-disk-cache';
import { createSvgRasteriser, type SvgRasteriser } from '../../../images/svg-rasteriser';
import { tarotBackSvg, tarotCardSvg } from '../tarot-card-svg';

/**
 * Card images as files (issue #12): `GET /tarot/images/{deckSlug}/{rank}.png` and `.svg`, for
 * Open Graph tags, sharing and anything that cannot inline the SVG. The PNG is the card's SVG
 * (views/ui/art/tarot/card-art.tsx) rasterised by resvg at twice the card's grid (600 x 1040) in a
 * worker thread, written once to the image cache directory and served from there ever after
 * (the site's rasteriser and PNG disk cache, server/images/). The file's name carries a hash of
 * the SVG and of resvg's settings, so new art is rendered anew, never served stale. Each render
 * (a PNG not yet on disk) counts against the visitor's limit; a PNG on disk costs nothing. An
 * unknown deck or card falls through to the site's 404 page.
 */

/** A month: the plain URLs carry no version, so not "immutable", but long enough for every cache. */
export const TAROT_IMAGE_CACHE_CONTROL = 'public, max-age=2592000';
/** A versioned PNG (`{rank}.{hash}.png`) never changes: a year, immutable. */
export const TAROT_VERSIONED_CACHE_CONTROL = IMMUTABLE_CACHE_CONTROL;

const DEFAULT_DECK_SLUG = DECKS.find((deck) => deck.id === DEFAULT_DECK_ID)!.slug;

/** `{rank}.svg`, `{rank}.png`, or `{rank}.{hash}.png` (the version of the picture). */
const FILE = /^([a-z0-9-]+)(?:\.([0-9a-f]{16}))?\.(png|svg)$/;

export interface TarotImagesOptions {
  /** Where rendered PNGs are kept (IMAGE_CACHE_DIR); the router writes under `tarot/`. */
  cacheDir: string;
  /** Counts each visitor's renders (LIMITS.tarotRenderPerIp). */
  rateLimits: RateLimitStore;
  /** Defaults to a pool of worker threads of the router's own, stopped by `close()`. */
  rasteriser?: SvgRasteriser;
  svgCacheSize?: number;
}

export type TarotImagesRouter = Router & {
  /** Stops the router's own worker threads (an injected rasteriser is its owner's to close). */
  close(): Promise<void>;
};

/** The PNG's path under the cache directory: `tarot/{deck}/{rank}.{hash of the SVG and resvg's settings}.png`. */
export function tarotPngName(deck: string, rank: string, svg: string): string {
  return versionedPngName(path.join('tarot', deck), rank, svg);
}

/** Each card's current PNG name (546 at most), worked out once per process. */
const currentNames = new Map<string, string>();
function currentPngName(deck: string, rank: string): string {
  const key = `${deck}/${rank}`;
  let name = currentNames.get(key);
  if (name === undefined) {
    name = tarotPngName(deck, rank, tarotCardSvg(deck, rank));
    currentNames.set(key, name);
  }
  return name;
}

/**
 * The versioned address of a card's PNG, `/tarot/images/{deck}/{rank}.{hash}.png`, for Open Graph
 * tags: it changes when the picture does, so it is served as immutable.
 */
export function tarotPngUrl(deck: string, rank: string): string {
  return href(ROUTES.tarotImage, { deck, file: path.basename(currentPngName(deck, rank)) });
}

export function tarotImagesRouter({ cacheDir, rateLimits, rasteriser, svgCacheSize = 600 }: TarotImagesOptions): TarotImagesRouter {
  const ownRasteriser = rasteriser ? undefined : createSvgRasteriser();
  const pngs = createPngDiskCache({ cacheDir, rasteriser: rasteriser ?? ownRasteriser! });
  const svgs = new LruCache<string>(svgCacheSize);

  const svgOf = (key: string, make: () => string) => {
    let svg = svgs.get(key);
    if (svg === undefined) {
      svg = make();
      svgs.set(key, svg);
    }
    return svg;
  };
  const cardSvg = (deck: string, rank: string) => svgOf(`${deck}/${rank}`, () => tarotCardSvg(deck, rank));

  const router = Router();
  router.get(ROUTES.tarotImage, async (req, res, next) => {
    const match = FILE.exec(req.params.file);
    const deck = deckBySlug(req.params.deck);
    // A retired deck's pictures: the default deck's (the version is the retired picture's, so dropped).
    if (isRetiredDeck(deck)) {
      const file = match ? `${match[1]}.${match[3]}` : req.params.file;
      res.redirect(301, href(ROUTES.tarotImage, { deck: DEFAULT_DECK_SLUG, file }));
      return;
    }
    // The deck's back, face down in the spread screen's fan.
    if (deck && req.params.file === 'back.svg') {
      res.set('Cache-Control', TAROT_IMAGE_CACHE_CONTROL);
      res.type('image/svg+xml').send(svgOf(`${deck.slug}/back`, () => tarotBackSvg(deck.slug)));
      return;
    }
    const card = match ? cardByRank(match[1]!) : undefined;
    if (!match || !deck || !card) return next();
    const [, , version, format] = match;
    if (format === 'svg') {
      if (version) return next();
      res.set('Cache-Control', TAROT_IMAGE_CACHE_CONTROL);
      res.type('image/svg+xml').send(cardSvg(deck.slug, card.rank));
      return;
    }
    const name = currentPngName(deck.slug, card.rank);
    const current = path.basename(name).split('.')[1];
    // An earlier picture's version: the current one, for a day (it may change again at the next release).
    if (version && version !== current) {
      res.set('Cache-Control', 'public, max-age=86400');
      res.redirect(302, tarotPngUrl(deck.slug, card.rank));
      return;
    }
    // Only a render counts against the visitor's limit (a 429 with Retry-After when used up).
    const visitor = req.ip ?? '';
    await pngs.ensure(name, () => cardSvg(deck.slug, card.rank), { beforeRender: () => checkRateLimits(rateLimits, [{ limit: LIMITS.tarotRenderPerIp, id: visitor }]) });
    pngs.send(res, next, name, version ? TAROT_VERSIONED_CACHE_CONTROL : TAROT_IMAGE_CACHE_CONTROL);
  });
  return Object.assign(router, { close: async () => ownRasteriser?.close() });
}
