import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { createElement } from 'react';
import type { z } from 'zod';
import { ErrorPage } from '../../views/site/error-page';
import { runAction } from './action';
import type { BuildManifest } from '../build/build-client';
import { AppError, toAppError } from '../errors';
import { requestContext, type SiteServices } from './request-context';
import { requireSameOrigin } from './same-origin';
import { scrubUrl } from '../logger';
import { gzipPieces } from '../render/gzip-pieces';
import { renderPage } from '../render/render-page';
import { consentBannerVisible } from '../../shared/site/site-cookies';
import { notificationDotShown } from '../../shared/notifications/notification-state';
import { horoscopeToday } from '../../shared/horoscopes/horoscopes';
import { requestCookies } from './request-cookies';
import { sessionStatus } from '../session/member-session';
import type { FormState } from '../../shared/forms/form-state';
import { SERVER_FAILURE_MESSAGE } from '../../shared/forms/messages';
import { parseClean } from '../../shared/api/text';
import { liveRoutesOf, type LiveRoutes, type NavLatest } from '../../shared/site/navigation';
import { THEME_COOKIE, THEME_COOKIE_MAX_AGE, parseTheme, safeReturnPath } from '../../shared/site/theme';
import { href, ROUTES } from '../../shared/routes';
import { freshUntil, PRIVATE_NO_STORE, sendCachedPage, STALE_MS, storable, visitorCacheKey, type PageCacheDeps } from './page-cache-http';
import { PageRedirect, PageResponse, type AnyPage, type PageContext, type PageHead } from './page-module';
import { GetSubscriptionsContract } from '../../shared/accounts/mail.contract';
import type { ListStanding } from '../../shared/accounts/subscribe-box';

export interface PageRouterDeps extends SiteServices {
  manifest: BuildManifest;
  pages: AnyPage[];
  /** Each menu section's newest articles ("Latest"). */
  latest?: NavLatest;
  /** The logged-out page cache; without it every page is rendered for its request. */
  pageCache?: PageCacheDeps | undefined;
}

function errorCopy(status: number): { title: string; heading: string; message: string } {
  if (status === 404) {
    return {
      title: 'Page not found',
      heading: 'We could not find that page',
      message: 'The page may have moved, or the address may have a typo. The home page is a good place to start again.',
    };
  }
  if (status === 403) {
    return { title: 'Request refused', heading: 'That request was refused', message: 'It did not come from this site, so we did not act on it. Please try again from the page itself.' };
  }
  if (status === 429) {
    return { title: 'Too many attempts', heading: 'Too many attempts', message: 'Please wait a few minutes and try again.' };
  }
  if (status < 500) {
    return { title: 'Request not understood', heading: 'We could not handle that request', message: 'Something in the request was not as expected. Please go back and try again.' };
  }
  return {
    title: 'Something went wrong',
    heading: 'Something went wrong',
    message: 'Our server ran into a problem while preparing this page. Please try again in a moment.',
  };
}

