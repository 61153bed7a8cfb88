import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import '../session/session-data';
import { jsonErrorHandler, jsonNotFound } from './error-handler';
import { featureFiles } from './feature-files';
import type { SiteServices } from './request-context';
import { requireSameOrigin } from './same-origin';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

/** A feature's API file: its default export builds the routes it serves under /api. */
type FeatureApi = (services: SiteServices) => Router;

/**
 * Every feature's API routes, read from the feature folders: each `*.api.ts` default-exports
 * a function that builds its router. Nothing is listed by hand; the order is the files' paths.
 */
export function featureApis(): { file: string; build: FeatureApi }[] {
  return featureFiles(['.api.ts']).map((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the folders are the registry, read as they are
    const build = (require(file) as { default?: unknown }).default;
    if (typeof build !== 'function') throw new Error(`${path.basename(file)} must default-export a function that builds its router`);
    return { file, build: build as FeatureApi };
  });
}

/**
 * The browser-facing API. Each `{host}` call of the spec is served at the same path under
 * /api and answered by calling the platform's contracts; the browser never talks to the platform.
 */
export function apiRouter(services: SiteServices): Router {
  const router = Router();
  // Replies are personal (a member's data, who is logged in) unless a route says otherwise.
  router.use(noStore);
  router.use(express.json({ limit: '100kb' }));
  router.use(requireSameOrigin(services.config.SITE_URL));
  for (const { build } of featureApis()) router.use(build(services));
  router.use(jsonNotFound());
  router.use(jsonErrorHandler(services.logger));
  return router;
}
