import { randomBytes } from 'node:crypto';
import { tablesOf } from '../../server/db/database';
import type { CommerceTables } from '../../server/platform/commerce/commerce.tables';
import { GatewayDeclinedError, GatewayNonceError, GatewayTimeoutError } from '../../server/platform/commerce/gateway/payment-gateway';
import { createSandboxGateway, NONCE_USED, type SandboxGateway } from '../../server/platform/commerce/gateway/sandbox-gateway';
import { SANDBOX_DECLINE_MESSAGE, type SandboxOutcome } from '../../shared/store/sandbox-card';
import { createTestDatabase, ENGINES, type TestDatabase } from '../support/test-site';

const nonce = (outcome: SandboxOutcome = 'succeed', last4 = '4242') => `sbx_${outcome}_visa_${last4}_${randomBytes(16).toString('base64url')}`;

describe.each(ENGINES)('the sandbox payment gateway on %s', (engine) => {
  let test: TestDatabase;
  let gateway: SandboxGateway;
  beforeAll(async () => {
    test = await createTestDatabase(engine);
    gateway = createSandboxGateway(tablesOf<CommerceTables>(test.database), { siteUrl: 'https://starlit.test' });
  });
  afterAll(() => test.drop());
  const charges = () => tablesOf<CommerceTables>(test.database).selectFrom('sandbox_charges').selectAll().execute();

  it('charges a test card once per idempotency key, even when the same charge arrives 20 times at once', async () => {
    const before = (await charges()).length;
    const card = nonce();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => gateway.charge({ source: { nonce: card }, amount_cents: 1499, idempotency_key: 'order-a', description: 'Celtic Cross Reading' }).catch((error: Error) => error)),
    );
    const succeeded = results.filter((result) => !(result instanceof Error) && result.status === 'succeeded');
    // The first spends the nonce; the others either find its charge or are told the nonce is spent.
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const result of results) if (result instanceof Error) expect(result.message).toBe(NONCE_USED);
    expect((await charges()).length).toBe(before + 1);
    const found = await gateway.findCharge('order-a');
    expect(found).toMatchObject({ amount_cents: 1499, payment_label: 'Visa ending 4242' });
    const again = await gateway.charge({ source: { nonce: nonce() }, amount_cents: 1499, idempotency_key: 'order-a', description: 'again' });
    expect(again).toEqual({ status: 'succeeded', charge: found });
  });

  it('declines the decline card, times out the timeout card, and refuses a reused or unreadable nonce, charging nothing', async () => {
    const before = (await charges()).length;
    await expect(gateway.charge({ source: { nonce: nonce('decline', '0002') }, amount_cents: 999, idempotency_key: 'order-b', description: 'x' })).resolves.toEqual({ status: 'declined', message: SANDBOX_DECLINE_MESSAGE });
    await expect(gateway.charge({ source: { nonce: nonce('timeout', '0119') }, amount_cents: 999, idempotency_key: 'order-c', description: 'x' })).rejects.toBeInstanceOf(GatewayTimeoutError);
    const used = nonce();
    await gateway.charge({ source: { nonce: used }, amount_cents: 500, idempotency_key: 'order-d', description: 'x' });
    await expect(gateway.charge({ source: { nonce: used }, amount_cents: 500, idempotency_key: 'order-e', description: 'x' })).rejects.toThrow(NONCE_USED);
    await expect(gateway.charge({ source: { nonce: '4242424242424242' }, amount_cents: 500, idempotency_key: 'order-f', description: 'x' })).rejects.toBeInstanceOf(GatewayNonceError);
    expect((await charges()).length).toBe(before + 1);
    expect(await gateway.findCharge('order-b')).toBeNull();
  });

  it('keeps a card for later charges; a decline-later card is kept and then declined; a declined card is not kept', async () => {
    const kept = await gateway.vault({ nonce: nonce(), customer: 'member-1' });
    expect(kept.payment_label).toBe('Visa ending 4242');
    await expect(gateway.charge({ source: { method_token: kept.method_token }, amount_cents: 999, idempotency_key: 'renewal-1', description: 'VIP' })).resolves.toMatchObject({ status: 'succeeded' });
    const later = await gateway.vault({ nonce: nonce('decline_later', '0341'), customer: 'member-1' });
    await expect(gateway.charge({ source: { method_token: later.method_token }, amount_cents: 999, idempotency_key: 'renewal-2', description: 'VIP' })).resolves.toEqual({ status: 'declined', message: SANDBOX_DECLINE_MESSAGE });
    await expect(gateway.vault({ nonce: nonce('decline', '0002'), customer: 'member-1' })).rejects.toBeInstanceOf(GatewayDeclinedError);
    await expect(gateway.charge({ source: { method_token: 'pm_unknown' }, amount_cents: 999, idempotency_key: 'renewal-3', description: 'VIP' })).rejects.toBeInstanceOf(GatewayNonceError);
  });

  it('runs the redirect flow: approve sends the browser back with the token, capture charges once; cancel and an unapproved capture charge nothing', async () => {
    const { token, approval_url } = await gateway.createApproval({ amount_cents: 2499, idempotency_key: 'order-g', description: '2,750 Karma Coins', return_url: 'https://starlit.test/checkout/return?order=g', cancel_url: 'https://starlit.test/store/karma-coins', vault: false });
    expect(approval_url).toBe(`https://starlit.test/sandbox/approve/${token}`);
    expect(await gateway.captureApproval({ token, idempotency_key: 'order-g' })).toEqual({ status: 'declined', message: 'The payment was not approved.' });
    expect(await gateway.approval(token)).toMatchObject({ amount_cents: 2499, status: 'pending' });
    const { redirect_url } = await gateway.decide(token, 'approve');
    expect(redirect_url).toBe(`https://starlit.test/checkout/return?order=g&token=${token}`);
    const first = await gateway.captureApproval({ token, idempotency_key: 'order-g' });
    const second = await gateway.captureApproval({ token, idempotency_key: 'order-g' });
    expect(first.status).toBe('succeeded');
    expect(second).toEqual(first);
    expect((await charges()).filter((row) => row.idempotency_key === 'order-g')).toHaveLength(1);

    const other = await gateway.createApproval({ amount_cents: 999, idempotency_key: 'order-h', description: 'VIP', return_url: 'https://starlit.test/r', cancel_url: 'https://starlit.test/c', vault: true });
    expect(await gateway.decide(other.token, 'cancel')).toEqual({ redirect_url: 'https://starlit.test/c' });
    expect(await gateway.decide(other.token, 'approve')).toEqual({ redirect_url: 'https://starlit.test/c' });
    expect((await gateway.captureApproval({ token: other.token, idempotency_key: 'order-h' })).status).toBe('declined');
    await expect(gateway.approval('ap_nothing')).rejects.toThrow('Not Found');
  });
});
