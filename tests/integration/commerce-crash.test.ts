import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { createTestDatabase, ENGINES, silentLogger, type TestDatabase } from '../support/test-site';
import { createCommerceHarness, nonce, type CommerceHarness } from './commerce-harness';

function startPlatformProcess(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', 'tests/integration/commerce-crash-child.ts'], { cwd: process.cwd(), env: { PATH: process.env.PATH ?? '', ...env } });
}

function servedUrl(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /is serving (http:\/\/[\w.]+:\d+)/.exec(stdout);
      if (match) resolve(match[1]!);
    });
    child.once('exit', () => reject(new Error(`process exited early: ${stdout}`)));
  });
}

const exitOf = (child: ChildProcessWithoutNullStreams) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe.each(ENGINES)('an order interrupted by a crash on %s', (engine) => {
  let testDb: TestDatabase;
  let h: CommerceHarness;
  let outbox: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'starlit-crash-'));
    // Both processes open the same database: the test's own handle and the platform's.
    testDb = await createTestDatabase(engine);
    env = { DATABASE_URL: testDb.url };
    env.MAIL_OUTBOX_DIR = path.join(outbox, 'mail');
    h = createCommerceHarness(testDb.database, loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'http://starlit.test' }), silentLogger);
  });
  afterAll(async () => {
    await testDb.drop();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  // Two platform processes start one after the other (tsx compiles each): on a busy 2-core machine that alone can take half a minute.
  it('finishes the charged order once after a restart: paid, coins credited once, receipt sent', async () => {
    const member = await h.newMember();
    const body = { order_uuid: randomUUID(), member_uuid: member, upc: 'karma-coins-500', quantity: 2, payment: { method: 'card', nonce: nonce() } };

    const faulty = startPlatformProcess({ ...env, STARLIT_FAULT: 'exit-after-charge', PAYMENT_RECONCILE_GRACE_MS: '0' });
    const died = exitOf(faulty);
    const url = await servedUrl(faulty);
    await expect(fetch(`${url}/commerce/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).rejects.toThrow();
    await expect(died).resolves.toBe(86);

    const interrupted = await h.commerce.selectFrom('commerce_orders').selectAll().where('order_uuid', '=', body.order_uuid).executeTakeFirstOrThrow();
    expect(interrupted.status).toBe('charging');
    expect(await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', body.order_uuid).execute()).toHaveLength(1);
    expect(await h.members.selectFrom('member_transactions').selectAll().where('member_uuid', '=', member).execute()).toEqual([]);

    const healthy = startPlatformProcess({ ...env, PAYMENT_RECONCILE_GRACE_MS: '0' });
    const stopped = exitOf(healthy);
    try {
      const again = await servedUrl(healthy);
      let row = interrupted;
      for (let tries = 0; tries < 200 && (row.status !== 'paid' || row.receipt_sent_at === null); tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        row = await h.commerce.selectFrom('commerce_orders').selectAll().where('order_uuid', '=', body.order_uuid).executeTakeFirstOrThrow();
      }
      expect(row).toMatchObject({ status: 'paid', payment_label: 'Visa ending 4242' });
      expect(row.receipt_sent_at).not.toBeNull();
      const retried = await fetch(`${again}/commerce/orders`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect(retried.status).toBe(200);
      expect(((await retried.json()) as { order: { status: string; kc: number } }).order).toMatchObject({ status: 'paid', kc: 1000, usd_cents: 998 });
    } finally {
      healthy.kill('SIGTERM');
      await stopped;
    }
    const entries = await h.members.selectFrom('member_transactions').selectAll().where('member_uuid', '=', member).execute();
    expect(entries.map((entry) => [entry.kind, Number(entry.kc), Number(entry.usd_cents)])).toEqual([['kc_purchase', 1000, 998]]);
    expect(await h.ports.memberLedger.balance(member)).toBe(1000);
    expect(await h.commerce.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', body.order_uuid).execute()).toHaveLength(1);
    const mails = fs.readdirSync(env.MAIL_OUTBOX_DIR!).map((file) => fs.readFileSync(path.join(env.MAIL_OUTBOX_DIR!, file), 'utf8'));
    expect(mails.filter((mail) => mail.includes(body.order_uuid))).toHaveLength(1);
  }, 120_000);
});
