import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express from 'express';
import session from 'express-session';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { BuildManifest } from './build/build-client';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { apiRouter } from './http/api-router';
import { requestLog } from './http/request-log';
import { tarotImagesRouter } from './features/tarot/media/tarot-images';
import { articleArtRouter, navLatestArticles } from './features/articles';
import { crawlersRouter } from './features/crawlers';
import { createSiteSearch, type SiteSearch } from './features/search';
import { reportFilesRouter } from './features/reports/report-files';
import { chartFilesRouter } from './features/reports/chart-files';
import { oneClickUnsubscribeRouter } from './features/accounts/one-click-unsubscribe';
import { createSvgRasteriser, RASTER_SCALE } from './images/svg-rasteriser';
import { databaseRateLimitStore, type RateLimitStore } from './http/rate-limit';
import type { SiteServices } from './http/request-context';
import type { AnyPage } from './http/page-module';
import { pageErrorHandler, pageRouter } from './http/page-router';
import { agePromoCookies } from './http/promo-cookies';
import { sitePages } from './http/page-registry';
import { liveRoutesOf } from '../shared/site/navigation';
import { bootOnDemandScript, PAGE_VIEW_SCRIPT } from '../views/layouts/document';
import { PageCache } from './cache/page-cache';
import { releaseId } from './http/page-cache-http';
import type { RedisClientType } from 'redis';
import type { PlatformClient } from './http/platform-client';
import type { MemberSessions } from './session/member-sessions';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  platform: PlatformClient;
  logger: Logger;
  sessionStore: session.Store & MemberSessions;
  rateLimits?: RateLimitStore;
  /** How the site waits (login delays); tests pass a recorder instead of a clock. */
  sleep?: (ms: number) => Promise<void>;
  sessionSecret: string;
  manifest: BuildManifest;
  publicDir?: string;
  /** The route table; tests may pass their own. */
  pages?: AnyPage[];
  /** The site search; server/index.ts passes the one it refreshed before listening. Default: one on `database`, built at its first search. */
  search?: SiteSearch;
  /** With several processes, the logged-out page cache is shared through Redis. */
  redis?: RedisClientType | undefined;
  /** Tests pass their own page cache (a clock they move); default one of PAGE_CACHE_MB. */
  pageCache?: PageCache | undefined;
}

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
/** The session cookie's name. */
const SESSION_COOKIE = 'sid';

