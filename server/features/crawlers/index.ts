/** What the crawlers feature offers the site: its router (app.ts mounts it), and the date undated pages are given. */
export { crawlersRouter } from './crawlers';
export { CONTENT_RELEASED } from './sitemap-dates';
