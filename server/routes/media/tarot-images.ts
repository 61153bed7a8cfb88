import { Resvg } from '@resvg/resvg-js';
import { Router } from 'express';
import { deckBySlug } from '../../../shared/domain/decks';
import { cardByRank } from '../../../shared/domain/tarot';
import { LruCache } from '../../cache/lru-cache';
import { tarotBackSvg, tarotCardSvg } from '../../render/tarot-card-svg';

/**
 * Card images as files (issue #12): `GET /tarot/images/{deckSlug}/{rank}.png` and `.svg`, for
 * Open Graph tags, sharing and anything that cannot inline the SVG. The PNG is the card's SVG
 * (ui/art/tarot/card-art.tsx) rasterised by resvg at twice the card's grid (600 x 1040) with the
 * system's fonts (the decks letter in DejaVu, installed with the OS), kept in a small LRU cache.
 * An unknown deck or card falls through to the site's 404 page.
 */

/** PNG pixels per grid unit: 300 x 520 cards become 600 x 1040 images. */
export const TAROT_PNG_SCALE = 2;
/** A month: the URLs carry no version, so not "immutable", but long enough for every cache. */
export const TAROT_IMAGE_CACHE_CONTROL = 'public, max-age=2592000';

const FILE = /^([a-z0-9-]+)\.(png|svg)$/;

/** Renders a card's SVG to PNG bytes. */
export function rasteriseCard(svg: string): Buffer {
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'zoom', value: TAROT_PNG_SCALE },
    font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
    shapeRendering: 2,
    textRendering: 1,
  });
  return resvg.render().asPng();
}

export function tarotImagesRouter({ pngCacheSize = 160, svgCacheSize = 600 } = {}): Router {
  const router = Router();
  const pngs = new LruCache<Buffer>(pngCacheSize);
  const svgs = new LruCache<string>(svgCacheSize);

  const remember = (key: string, svg: string) => {
    svgs.set(key, svg);
    return svg;
  };

  const svgOf = (deck: string, rank: string) => {
    const key = `${deck}/${rank}`;
    let svg = svgs.get(key);
    if (svg === undefined) {
      svg = tarotCardSvg(deck, rank);
      svgs.set(key, svg);
    }
    return svg;
  };

  router.get('/tarot/images/:deck/:file', (req, res, next) => {
    const match = FILE.exec(req.params.file);
    const deck = deckBySlug(req.params.deck);
    // The deck's back, face down in the spread screen's fan.
    if (deck && req.params.file === 'back.svg') {
      res.set('Cache-Control', TAROT_IMAGE_CACHE_CONTROL);
      res.type('image/svg+xml').send(svgs.get(`${deck.slug}/back`) ?? remember(`${deck.slug}/back`, tarotBackSvg(deck.slug)));
      return;
    }
    const card = match ? cardByRank(match[1]!) : undefined;
    if (!match || !deck || !card) return next();
    const key = `${deck.slug}/${card.rank}`;
    res.set('Cache-Control', TAROT_IMAGE_CACHE_CONTROL);
    if (match[2] === 'svg') {
      res.type('image/svg+xml').send(svgOf(deck.slug, card.rank));
      return;
    }
    let png = pngs.get(key);
    if (png === undefined) {
      png = rasteriseCard(svgOf(deck.slug, card.rank));
      pngs.set(key, png);
    }
    res.type('image/png').send(png);
  });
  return router;
}