/** The first language the browser asks for that Intl knows, for numbers; en-US otherwise. */
function requestLocale(req: Request): string {
  for (const tag of req.acceptsLanguages().slice(0, 8)) {
    if (tag === '*') continue;
    try {
      const [known] = Intl.NumberFormat.supportedLocalesOf(tag);
      if (known) return known;
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return 'en-US';
}

/** What every page render needs; `live`: the route table's pages, which the header and footer may link to. */
type RenderDeps = Pick<PageRouterDeps, 'config' | 'manifest' | 'latest' | 'pageCache'> & { live?: LiveRoutes };
const NO_LIVE_ROUTES: LiveRoutes = new Map();

/**
 * Sends a page in the site layout, with the header of whoever is logged in. A page rendered under
 * a cache key is stored and sent from the cache when nothing personal went into it; anything else
 * is `private, no-store`, so no cache keeps it.
 */
function sendHtml(
  deps: RenderDeps,
  req: Request,
  res: Response,
  page: {
    head: PageHead & { canonicalPath?: string };
    element: ReturnType<typeof createElement>;
    interactive: boolean;
    status?: number;
    mailLists?: ListStanding[] | undefined;
    /** The page cache's full key (release, path, variant) when the page may be stored. */
    cacheKey?: string | undefined;
  },
) {
  const chunks = renderPage({
    siteName: deps.config.SITE_NAME,
    siteUrl: deps.config.SITE_URL,
    manifest: deps.manifest,
    path: req.path,
    status: sessionStatus(req),
    locale: requestLocale(req),
    interactive: page.interactive,
    consentBanner: consentBannerVisible(requestCookies(req)),
    notificationDot: notificationDotShown(requestCookies(req), Boolean(req.session?.memberUuid), horoscopeToday()),
    theme: parseTheme(req.cookies?.[THEME_COOKIE]),
    autologin: req.query.m !== undefined || req.query.mauto !== undefined,
    live: deps.live ?? NO_LIVE_ROUTES,
    latest: deps.latest,
    ...(page.mailLists ? { mailLists: page.mailLists } : {}),
    head: page.head,
    page: page.element,
  });
  const status = page.status ?? 200;
  if (deps.pageCache && page.cacheKey && storable(req, res, status)) {
    const now = deps.pageCache.cache.now();
    const fresh = freshUntil(now);
    const stored = deps.pageCache.cache.set(page.cacheKey, Buffer.concat(chunks), fresh, fresh + STALE_MS);
    return sendCachedPage(req, res, stored, now);
  }
  // Not stored anywhere, so it gets no validator either (res.send would hash it for an ETag). In
  // gzip when the browser takes it, most of it compressed ahead; otherwise the compression middleware decides.
  res.set('Cache-Control', PRIVATE_NO_STORE);
  res.status(status).type('html');
  if (req.acceptsEncodings('gzip')) {
    res.set('Content-Encoding', 'gzip').end(gzipPieces(chunks));
  } else {
    res.end(Buffer.concat(chunks));
  }
}

function sendErrorPage(deps: RenderDeps, req: Request, res: Response, status: number): void {
  const { title, heading, message } = errorCopy(status);
  sendHtml(deps, req, res, { head: { title, description: message, noindex: true }, element: createElement(ErrorPage, { status, heading, message }), interactive: false, status });
}

/**
 * A member's standing on each email list, for the subscribe box above the footer of pages with
 * islands (spec 1 §4). Without it the box stays out: a page never fails for it.
 */
async function memberMailLists(deps: Pick<PageRouterDeps, 'platform' | 'logger'>, memberUuid: string): Promise<ListStanding[] | undefined> {
  try {
    const { subscriptions } = await deps.platform.call(GetSubscriptionsContract, { params: { member_uuid: memberUuid } });
    return subscriptions.map(({ code, subscribed, unsubscribed }) => ({ code, subscribed, unsubscribed }));
  } catch (error) {
    deps.logger.warn({ err: error }, 'subscribe box: the member’s email lists could not be read');
    return undefined;
  }
}

/** A path or query parameter that does not fit the page's schema: a 404 for the path, a 400 for the query. */
function parseOr<T>(schema: z.ZodType<T> | undefined, value: unknown, code: 'not_found' | 'bad_request'): T {
  if (!schema) return {} as T;
  const parsed = parseClean(schema, value);
  if (!parsed.success) throw new AppError(code, code === 'not_found' ? 'No such page.' : 'The address has parameters that are not valid.');
  return parsed.data;
}

/** What a posted form is shown again with: everything but passwords. */
function echoValues(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => !key.includes('password')));
}

/**
 * Serves every page module: GET renders `load` through the view; POST runs the action its form
 * names, then redirects (303) or shows the page again with the outcome. Anything else is the 404
 * page in the site layout.
 */
