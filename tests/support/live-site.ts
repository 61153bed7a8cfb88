import type { Browser } from 'playwright-core';
import { listen, type RunningServer } from '../../server/http/listen';
import type { Engine } from '../../server/db/database';
import { launchBrowser } from './browser';
import { startTestSite, type TestDatabaseOptions, type TestSite } from './test-site';

export interface LiveSite extends TestSite {
  url: string;
}

/** The test site listening on a loopback port, for a real browser to visit. */
export async function startLiveSite(engine: Engine = 'sqlite', options: TestDatabaseOptions = {}, env: Record<string, string> = {}): Promise<LiveSite> {
  const site = await startTestSite(engine, env, options);
  const server: RunningServer = await listen(site.app, 0, '127.0.0.1');
  return {
    ...site,
    url: server.url,
    close: async () => {
      await server.close();
      await site.close();
    },
  };
}

/**
 * Specs that are not about consent start every browser context with the banner already answered
 * (the shown cookie set), so it never sits over what they click. Pass `consentBanner: true` to see it.
 */
function answerConsentBanner(browser: Browser, url: string): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    await context.addCookies([{ name: 'POLICY_CONSENT_SHOWN', value: '1', url }]);
    return context;
  };
  // browser.newPage() makes its context through this.newContext, so it gets the cookie too.
}

export interface BrowserSession {
  site: LiveSite;
  browser: Browser;
}

/**
 * For a browser spec file: a live site and a headless Chromium, started before its tests and
 * closed after them. Read `site` and `browser` inside tests (they exist once beforeAll has run).
 * `env` gives the site more settings; it is read when the site starts, so it may name what an
 * earlier beforeAll started (a fake provider's address).
 */
export function liveSiteInBrowser(options: TestDatabaseOptions & { consentBanner?: boolean; env?: () => Record<string, string> } = {}): BrowserSession {
  const { consentBanner = false, env, ...databaseOptions } = options;
  const session = {} as BrowserSession;
  beforeAll(async () => {
    session.site = await startLiveSite('sqlite', databaseOptions, env?.());
    session.browser = await launchBrowser();
    if (!consentBanner) answerConsentBanner(session.browser, session.site.url);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.site?.close();
  });
  return session;
}
