import request from 'supertest';
import { PAGE_ROUTES } from '../../server/routes/pages/route-table';
import { signedUpMember } from '../support/members';
import { startTestSite, type TestSite } from '../support/test-site';

/** Every `<a href>` of the page's header and footer, fragments left out (they are in-page routes). */
function headerAndFooterLinks(html: string): string[] {
  const parts = [...html.matchAll(/<header[\s>][\s\S]*?<\/header>/g), ...html.matchAll(/<footer[\s>][\s\S]*?<\/footer>/g)].map((match) => match[0]);
  const hrefs = parts.flatMap((part) => [...part.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')));
  return hrefs.filter((href) => !href.startsWith('#'));
}

/**
 * No link in the header or footer may lead to a 404 (the navigation shows only pages of the route
 * table): every page a visitor or a member can open is fetched, and every link its header and
 * footer hold is followed.
 */
describe('header and footer links', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  const paths = [...PAGE_ROUTES.map((page) => page.path).filter((path) => !path.includes(':')), '/no-such-page'];

  it.each(['visitor', 'member'] as const)('as a %s, every header and footer link of every page answers (no 404)', async (who) => {
    const agent = who === 'member' ? (await signedUpMember(site)).agent : request.agent(site.app);
    const checked = new Map<string, number>();
    const broken: string[] = [];
    let pagesSeen = 0;
    for (const path of paths) {
      const page = await agent.get(path).redirects(5);
      // Pages that do not exist here (the development outbox) are not reachable, so not checked.
      if (page.status === 404 && path !== '/no-such-page') continue;
      pagesSeen += 1;
      const links = headerAndFooterLinks(page.text);
      expect(links.length).toBeGreaterThan(5);
      for (const href of links) {
        if (!checked.has(href)) checked.set(href, (await agent.get(href).redirects(5)).status);
        const status = checked.get(href)!;
        if (status === 404 || status >= 500) broken.push(`${path}: ${href} answers ${status}`);
      }
    }
    expect(broken).toEqual([]);
    expect(pagesSeen).toBeGreaterThan(10);
    // The menu's groups of today, as a sanity check that links were found at all.
    expect([...checked.keys()]).toEqual(expect.arrayContaining(['/', '/service', '/service/frequently-asked-questions', '/privacy-policy']));
    if (who === 'member') expect([...checked.keys()]).toEqual(expect.arrayContaining(['/member/journal', '/member/settings']));
    else expect([...checked.keys()]).toEqual(expect.arrayContaining(['/signup', '/login']));
  });
});
