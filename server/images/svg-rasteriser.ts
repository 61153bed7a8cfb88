import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import resvgPackage from '@resvg/resvg-js/package.json';
import Piscina from 'piscina';

/**
 * SVG to PNG, off the request thread: resvg (some 25-500 ms of CPU a picture) in a pool of
 * piscina worker threads running raster.worker.mjs. One pool serves the whole site (app.ts makes
 * it): the tarot cards, the birth chart wheels and the articles' share pictures.
 */

/**
 * PNG pixels per SVG user unit: every PNG is its SVG's `width` x `height` at twice the size (a
 * 300 x 520 card becomes 600 x 1040). A picture wanted at 1200 x 630 says `width="600"
 * height="315"` with a `viewBox` of the full size.
 */
export const RASTER_SCALE = 2;

/**
 * resvg's options for every picture. resvg draws text only with fonts it can find, so it loads
 * the system fonts; the pictures letter in families installed with the OS (DejaVu first).
 */
export const RASTER_OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: 'zoom', value: RASTER_SCALE },
  font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  shapeRendering: 2,
  textRendering: 1,
};

/**
 * What else, besides the SVG, decides the pixels: resvg's version and its options. Part of
 * every stored PNG's version (png-disk-cache.ts), so a new resvg or new options never serve an
 * old picture.
 */
export const RASTER_ID = createHash('sha256')
  .update(`resvg ${resvgPackage.version}\n${JSON.stringify(RASTER_OPTIONS)}`)
  .digest('hex')
  .slice(0, 12);

/** One thread on a 2-core machine: the other core stays with the request thread. */
export const RASTER_THREADS = Math.max(1, os.availableParallelism() - 1);

/** An idle worker (and the fonts resvg loaded) goes away after a minute; renders are rare once the disk cache is warm. */
const IDLE_MS = 60_000;

export interface SvgRasteriser {
  /** The PNG bytes of a standalone SVG document; rejects if the worker fails (bad SVG, a crashed thread). */
  rasterise(svg: string): Promise<Buffer>;
  /** Stops the threads; renders still queued are rejected. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads, started lazily on the first render. Idle workers are unref'd by
 * piscina, so an open pool never keeps a process (or a test run) alive.
 */
export function createSvgRasteriser({ threads = RASTER_THREADS } = {}): SvgRasteriser {
  let pool: Piscina | undefined;
  return {
    async rasterise(svg) {
      pool ??= new Piscina({
        filename: path.join(__dirname, 'raster.worker.mjs'),
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: IDLE_MS,
      });
      const png = (await pool.run({ svg, options: RASTER_OPTIONS })) as Uint8Array;
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
