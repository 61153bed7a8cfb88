import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A stand-in for the advisor marketplace (issue #27): a loopback HTTP server answering
 * `GET /listings?size=&tid=` with the recorded reply in fixtures/advisors.json (its `{{origin}}`
 * replaced by the server's own address) and `GET /pictures/{name}.png` with a small PNG.
 *
 * How it answers is its `mode`, or the `tid` of a request when that names a mode, so one
 * provider can fail in several ways side by side (the site caches by size and tid):
 * - `ok`: the recorded reply, cut to `size`;
 * - `empty`: no listings (nobody to list);
 * - `down`: HTTP 500;
 * - `garbage`: HTTP 200 with text that is not JSON;
 * - `wrong-shape`: JSON without a list of listings;
 * - `all-invalid`: listings that all fail the schema;
 * - `slow`: nothing for ten seconds (longer than any timeout the tests set);
 * - `hang-up`: the connection closed without an answer.
 */
export const FAKE_ADVISOR_MODES = ['ok', 'empty', 'down', 'garbage', 'wrong-shape', 'all-invalid', 'slow', 'hang-up'] as const;
export type FakeAdvisorMode = (typeof FAKE_ADVISOR_MODES)[number];

export interface FakeAdvisorProvider {
  /** The listings endpoint, for ADVISOR_PROVIDER_URL. */
  url: string;
  origin: string;
  mode: FakeAdvisorMode;
  /** Every request it received: path and query. */
  requests: { path: string; query: URLSearchParams }[];
  /** The recorded listings as served (with `{{origin}}` filled in). */
  listings(): Record<string, unknown>[];
  close(): Promise<void>;
}

const FIXTURE = path.join(__dirname, 'fixtures', 'advisors.json');
/** A 1 x 1 PNG: enough for a browser to show, and for the site to check its type. */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export async function startFakeAdvisorProvider(mode: FakeAdvisorMode = 'ok'): Promise<FakeAdvisorProvider> {
  const requests: FakeAdvisorProvider['requests'] = [];
  let origin = '';
  const recorded = () => (JSON.parse(fs.readFileSync(FIXTURE, 'utf8').replaceAll('{{origin}}', origin)) as { listings: Record<string, unknown>[] }).listings;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push({ path: url.pathname, query: url.searchParams });
    if (url.pathname.startsWith('/pictures/')) {
      if (url.pathname.endsWith('.png')) res.writeHead(200, { 'Content-Type': 'image/png' }).end(PICTURE);
      else res.writeHead(200, { 'Content-Type': 'text/plain' }).end('not a picture');
      return;
    }
    if (url.pathname !== '/listings') {
      res.writeHead(404).end();
      return;
    }
    const tid = url.searchParams.get('tid') ?? '';
    const current: FakeAdvisorMode = (FAKE_ADVISOR_MODES as readonly string[]).includes(tid) ? (tid as FakeAdvisorMode) : fake.mode;
    const json = (body: unknown) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    switch (current) {
      case 'ok':
        json({ listings: recorded().slice(0, Number(url.searchParams.get('size') ?? '1')) });
        return;
      case 'empty':
        json({ listings: [] });
        return;
      case 'down':
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
        return;
      case 'garbage':
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>Maintenance</html>');
        return;
      case 'wrong-shape':
        json({ advisors: 'none today' });
        return;
      case 'all-invalid':
        json({ listings: [{ speakerName: 42 }, { detailsUrl: 'ftp://advisors.example/x' }] });
        return;
      case 'slow':
        setTimeout(() => json({ listings: recorded() }), 10_000).unref();
        return;
      case 'hang-up':
        req.socket.destroy();
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeAdvisorProvider = {
    url: `${origin}/listings`,
    origin,
    mode,
    requests,
    listings: recorded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