export function pageRouter(routerDeps: PageRouterDeps): Router {
  const deps = { ...routerDeps, live: liveRoutesOf(routerDeps.pages) };
  const router = Router();
  const sameOrigin = requireSameOrigin(deps.config.SITE_URL);
  // Nested names (birth_location[city]) arrive as objects, as the form schemas expect.
  const formBody = express.urlencoded({ extended: true, limit: '20kb', parameterLimit: 200 });

  // The header's theme toggle without JavaScript: remember the choice, go back to the page.
  router.post(ROUTES.theme, sameOrigin, formBody, (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const theme = parseTheme(body.theme);
    const secure = deps.config.SITE_URL.startsWith('https://');
    if (theme === 'system') res.clearCookie(THEME_COOKIE, { path: '/', sameSite: 'lax', secure });
    else res.cookie(THEME_COOKIE, theme, { path: '/', sameSite: 'lax', secure, maxAge: THEME_COOKIE_MAX_AGE * 1000 });
    res.redirect(303, safeReturnPath(body.back));
  });

  const routes = routesByFirstSegment(deps.pages);
  router.use(routes.dispatch);
  for (const page of deps.pages) {
    const router = routes.for(page.path);
    // Assigned, not spread: a spread would read the context's `ip` getter for every page.
    const context = (req: Request, res: Response): PageContext =>
      Object.assign(requestContext(deps, req, res), {
        params: parseOr(page.params, req.params, 'not_found'),
        query: parseOr(page.query, req.query, 'bad_request'),
      });

    async function show(req: Request, res: Response, pageContext: PageContext, form?: FormState, cacheKey?: string): Promise<void> {
      let data: object;
      try {
        data = await page.load(pageContext);
      } catch (thrown) {
        if (thrown instanceof PageRedirect) return res.redirect(thrown.status, thrown.location);
        if (thrown instanceof PageResponse) return thrown.send(res);
        throw thrown;
      }
      const head = page.head(data, pageContext);
      // A failed form is a 4xx; so is a page whose `load` set one (a search's bad address shown with its form).
      const status = form && !form.ok ? (res.statusCode >= 400 ? res.statusCode : 400) : res.statusCode >= 400 ? res.statusCode : 200;
      const interactive = page.interactive ?? true;
      const memberUuid = req.session?.memberUuid;
      sendHtml(deps, req, res, {
        head: { ...head, canonicalPath: req.path, ...(page.member ? { noindex: true } : {}) },
        element: createElement(page.View, { ...data, ...(form ? { form } : {}) }),
        interactive,
        status,
        mailLists: interactive && memberUuid ? await memberMailLists(deps, memberUuid) : undefined,
        cacheKey,
      });
    }

    const membersOnly = (req: Request, res: Response): boolean => {
      if (!page.member || req.session?.memberUuid) return true;
      res.redirect(303, href(ROUTES.home));
      return false;
    };

    router.get(page.path, async (req, res) => {
      if (!membersOnly(req, res)) return;
      const key = deps.pageCache && !page.member && page.cache !== false ? visitorCacheKey(req) : undefined;
      if (!deps.pageCache || key === undefined) return show(req, res, context(req, res));
      const { cache, release } = deps.pageCache;
      const fullKey = `${release}:${key}`;
      const stored = await cache.get(fullKey);
      if (stored && cache.isFresh(stored)) return sendCachedPage(req, res, stored, cache.now());
      // Stale: one request renders it again; the others meanwhile get the stale copy.
      const renders = cache.startRendering(fullKey);
      if (!renders && stored) return sendCachedPage(req, res, stored, cache.now());
      try {
        await show(req, res, context(req, res), undefined, fullKey);
      } finally {
        if (renders) cache.doneRendering(fullKey);
      }
    });

    if (!page.actions) continue;
    const actions = page.actions;
    router.post(page.path, sameOrigin, formBody, async (req, res) => {
      if (!membersOnly(req, res)) return;
      const body = (req.body ?? {}) as Record<string, unknown>;
      // A form names its action with `intent`; without one, the page's first form is meant.
      const intent = typeof body.intent === 'string' && Object.hasOwn(actions, body.intent) ? body.intent : Object.keys(actions)[0]!;
      const form = actions[intent]!;
      const pageContext = context(req, res);
      let outcome: Awaited<ReturnType<typeof runAction>>;
      try {
        outcome = await runAction(form.action, body, pageContext);
      } catch (thrown) {
        // Failed on our side: log it, then show the form again with what was typed.
        const appError = toAppError(thrown);
        if (appError.status < 500) throw thrown;
        deps.logger.error({ err: thrown, url: scrubUrl(req.originalUrl) }, 'form action failed');
        outcome = { ok: false, status: appError.status, message: form.failure ?? SERVER_FAILURE_MESSAGE, errors: {} };
      }
      if (outcome.ok && form.redirect) return res.redirect(303, form.redirect(outcome.result, pageContext));
      const state: FormState = outcome.ok
        ? { intent, ok: true, values: {}, errors: {}, result: outcome.result, ...(form.message ? { message: form.message(outcome.result) } : {}) }
        : { intent, ok: false, values: echoValues(body), errors: outcome.errors, ...(outcome.message ? { message: outcome.message } : {}) };
      if (!outcome.ok) res.status(outcome.status);
      await show(req, res, pageContext, state);
    });
  }
  router.use((req, res) => sendErrorPage(deps, req, res, 404));
  return router;
}

