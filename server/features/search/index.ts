/**
 * What the search feature offers the rest of the site: the search service, which server/app.ts
 * makes once (and server/index.ts refreshes before the site listens), and the search box's form
 * lives in views/ui/search-form.tsx for the header to place.
 */
export { createSiteSearch, type SiteSearch, type SiteSearchDeps } from './site-search';
