import path from 'node:path';
import { href, ROUTES } from '../../../shared/routes';
import { articleArt } from '../../content/articles';
import { versionedPngName } from '../../images/png-disk-cache';
import { RASTER_SCALE } from '../../images/svg-rasteriser';

/**
 * An article's share picture (Open Graph and the X card): its drawing as a 1200 x 630 PNG. Social
 * sites show no SVG, and the drawings are 16:9 (640 x 360) where link previews are 1.91:1, so
 * the drawing is framed on the site's night blue: a blurred, darkened enlargement of the drawing
 * itself fills the whole picture, and the drawing sits on it whole, 1040 x 585 with rounded
 * corners and a thin gold rule, clear of the 15 px a 2:1 preview trims top and bottom. No words:
 * the previews print the title beside the picture, and the drawings carry none by design.
 */

export const ARTICLE_SHARE_WIDTH = 1200;
export const ARTICLE_SHARE_HEIGHT = 630;

/** client/styles/tokens.css: --night and --gold. */
const NIGHT = '#17132e';
const GOLD = '#f2c14e';

/** The drawing, as large as fits with a margin for the frame and the trims. */
const SHOWN = { x: 80, y: 22.5, width: 1040, height: 585 };
/** The backdrop: the drawing enlarged to cover the picture (16:9 over 1.91:1, centred). */
const COVER = { x: -40, y: -22.5, width: 1280, height: 720 };

/** The drawing's markup without its root element (the content check in server/content/articles guarantees the root). */
function drawingContent(svg: string): string {
  return svg.replace(/^\s*<svg\b[^>]*>/, '').replace(/<\/svg>\s*$/, '');
}

/**
 * The share picture's SVG for a drawing (a 640 x 360 article drawing). `width` and `height` are
 * the viewBox over the rasteriser's zoom, so the PNG comes out at 1200 x 630.
 */
export function articleShareSvg(drawing: string): string {
  const { x, y, width, height } = SHOWN;
  const box = `x="${x}" y="${y}" width="${width}" height="${height}" rx="14"`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ARTICLE_SHARE_WIDTH} ${ARTICLE_SHARE_HEIGHT}" width="${ARTICLE_SHARE_WIDTH / RASTER_SCALE}" height="${ARTICLE_SHARE_HEIGHT / RASTER_SCALE}">`,
    '<defs>',
    `<symbol id="share-art" viewBox="0 0 640 360">${drawingContent(drawing)}</symbol>`,
    '<filter id="share-blur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="24"/></filter>',
    `<clipPath id="share-frame"><rect ${box}/></clipPath>`,
    '</defs>',
    `<rect width="${ARTICLE_SHARE_WIDTH}" height="${ARTICLE_SHARE_HEIGHT}" fill="${NIGHT}"/>`,
    `<g filter="url(#share-blur)" opacity="0.9"><use href="#share-art" x="${COVER.x}" y="${COVER.y}" width="${COVER.width}" height="${COVER.height}"/></g>`,
    `<rect width="${ARTICLE_SHARE_WIDTH}" height="${ARTICLE_SHARE_HEIGHT}" fill="${NIGHT}" opacity="0.55"/>`,
    `<g clip-path="url(#share-frame)"><use href="#share-art" x="${x}" y="${y}" width="${width}" height="${height}"/></g>`,
    `<rect ${box} fill="none" stroke="${GOLD}" stroke-opacity="0.7" stroke-width="2"/>`,
    '</svg>',
  ].join('\n');
}

/** What the image cache holds for an article: its share SVG and the PNG's name, `articles/{slug}.{version}.png`. */
export interface ArticleSharePng {
  svg: string;
  name: string;
}

/** Each article's share picture, worked out once per process (24 articles, each some 10 KB of SVG). */
const shares = new Map<string, ArticleSharePng>();

/** The article's share SVG and PNG name, or undefined for an unknown slug. */
export function articleSharePng(slug: string): ArticleSharePng | undefined {
  let share = shares.get(slug);
  if (share === undefined) {
    const drawing = articleArt(slug);
    if (drawing === undefined) return undefined;
    const svg = articleShareSvg(drawing);
    share = { svg, name: versionedPngName('articles', slug, svg) };
    shares.set(slug, share);
  }
  return share;
}

/**
 * The versioned address of an article's share PNG, `/articles/art/{slug}.{version}.png` (beside
 * its drawing's `{slug}.svg`): it changes when the picture does, so it is served as immutable.
 * For the article page's `og:image` and its JSON-LD `image`.
 */
export function articlePngUrl(slug: string): string {
  const share = articleSharePng(slug);
  if (!share) throw new Error(`No article ${slug}`);
  return href(ROUTES.articleArt, { file: path.basename(share.name) });
}

/** The article page's Open Graph image: the share PNG, its size, and the drawing's text alternative. */
export function articleOgImage(slug: string, alt: string): { src: string; alt: string; width: number; height: number } {
  return { src: articlePngUrl(slug), alt, width: ARTICLE_SHARE_WIDTH, height: ARTICLE_SHARE_HEIGHT };
}
