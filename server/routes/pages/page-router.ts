import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { KnownUser } from '../../../shared/api/user.contract';
import { createElement } from 'react';
import type { Logger } from 'pino';
import type { BuildManifest } from '../../build/build-client';
import type { Config } from '../../config';
import { toAppError } from '../../errors';
import { renderPage } from '../../render/render-page';
import { ErrorPage } from '../../../views/pages/error-page';
import '../../session/session-data';
import type { PageDefinition } from './page-definition';

export interface PageRouterDeps {
  config: Config;
  manifest: BuildManifest;
  logger: Logger;
  pages: PageDefinition<never>[];
}

function sendErrorPage(res: Response, deps: PageRouterDeps, status: number, path: string): void {
  const notFound = status === 404;
  const heading = notFound ? 'We could not find that page' : 'Something went wrong';
  const message = notFound
    ? 'The page may have moved, or the address may have a typo. The home page is a good place to start again.'
    : 'Our server ran into a problem while preparing this page. Please try again in a moment.';
  const html = renderPage({
    siteName: deps.config.SITE_NAME,
    siteUrl: deps.config.SITE_URL,
    manifest: deps.manifest,
    nonce: String(res.locals.nonce ?? ''),
    path,
    status: { logged_in: false },
    interactive: false,
    head: { title: notFound ? 'Page not found' : 'Something went wrong', description: message, noindex: true },
    page: createElement(ErrorPage, { status, heading, message }),
  });
  res.status(status).type('html').send(html);
}

/** What the header needs to know of the member, from the session alone (no service call per page). */
function sessionStatus(req: Request): KnownUser {
  const { memberUuid, username } = req.session ?? {};
  return memberUuid ? { logged_in: true, user: { username: username ?? '' } } : { logged_in: false };
}

/** Server-rendered pages from the route table, plus the 404 and 500 pages in the site layout. */
export function pageRouter(deps: PageRouterDeps): Router {
  const router = Router();
  for (const page of deps.pages) {
    router.get(page.path, async (req, res) => {
      const context = { req, config: deps.config };
      const props = await page.load(context);
      const head = page.head(props, context);
      const html = renderPage({
        siteName: deps.config.SITE_NAME,
        siteUrl: deps.config.SITE_URL,
        manifest: deps.manifest,
        nonce: String(res.locals.nonce),
        path: req.path,
        status: sessionStatus(req),
        interactive: page.interactive ?? true,
        head: { ...head, canonicalPath: page.path },
        page: createElement(page.View, props),
      });
      res.type('html').send(html);
    });
  }
  router.use((req, res) => sendErrorPage(res, deps, 404, req.path));
  const onError: ErrorRequestHandler = (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    if (appError.status >= 500) deps.logger.error({ err: error, url: req.originalUrl }, 'page failed');
    sendErrorPage(res, deps, appError.status === 404 ? 404 : appError.status >= 500 ? 500 : appError.status, req.path);
  };
  router.use(onError);
  return router;
}
