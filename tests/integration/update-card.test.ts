import { randomUUID } from 'node:crypto';
import { PAYMENT_SAVED_MESSAGE } from '../../shared/store/store.contract';
import { VIP_UPC } from '../../shared/store/catalogue';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

/** A test card's nonce, as the card form's tokenizer makes it (client/store/sandbox-card.ts). */
const nonce = (brand: 'visa' | 'mastercard', last4: string) => `sbx_succeed_${brand}_${last4}_${randomUUID().replace(/-/g, '').slice(0, 22)}`;

const VIP_PAGE = '/readings-reports/subscription/vip-membership';

/** 'Update your card' on the membership page (issue #13; spec 1 §7): the card form saving a new card. */
describe.each(ENGINES)('updating the card of a subscription on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  async function vipMember() {
    const member = await signedUpMember(site);
    await member.agent
      .post('/api/checkout/submit')
      .set('Origin', ORIGIN)
      .set('X-Forwarded-For', freshIp())
      .send({ 'purchase-package': 'payment-subscription', subscription_upc: VIP_UPC, order_uuid: randomUUID(), payment_method_nonce: nonce('visa', '4242') })
      .expect(200);
    return member;
  }

  it('a member without the subscription sees no card form on the membership page', async () => {
    const { agent } = await signedUpMember(site);
    const page = await agent.get(VIP_PAGE).expect(200);
    expect(page.text).not.toContain('Update your card');
    expect(page.text).not.toContain('Save my card');
  });

  it('a member in the VIP trial sees Update your card, saves a new card, and the page then shows it', async () => {
    const { agent } = await vipMember();
    const before = await agent.get(VIP_PAGE).expect(200);
    expect(before.text).toContain('In your free trial');
    expect(before.text).toContain('Update your card');
    expect(before.text).toContain('Save my card');
    expect(before.text).toContain('Visa ending 4242');
    expect(before.text).toMatch(/<noscript>.*needs JavaScript/s);
    expect(before.text).not.toContain('did not go through');

    const saved = await agent.post('/api/member/subscription/update_payment').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ nonce: nonce('mastercard', '4444') }).expect(200);
    expect(saved.body).toEqual({ message: PAYMENT_SAVED_MESSAGE, payment_label: 'Mastercard ending 4444' });
    const after = await agent.get(VIP_PAGE).expect(200);
    expect(after.text).toContain('Mastercard ending 4444');
    expect(after.text).not.toContain('Visa ending 4242');
  });

  it('a processor that does not answer is a 504 saying the card was not changed, and the old card stays', async () => {
    const { agent } = await vipMember();
    const timeout = `sbx_timeout_visa_0119_${randomUUID().replace(/-/g, '').slice(0, 22)}`;
    const failed = await agent.post('/api/member/subscription/update_payment').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ nonce: timeout }).expect(504);
    expect(failed.body.error).toEqual({ code: 'gateway_timeout', message: 'The payment service did not answer in time. Your card was not changed; please try again.' });
    expect((await agent.get(VIP_PAGE).expect(200)).text).toContain('Visa ending 4242');
  });

  it('a past-due subscription says plainly that the last payment failed and that a saved card is tried at the next renewal', async () => {
    const { agent, memberUuid } = await vipMember();
    await site.tables.updateTable('commerce_subscriptions').set({ status: 'past_due' }).where('member_uuid', '=', memberUuid).execute();
    const page = await agent.get(VIP_PAGE).expect(200);
    expect(page.text).toContain('Your last payment did not go through.');
    expect(page.text).toContain(`href="${VIP_PAGE}#update-card"`);
    expect(page.text).toContain('try it again at the next renewal run');
    expect(page.text).toContain('Update your card');
  });
});
