import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { ResvgRenderOptions } from '@resvg/resvg-js';
import resvgPackage from '@resvg/resvg-js/package.json';
import Piscina from 'piscina';

/**
 * Rasterising a card (resvg, some 25-50 ms of CPU) happens in worker threads, never on the
 * thread that answers requests: a pool of piscina workers running tarot-raster.worker.mjs.
 */

/** PNG pixels per grid unit: 300 x 520 cards become 600 x 1040 images. */
export const TAROT_PNG_SCALE = 2;

/**
 * resvg's options for every card. resvg draws text only with fonts it can find, so it loads the
 * system fonts; the decks letter in families installed with the OS (DejaVu first).
 */
export const TAROT_RASTER_OPTIONS: ResvgRenderOptions = {
  fitTo: { mode: 'zoom', value: TAROT_PNG_SCALE },
  font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' },
  shapeRendering: 2,
  textRendering: 1,
};

/**
 * What else, besides the SVG, decides the pixels: resvg's version and its options. Part of
 * every stored PNG's key, so a new resvg or new options never serve an old picture.
 */
export const TAROT_RASTER_ID = createHash('sha256')
  .update(`resvg ${resvgPackage.version}\n${JSON.stringify(TAROT_RASTER_OPTIONS)}`)
  .digest('hex')
  .slice(0, 12);

/** One thread on a 2-core machine: the other core stays with the request thread. */
export const TAROT_RASTER_THREADS = Math.max(1, os.availableParallelism() - 1);

/** An idle worker (and the fonts resvg loaded) goes away after a minute; renders are rare once the disk cache is warm. */
const IDLE_MS = 60_000;

export interface TarotRasteriser {
  /** The card's PNG bytes; rejects if the worker fails (bad SVG, a crashed thread). */
  rasterise(svg: string): Promise<Buffer>;
  /** Stops the threads; renders still queued are rejected. */
  close(): Promise<void>;
}

/**
 * A pool of worker threads, started lazily on the first render. Idle workers are unref'd by
 * piscina, so an open pool never keeps a process (or a test run) alive.
 */
export function createTarotRasteriser({ threads = TAROT_RASTER_THREADS } = {}): TarotRasteriser {
  let pool: Piscina | undefined;
  return {
    async rasterise(svg) {
      pool ??= new Piscina({
        filename: path.join(__dirname, 'tarot-raster.worker.mjs'),
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: IDLE_MS,
      });
      const png = (await pool.run({ svg, options: TAROT_RASTER_OPTIONS })) as Uint8Array;
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    },
    async close() {
      const closing = pool;
      pool = undefined;
      await closing?.destroy();
    },
  };
}
