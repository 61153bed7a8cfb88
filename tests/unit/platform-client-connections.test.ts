import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { defineContract } from '../../shared/api/contract';
import { createPlatformClient } from '../../server/http/platform-client';

/*
 * The daily emails' process calls the platform with `keepAlive: false` (server/daily-emails.ts):
 * at the lowest priority on a busy machine it may not run for longer than the platform keeps an
 * idle connection open, and a call written to a connection the platform had closed failed with
 * "socket hang up" (the whole pass with it, until the next one five minutes later).
 */

const PingContract = defineContract('test.ping', 'GET /ping', { response: z.object({ ok: z.literal(true) }) });

let server: http.Server;
let url: string;
let connections = 0;

beforeAll(async () => {
  server = http.createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function connectionsFor(keepAlive: boolean | undefined): Promise<number> {
  const client = createPlatformClient({ baseUrl: url, partnerId: 'test', partnerKey: 'test-key', ...(keepAlive === undefined ? {} : { keepAlive }) });
  const before = connections;
  for (let call = 0; call < 3; call += 1) await expect(client.call(PingContract)).resolves.toEqual({ ok: true });
  return connections - before;
}

describe("the platform client's connections", () => {
  it('keeps one connection alive across calls by default', async () => {
    await expect(connectionsFor(undefined)).resolves.toBe(1);
  });

  it('opens a new connection for every call with keepAlive: false, so no call goes to a connection the platform has closed', async () => {
    await expect(connectionsFor(false)).resolves.toBe(3);
  });
});
