import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import type { RedisClientType } from 'redis';
import type { Logger } from 'pino';

/**
 * The logged-out page cache's store (server/http/README.md, "Page cache"): rendered documents by
 * key, compressed once (gzip and brotli) when stored, so a hit costs no rendering and no
 * compression. Memory holds the entries this process serves, bounded in bytes and dropped least
 * recently used first; with Redis, every process also shares the documents it renders.
 */
export interface CachedPage {
  /** The document's hash: its strong validator, with the encoding appended (RFC 9110 §8.8.3). */
  hash: string;
  gzip: Buffer;
  br: Buffer;
  /** When it stops being fresh (epoch ms). After that one request renders it again, and others are served this one meanwhile. */
  freshUntil: number;
  /** When it may no longer be served at all, not even while it is rendered again. */
  staleUntil: number;
}

/** What Redis keeps of a page: the document and its times (compression happens in each process). */
interface SharedPage {
  html: string;
  freshUntil: number;
  staleUntil: number;
}

export interface PageCacheOptions {
  /** Bytes of compressed documents kept in memory. */
  maxBytes: number;
  /** Shares the documents between processes; each process still keeps its own compressed copies. */
  redis?: RedisClientType | undefined;
  logger?: Logger | undefined;
  now?: () => number;
  /** The Redis keys' prefix (tests keep theirs apart). */
  redisPrefix?: string;
}

const REDIS_PREFIX = 'starlit:page:';
/** Brotli quality 5: about gzip's speed, a smaller file; quality 11 would take tens of milliseconds per page. */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

export function compressPage(html: string | Buffer, freshUntil: number, staleUntil: number): CachedPage {
  const body = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { hash, gzip: gzipSync(body), br: brotliCompressSync(body, BROTLI_OPTIONS), freshUntil, staleUntil };
}

/** The document without compression, for the rare client that accepts neither encoding. */
export function identityBody(page: CachedPage): Buffer {
  return gunzipSync(page.gzip);
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  /** Keys being rendered again right now: other requests for them are served the stale copy. */
  private readonly rendering = new Set<string>();
  /** The clock entries are judged by (tests move it). */
  readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** A stored page that may still be served (fresh, or stale within its window), from memory or else from Redis. */
  async get(key: string): Promise<CachedPage | undefined> {
    const local = this.entries.get(key);
    if (local && local.staleUntil > this.now()) {
      // Most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, local);
      return local;
    }
    if (local) this.drop(key);
    const shared = await this.sharedGet(key);
    if (!shared || shared.staleUntil <= this.now()) return undefined;
    const page = compressPage(shared.html, shared.freshUntil, shared.staleUntil);
    this.keep(key, page);
    return page;
  }

  isFresh(page: CachedPage): boolean {
    return page.freshUntil > this.now();
  }

  /** Marks a key as being rendered; false when another request already is (serve the stale copy then). */
  startRendering(key: string): boolean {
    if (this.rendering.has(key)) return false;
    this.rendering.add(key);
    return true;
  }

  doneRendering(key: string): void {
    this.rendering.delete(key);
  }

  /** Stores a rendered document in memory and, with Redis, for the other processes. */
  set(key: string, html: string | Buffer, freshUntil: number, staleUntil: number): CachedPage {
    const page = compressPage(html, freshUntil, staleUntil);
    this.keep(key, page);
    if (this.options.redis) {
      const shared: SharedPage = { html: html.toString(), freshUntil, staleUntil };
      const ttl = Math.max(1, staleUntil - this.now());
      this.options.redis.set((this.options.redisPrefix ?? REDIS_PREFIX) + key, JSON.stringify(shared), { PX: ttl }).catch((error: unknown) => {
        this.options.logger?.warn({ err: error }, 'page cache: Redis did not take a page');
      });
    }
    return page;
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, page: CachedPage): void {
    this.drop(key);
    const size = page.gzip.length + page.br.length;
    if (size > this.options.maxBytes) return;
    this.entries.set(key, page);
    this.bytes += size;
    while (this.bytes > this.options.maxBytes) this.drop(this.entries.keys().next().value!);
  }

  private drop(key: string): void {
    const page = this.entries.get(key);
    if (!page) return;
    this.entries.delete(key);
    this.bytes -= page.gzip.length + page.br.length;
  }

  private async sharedGet(key: string): Promise<SharedPage | undefined> {
    if (!this.options.redis) return undefined;
    try {
      const text = await this.options.redis.get((this.options.redisPrefix ?? REDIS_PREFIX) + key);
      if (typeof text !== 'string') return undefined;
      const parsed = JSON.parse(text) as Partial<SharedPage>;
      if (typeof parsed.html !== 'string' || typeof parsed.freshUntil !== 'number' || typeof parsed.staleUntil !== 'number') return undefined;
      return parsed as SharedPage;
    } catch (error) {
      // Redis down or a stray value: render the page instead.
      this.options.logger?.warn({ err: error }, 'page cache: Redis could not be read');
      return undefined;
    }
  }
}
