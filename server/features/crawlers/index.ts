/**
 * What the crawlers feature offers the site: its router (app.ts mounts it), the date undated pages
 * are given, and the JSON-LD builders the pages share (json-ld.ts).
 */
export { crawlersRouter } from './crawlers';
export { CONTENT_RELEASED } from './sitemap-dates';
export { breadcrumbJsonLd, bylineOrganization, productJsonLd, siteArticleJsonLd, siteImage, siteOrganization, undatedPublished, webSiteJsonLd, type Crumb, type ProductFacts } from './json-ld';
