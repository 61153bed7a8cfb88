import type { Request, Response } from 'express';
import { createElement, type ComponentType } from 'react';
import type { BuildManifest } from '../../build/build-client';
import type { Config } from '../../config';
import { renderPage } from '../../render/render-page';
import '../../session/session-data';

export interface FormPageDeps {
  config: Config;
  manifest: BuildManifest;
}

/** Renders a server-handled form page in the site layout (no islands: it works without JavaScript). */
export function sendFormPage<P extends object>(
  deps: FormPageDeps,
  req: Request,
  res: Response,
  page: { title: string; description: string; View: ComponentType<P>; props: P; status?: number },
): void {
  const { memberUuid, username } = req.session ?? {};
  res
    .status(page.status ?? 200)
    .type('html')
    .send(
      renderPage({
        siteName: deps.config.SITE_NAME,
        siteUrl: deps.config.SITE_URL,
        manifest: deps.manifest,
        nonce: String(res.locals.nonce),
        path: req.path,
        status: memberUuid ? { logged_in: true, user: { username: username ?? '' } } : { logged_in: false },
        interactive: false,
        head: { title: page.title, description: page.description, noindex: true },
        page: createElement(page.View, page.props),
      }),
    );
}

/** Reads a text field of an urlencoded form body; anything else is ''. */
export function formText(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
}
