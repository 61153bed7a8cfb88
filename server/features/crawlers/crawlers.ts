import { Router, type Response } from 'express';
import type { Config } from '../../config';
import { sitePages } from '../../http/page-registry';
import { disallowRules, robotsTxt } from './robots';
import { childSitemaps, type ChildSitemap } from './sitemaps';
import { CRAWLER_MAX_AGE_S, sitemapClock } from './sitemap-dates';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

/**
 * What search engines read first: `GET /robots.txt`, `GET /sitemap.xml` (the sitemap index) and
 * `GET /sitemaps/{name}.xml` (its children). Mounted before the session, so a crawler gets no
 * cookie. An unknown sitemap falls through to the 404 page.
 */

const SITEMAP_INDEX_PATH = '/sitemap.xml';
const CHILD_PATH = '/sitemaps/:file';
const childPath = (name: string) => `/sitemaps/${name}.xml`;

interface Built {
  /** The calendar the addresses were worked out for: a new day (or the last hour of one) builds them again. */
  key: string;
  index: string;
  children: Map<string, string>;
}

export function crawlersRouter(config: Config): Router {
  const router = Router();
  let built: Built | undefined;

  /** The sitemaps change only with the date: built once per day (and once more in its last hour), then served from memory. */
  function sitemaps(): Built {
    const clock = sitemapClock();
    const key = `${clock.today}|${clock.todayWhenStale}`;
    if (built?.key === key) return built;
    const pages = sitePages();
    const children: ChildSitemap[] = childSitemaps(pages, disallowRules(pages), { config, clock });
    const newest = (child: ChildSitemap) => child.urls.reduce((latest, url) => (url.lastmod > latest ? url.lastmod : latest), '');
    built = {
      key,
      index: sitemapIndexXml(
        config.SITE_URL,
        children.map((child) => ({ path: childPath(child.name), lastmod: newest(child) })),
      ),
      children: new Map(children.map((child) => [child.name, urlsetXml(config.SITE_URL, child.urls)])),
    };
    return built;
  }

  const send = (res: Response, type: string, body: string) => res.set({ 'Content-Type': type, 'Cache-Control': `public, max-age=${CRAWLER_MAX_AGE_S}` }).send(body);

  router.get('/robots.txt', (_req, res) => {
    send(res, 'text/plain; charset=utf-8', robotsTxt(config.SITE_URL, disallowRules(sitePages())));
  });

  router.get(SITEMAP_INDEX_PATH, (_req, res) => {
    send(res, 'application/xml; charset=utf-8', sitemaps().index);
  });

  router.get(CHILD_PATH, (req, res, next) => {
    const name = /^([a-z0-9-]+)\.xml$/.exec(String(req.params.file))?.[1];
    const xml = name === undefined ? undefined : sitemaps().children.get(name);
    if (xml === undefined) return next();
    send(res, 'application/xml; charset=utf-8', xml);
  });

  return router;
}
