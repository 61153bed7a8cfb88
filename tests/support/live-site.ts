import { listen, type RunningServer } from '../../server/http/listen';
import type { Engine } from '../../server/db/database';
import { startTestSite, type TestDatabaseOptions, type TestSite } from './test-site';

export interface LiveSite extends TestSite {
  url: string;
}

/** The test site listening on a loopback port, for a real browser to visit. */
export async function startLiveSite(engine: Engine = 'sqlite', options: TestDatabaseOptions = {}): Promise<LiveSite> {
  const site = await startTestSite(engine, {}, options);
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
