import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Response } from 'express';
import { AppError } from '../errors';
import { RASTER_ID, type SvgRasteriser } from './svg-rasteriser';

/**
 * Rendered PNGs on disk (IMAGE_CACHE_DIR), named by a hash of what they show: a picture is
 * rasterised once, in a worker (svg-rasteriser.ts), and served from its file ever after, by this
 * process and by any other sharing the directory. Each feature keeps its PNGs in a folder of its
 * own (`tarot/{deck}/`, `articles/`) and decides whom a render may cost (the tarot cards count
 * renders against a per-visitor limit in `beforeRender`).
 */

/** A versioned PNG's address (`{stem}.{version}.png`) never changes: a year, immutable. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** 16 hex digits of the hash of the SVG and of resvg's version and options: new art or a new resvg is a new version. */
export function pngVersion(svg: string): string {
  return createHash('sha256').update(`${RASTER_ID}\n${svg}`).digest('hex').slice(0, 16);
}

/** The PNG's path under the cache directory, the same in every process: `{folder}/{stem}.{version}.png`. */
export function versionedPngName(folder: string, stem: string, svg: string): string {
  return path.join(folder, `${stem}.${pngVersion(svg)}.png`);
}

export interface PngDiskCacheOptions {
  /** The image cache directory (IMAGE_CACHE_DIR); names are relative to it. */
  cacheDir: string;
  rasteriser: Pick<SvgRasteriser, 'rasterise'>;
}

export interface EnsureOptions {
  /**
   * Runs only when the PNG must be rendered, before the render (a PNG on disk, or a render someone
   * else started, costs nothing): a feature's limit on renders. When it throws a `rate_limited`
   * AppError, requests that joined the refused render try again on their own account.
   */
  beforeRender?: () => Promise<void>;
}

export interface PngDiskCache {
  /** The absolute cache directory. */
  readonly root: string;
  /**
   * Makes sure `name` (a `versionedPngName`) is on disk: finds it there, renders `svg()` into it, or
   * waits for the look or render of the same name already under way, so concurrent requests for
   * one picture render it once. A written file replaces the picture's earlier versions.
   */
  ensure(name: string, svg: () => string, options?: EnsureOptions): Promise<void>;
  /**
   * Sends the file with `cacheControl` (ETag, Last-Modified and 304s by `res.sendFile`; the OS
   * caches the bytes, this process keeps none); a failure goes on to the error page.
   */
  send(res: Response, next: NextFunction, name: string, cacheControl: string): void;
}

const exists = (file: string) => fs.access(file).then(() => true, () => false);

export function createPngDiskCache({ cacheDir, rasteriser }: PngDiskCacheOptions): PngDiskCache {
  const root = path.resolve(cacheDir);
  /** Looks and renders under way, by name. */
  const pending = new Map<string, Promise<void>>();

  /** Rasterises in a worker, then writes the file atomically (a temporary file, then rename), so processes may share the directory. */
  const render = async (name: string, svg: string) => {
    const png = await rasteriser.rasterise(svg);
    const file = path.join(root, name);
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(temporary, png);
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
    await removeOtherVersions(file);
  };

  return {
    root,
    async ensure(name, svg, { beforeRender } = {}) {
      for (;;) {
        const under = pending.get(name);
        if (!under) {
          // Registered before the first await: a request arriving meanwhile joins this one.
          const job = (async () => {
            if (await exists(path.join(root, name))) return;
            await beforeRender?.();
            await render(name, svg());
          })().finally(() => pending.delete(name));
          pending.set(name, job);
          return job;
        }
        try {
          return await under;
        } catch (error) {
          if (!(error instanceof AppError && error.code === 'rate_limited')) throw error;
        }
      }
    },
    send(res, next, name, cacheControl) {
      res.set('Cache-Control', cacheControl);
      res.sendFile(name, { root, cacheControl: false }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    },
  };
}

/** Deletes the picture's other versions (same folder and stem, another hash), so the cache does not grow with each change of art. */
async function removeOtherVersions(file: string): Promise<void> {
  const dir = path.dirname(file);
  const [stem] = path.basename(file).split('.');
  const version = new RegExp(`^${stem!.replace(/[^a-z0-9]/gi, '\\$&')}\\.[0-9a-f]{16}\\.png$`);
  const entries = await fs.readdir(dir).catch(() => [] as string[]);
  const stale = entries.filter((entry) => entry !== path.basename(file) && version.test(entry));
  await Promise.all(stale.map((entry) => fs.rm(path.join(dir, entry), { force: true })));
}