/** A path's first segment as Express's (case-insensitive) routing compares it: "tarot" for /Tarot/cards/the-fool. */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/**
 * The pages' routes in one router per first path segment (`tarot`, `daily-horoscope` …), so a
 * request is matched only against the routes that could take it: Express tries a router's
 * routes one by one, and with 124 pages that was about a twentieth of a rendered page's time.
 * Each group keeps the pages' order. Were a page's path to begin with a parameter, every route
 * would stay in one router, as any of them could then match anything.
 */
function routesByFirstSegment(pages: readonly AnyPage[]): { for(path: string): Router; dispatch: RequestHandler } {
  const groups = new Map<string, Router>();
  const literal = pages.every((page) => /^\/[A-Za-z0-9._~-]*(\/|$)/.test(page.path));
  const all = Router();
  return {
    for(path) {
      if (!literal) return all;
      const key = firstSegment(path);
      const group = groups.get(key) ?? Router();
      groups.set(key, group);
      return group;
    },
    dispatch: (req, res, next) => {
      const group = literal ? groups.get(firstSegment(req.path)) : all;
      if (group) group(req, res, next);
      else next();
    },
  };
}

/**
 * The last handler of the app: any error that reaches it, from any route or middleware, becomes
 * the error page in the site layout (never Express's default page with a stack trace).
 */
export function pageErrorHandler(deps: RenderDeps & Pick<SiteServices, 'logger'> & { loadSession?: RequestHandler }): ErrorRequestHandler {
  return (error, req, res, next) => {
    // Every page, error pages included, shows the header of whoever is logged in: read the
    // session first when the error came before the session middleware ran.
    if (!req.session && deps.loadSession && !req.originalUrl.startsWith('/api/')) {
      const { loadSession } = deps;
      let loaded = false;
      return void loadSession(req, res, () => {
        if (loaded) return;
        loaded = true;
        pageErrorHandler({ ...deps, loadSession: undefined })(error, req, res, next);
      });
    }
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    if (appError.status >= 500) deps.logger.error({ err: error, url: scrubUrl(req.originalUrl) }, 'page failed');
    if (req.originalUrl.startsWith('/api/')) {
      res.status(appError.status).json(appError.toBody());
      return;
    }
    if (appError.retryAfterSeconds) res.set('Retry-After', String(appError.retryAfterSeconds));
    sendErrorPage(deps, req, res, appError.status >= 500 ? 500 : appError.status);
  };
}
