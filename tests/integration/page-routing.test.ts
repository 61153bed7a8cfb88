import { createElement } from 'react';
import request from 'supertest';
import { definePage, type AnyPage } from '../../server/http/page-module';
import { sitePages } from '../../server/http/page-registry';
import type { RoutePattern } from '../../shared/routes';
import { startTestSite, type TestSite } from '../support/test-site';

/** A page of these tests only, outside the site's patterns, that shows `text`. */
const page = (path: string, text: string): AnyPage =>
  definePage({
    path: path as RoutePattern,
    load: () => ({}),
    head: () => ({ title: text, description: text }),
    View: () => createElement('p', { className: 'routing-test' }, text),
  }) as AnyPage;

async function shown(site: TestSite, path: string): Promise<string> {
  const res = await request(site.app).get(path);
  return res.status === 200 ? (/<p class="routing-test">([^<]*)<\/p>/.exec(res.text)?.[1] ?? 'another page') : String(res.status);
}

/*
 * The page router matches a request only against the pages that share its first path segment
 * (server/http/page-router.ts); Express's own rules must hold as before.
 */
describe('finding the page for a path', () => {
  it('takes the first page registered for a path, ignores the case of the address, and 404s the rest', async () => {
    const site = await startTestSite('sqlite', {}, { pages: [page('/routing-test/:name', 'first'), page('/routing-test/:name', 'second'), page('/Routing-Other', 'other'), ...sitePages()] });
    try {
      expect(await shown(site, '/routing-test/anything')).toBe('first');
      expect(await shown(site, '/ROUTING-TEST/anything')).toBe('first');
      expect(await shown(site, '/routing-other')).toBe('other');
      expect(await shown(site, '/routing-test')).toBe('404');
      expect(await shown(site, '/routing-testing/anything')).toBe('404');
      expect(await shown(site, '/tarot/cards/the-fool')).toBe('another page');
    } finally {
      await site.close();
    }
  });

  it('still finds every page when one of them begins with a parameter', async () => {
    const site = await startTestSite('sqlite', {}, { pages: [page('/routing-test/:name', 'first'), page('/:anything', 'catch-all'), ...sitePages()] });
    try {
      expect(await shown(site, '/routing-test/x')).toBe('first');
      expect(await shown(site, '/whatever')).toBe('catch-all');
      // Registered after the catch-all, so it takes what Express would give it: nothing.
      expect(await shown(site, '/privacy-policy')).toBe('catch-all');
    } finally {
      await site.close();
    }
  });
});