/** Builds the web application without listening, so tests can drive it with supertest. */
export function createApp(deps: AppDeps): express.Express {
  const { config, logger } = deps;
  const publicDir = deps.publicDir ?? path.resolve('public');
  const secureSite = config.SITE_URL.startsWith('https://');
  const app = express();

  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  app.set('query parser', 'extended');

  // Static files and health checks are asked too often to be worth a line each.
  app.use(requestLog(logger, { quiet: (req) => req.url.startsWith('/build/') || req.url === '/healthz' }));


  // Scripts come from our origin; the inline ones (the on-demand boot, the page-view count) are named by their hashes,
  // so a page holds nothing per response and a cache can share it.
  const inlineHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", inlineHash(bootOnDemandScript(deps.manifest.boot.file)), inlineHash(PAGE_VIEW_SCRIPT)],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(secureSite ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: secureSite,
      // Send our origin on same-site form posts (no-referrer would make browsers send Origin: null).
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  // Responses compressed per request (rendered pages, JSON) favour speed: brotli at quality 2 and
  // gzip at level 3 take half the CPU of the defaults (4 and 6) for 5-7% more bytes. Brotli's
  // window is 256 KB rather than 4 MB: larger than any page, and each response's encoder is set up
  // in a third of the time (a rendered page went from 630 to 770 req/s, p99 from 70 to 22 ms).
  // Pages from the page cache are compressed once, harder, when stored (server/cache/page-cache.ts).
  const brotli = { [zlibConstants.BROTLI_PARAM_QUALITY]: 2, [zlibConstants.BROTLI_PARAM_LGWIN]: 18 };
  app.use(compression({ level: 3, brotli: { params: brotli } }));

  app.use(
    '/build',
    express.static(path.join(publicDir, 'build'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  // Other public files (favicon, icons) all have an extension; only those paths touch the disk.
  const publicFiles = express.static(publicDir, { maxAge: '1d', index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

  // The web app manifest names the brand, so it is generated rather than a static file.
  app.get('/site.webmanifest', (_req, res) => {
    res.type('application/manifest+json').json({
      name: config.SITE_NAME,
      short_name: config.SITE_NAME,
      description: 'Horoscopes, tarot, numerology and birth charts.',
      start_url: '/',
      display: 'standalone',
      background_color: '#17132e',
      theme_color: '#17132e',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  app.get('/healthz', async (_req, res) => {
    try {
      await deps.database.ping();
      res.json({ status: 'ok', database: deps.database.engine });
    } catch {
      res.status(503).json({ status: 'unavailable', database: deps.database.engine });
    }
  });

  const rateLimits = deps.rateLimits ?? databaseRateLimitStore(deps.database.db);
  // Card images (PNG for sharing, SVG): no session needed; unknown cards fall through to the 404 page.
  // PNGs render in worker threads (idle ones unref'd) into IMAGE_CACHE_DIR, a limited number per visitor.
  // One worker pool rasterises cards, birth chart wheels and the articles' share pictures (server/images/).
  const rasteriser = createSvgRasteriser();
  const imageCacheDir = path.resolve(config.IMAGE_CACHE_DIR);
  app.use(tarotImagesRouter({ cacheDir: imageCacheDir, rateLimits, rasteriser }));
  app.use(articleArtRouter({ cacheDir: imageCacheDir, rasteriser }));
  app.use(crawlersRouter(config));

  app.use(cookieParser(deps.sessionSecret));
  const sessions = session({
    name: SESSION_COOKIE,
    // A session is started for every request that comes here (all but a GET without the cookie, below)
    // and kept only when something is put in it (saveUninitialized is false), so its id is drawn each
    // time: a UUID (122 random bits, from Node's buffered pool) costs a tenth of the default 24 fresh
    // random bytes.
    genid: () => randomUUID(),
    secret: deps.sessionSecret,
    store: deps.sessionStore,
    resave: false,
    saveUninitialized: false,
    cookie: { httpOnly: true, sameSite: 'lax', secure: secureSite ? true : 'auto', maxAge: THIRTY_DAYS_MS },
  });
  // A GET or HEAD without the session cookie has no session to read and may not start one (GET
  // never changes state), so it skips express-session, which would build a session and hash it two
  // or three times: its req.session is undefined. A cookie header that merely contains "sid=", in
  // another cookie's name or value, goes through express-session as before.
  app.use((req, res, next) => ((req.method === 'GET' || req.method === 'HEAD') && !req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ? next() : sessions(req, res, next)));

  // The one wiring point: every page, action and API route gets these.
  const services: SiteServices = {
    config,
    logger,
    platform: deps.platform,
    rateLimits,
    sessions: deps.sessionStore,
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    search: deps.search ?? createSiteSearch({ database: deps.database, config, logger }),
  };
  app.use('/api', apiRouter(services));
  // RFC 8058 one-click unsubscribe: a mail provider's POST, authorised by the link's signature, not by origin.
  app.use(oneClickUnsubscribeRouter(services));
  app.use(reportFilesRouter(services));
  // A chart's wheel as SVG or PNG, and its share image (for a visitor's query, or a member's own report).
  app.use(chartFilesRouter({ config, platform: deps.platform, rateLimits, rasteriser, rasterScale: RASTER_SCALE }));
  app.use(agePromoCookies(config.SITE_URL.startsWith('https://')));
  const latest = navLatestArticles();
  // The logged-out page cache (server/http/README.md): in memory, shared through Redis when there is one.
  const cache = deps.pageCache ?? (config.PAGE_CACHE_MB > 0 ? new PageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, redis: deps.redis, logger }) : undefined);
  const pageCache = cache ? { cache, release: releaseId(deps.manifest) } : undefined;
  app.use(pageRouter({ ...services, manifest: deps.manifest, pages: deps.pages ?? sitePages(), latest, pageCache }));
  // Errors raised before the session was read (a missing /build file) still show who is logged in.
  app.use(pageErrorHandler({ config, manifest: deps.manifest, latest, live: liveRoutesOf(deps.pages ?? sitePages()), logger, loadSession: sessions }));
  return app;
}
