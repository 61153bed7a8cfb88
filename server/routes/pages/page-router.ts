import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { KnownUser } from '../../../shared/api/user.contract';
import { createElement } from 'react';
import type { Logger } from 'pino';
import type { BuildManifest } from '../../build/build-client';
import type { Config } from '../../config';
import { toAppError } from '../../errors';
import { scrubUrl } from '../../logger';
import { renderPage } from '../../render/render-page';
import { ErrorPage } from '../../../views/pages/error-page';
import '../../session/session-data';
import type { MemberUpstream } from '../../upstream/member.upstream';
import type { PageDefinition } from './page-definition';

export interface PageRouterDeps {
  config: Config;
  manifest: BuildManifest;
  logger: Logger;
  pages: PageDefinition<never>[];
  member: MemberUpstream;
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

function sendErrorPage(res: Response, deps: Omit<PageRouterDeps, 'pages' | 'member'>, status: number, path: string): void {
  const { title, heading, message } = errorCopy(status);
  const html = renderPage({
    siteName: deps.config.SITE_NAME,
    siteUrl: deps.config.SITE_URL,
    manifest: deps.manifest,
    nonce: String(res.locals.nonce ?? ''),
    path,
    status: { logged_in: false },
    interactive: false,
    head: { title, description: message, noindex: true },
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
      const memberUuid = req.session?.memberUuid;
      if (page.requiresMember && !memberUuid) {
        res.redirect(303, '/');
        return;
      }
      const context = { req, config: deps.config, member: deps.member, ...(memberUuid ? { memberUuid } : {}) };
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
        head: { ...head, canonicalPath: page.path, ...(page.requiresMember ? { noindex: true } : {}) },
        page: createElement(page.View, props),
      });
      res.type('html').send(html);
    });
  }
  router.use((req, res) => sendErrorPage(res, deps, 404, req.path));
  return router;
}

/**
 * The last handler of the app: any error that reaches it, from any route or middleware, becomes
 * the error page in the site layout (never Express's default page with a stack trace).
 */
export function pageErrorHandler(deps: Omit<PageRouterDeps, 'pages' | 'member'>): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    if (appError.status >= 500) deps.logger.error({ err: error, url: scrubUrl(req.originalUrl) }, 'page failed');
    if (req.originalUrl.startsWith('/api/')) {
      res.status(appError.status).json(appError.toBody());
      return;
    }
    sendErrorPage(res, deps, appError.status >= 500 ? 500 : appError.status, req.path);
  };
}
