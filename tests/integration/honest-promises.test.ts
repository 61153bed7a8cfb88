import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { TemplateMail } from '../../server/platform/ports';
import { sitePages } from '../../server/http/page-registry';
import { listOutbox, readMessagePart, readOutboxMessage } from '../../server/mail-outbox';
import { SendMailContract } from '../../shared/platform-api/mail.platform';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { brokenPromises, linksOf, promiseSentences, visibleText } from '../support/promises';
import { silentLogger, startTestSite, type TestSite } from '../support/test-site';
import { DAILY_LISTS, runDailyEmails } from '../../server/features/daily-emails';
import { horoscopeToday, weekStart } from '../../shared/horoscopes/horoscopes';

/**
 * Issue #23: no email promises a page that does not answer. Every email the site sends is made by
 * a real flow (or, for the notices that need a renewal run, by the mail service itself), and every
 * link of it to the site is requested; a sentence that says something "is on its way" or "coming
 * soon" must name a feature whose page is served. The pages are checked the same way in
 * site-crawl.test.ts.
 */

const PAGES = sitePages();
const SERVED = new Set(PAGES.map((page) => page.path));
const nonce = () => `sbx_succeed_visa_4242_${randomBytes(16).toString('base64url').slice(0, 22)}`;
const PASSWORD = 'moonlight-42';

/** Each template of the mail service, and the subjects that show it was sent: a new template fails the typecheck until it is here. */
const SUBJECTS: Record<TemplateMail['template'] | 'ticket' | 'daily_lists', RegExp[]> = {
  welcome: [/^Welcome to Starlit$/],
  password_reset: [/^Reset your Starlit password$/],
  email_changed: [/^Your Starlit email address was changed$/],
  receipt: [/receipt: VIP Membership$/, /receipt: Celtic Cross/, /receipt: .*Karma Coins/],
  subscription_notice: [/free trial has begun/, /You have unsubscribed from/, /We could not renew/, /has ended$/],
  ticket: [/^We received your message/, /^\[T-/],
  // The daily lists' emails (server/features/daily-emails), this week's Monday.
  daily_lists: [/: your horoscope for Monday/, /: your love horoscope for Monday/, /: your love horoscope for the week of/, /^Your number of the day for Monday/, /^For you: your personal horoscope for Monday/],
};

describe('promises of pages: the site’s emails and pages', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite('sqlite', { TRUST_PROXY: '1' });
  });
  afterAll(() => site.close());

  it('the check finds a promise of a page that is not served, and passes one that is', () => {
    // Every feature the check knows is served today: a site without the advisors' page stands in for one that is not.
    const withoutAdvisors = new Set([...SERVED].filter((path) => path !== '/daily-psychic-advisors'));
    expect(brokenPromises('Daily horoscopes, tarot and psychic advisors are on their way; we will let you know.', withoutAdvisors)).toEqual([
      expect.stringContaining('promises psychic advisors, which has no page'),
    ]);
    expect(brokenPromises('Tarot card pages and birth charts are on their way.', SERVED)).toEqual([]);
    expect(brokenPromises('Psychic advisors are coming soon!', withoutAdvisors)).toHaveLength(1);
    expect(brokenPromises('Psychic advisors are coming soon!', SERVED)).toEqual([]);
    expect(brokenPromises('Numerology is coming soon!', SERVED)).toEqual([]);
    expect(brokenPromises('Something wonderful is coming soon.', SERVED)).toEqual([expect.stringContaining('does not name')]);
    expect(brokenPromises('Daily horoscopes are here, written from the real sky.', SERVED)).toEqual([]);
    expect(promiseSentences(visibleText('<p>Your reading is <strong>on its way</strong>.</p>'))).toEqual(['Your reading is on its way.']);
  });

  it('every email the site sends links only to pages that answer, writes dates as the site does, and promises nothing missing', async () => {
    const { agent, email, memberUuid } = await signedUpMember(site);
    const post = (path: string, body: object) => agent.post(path).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body);

    // A password reset link, a VIP trial (its notice and a $0.00 receipt), coins, a Celtic Cross with the welcome offer.
    await request(site.app).post('/password-reset').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send({ intent: 'request', email }).expect(200);
    await post('/api/checkout/submit', { 'purchase-package': 'payment-subscription', subscription_upc: 'vip-monthly-subscription', order_uuid: randomUUID(), payment_method_nonce: nonce() }).expect(200);
    await post('/api/checkout/submit', { 'purchase-package': 'payment-kc-package', 'kc-package-select': 'karma-coins-1000', order_uuid: randomUUID(), payment_method_nonce: nonce() }).expect(200);
    // Every daily list's email, while the member is VIP (the personal one is for VIP members).
    const now = new Date().toISOString();
    await site.tables
      .insertInto('mail_subscriptions')
      .values(DAILY_LISTS.map((list) => ({ member_uuid: memberUuid, list_code: list, subscribed: 1, location: 'test', reason: null, updated_at: now })))
      .onConflict((oc) => oc.columns(['member_uuid', 'list_code']).doUpdateSet({ subscribed: 1 }))
      .execute();
    await runDailyEmails({ platform: site.platformClient, siteUrl: site.config.SITE_URL, logger: silentLogger }, { date: weekStart(horoscopeToday()) });
    const dealt = await post('/api/product/deal/celtic-cross', {}).expect(200);
    await post('/api/product/submit/celtic-cross', { deal: dealt.body.deal, deck_code: dealt.body.deck_code, question: '', cards: [] }).expect(200);
    await post('/api/checkout/submit', { 'purchase-package': 'payment-usd', upc: 'celtic-cross', deal: dealt.body.deal, order_uuid: randomUUID(), payment_method_nonce: nonce(), use_voucher: true }).expect(200);
    // Unsubscribing, a support ticket, and last an email change (the old address is told).
    await post('/api/member/subscription/unsubscribe', { unsubscribe: '1' }).expect(200);
    await post('/api/ticket/create', { subject: 'Karma Coins question', name: 'Ana', email, phone: '', description: 'Where is my reading? I paid for it yesterday.', page: 'http://starlit.test/readings-reports' }).expect(200);
    await agent.patch(`/api/member/member/${memberUuid}`).set('Origin', ORIGIN).send({ email: `new.${email}`, old_password: PASSWORD }).expect(200);
    await site.settle();

    // The two notices a renewal run sends, through the mail service, to the address the others use.
    const canceled = listOutbox(site.outboxDir, 100).find((entry) => /You have unsubscribed from/.test(entry.subject))!;
    const manage = linksOf(readMessagePart(readOutboxMessage(site.outboxDir, canceled.file)!, 'text/html')!, '').find((link) => link.includes('/subscription/'))!;
    for (const notice of ['renewal_failed', 'ended'] as const) {
      await site.platformClient.call(SendMailContract, { body: { template: 'subscription_notice', to: email, first_name: 'Ana', notice, product_name: 'VIP Membership', date: '2026-12-02', url: manage } });
    }

    const messages = listOutbox(site.outboxDir, 100).map((entry) => {
      const eml = readOutboxMessage(site.outboxDir, entry.file)!;
      return { subject: entry.subject, html: readMessagePart(eml, 'text/html') ?? '', text: readMessagePart(eml, 'text/plain') ?? '' };
    });
    const missing = Object.entries(SUBJECTS).flatMap(([template, subjects]) => subjects.filter((subject) => !messages.some((message) => subject.test(message.subject))).map((subject) => `${template}: ${subject}`));
    expect(missing).toEqual([]);

    const problems: string[] = [];
    const statuses = new Map<string, number>();
    for (const message of messages) {
      for (const link of linksOf(message.html, message.text)) {
        if (!link.startsWith('http://starlit.test')) continue;
        const url = new URL(link);
        const path = `${url.pathname}${url.search}`;
        if (!statuses.has(path)) statuses.set(path, (await agent.get(path).redirects(5)).status);
        const status = statuses.get(path)!;
        if (status === 404 || status >= 500) problems.push(`"${message.subject}" links to ${path}, which answers ${status}`);
      }
      for (const body of [message.text, visibleText(message.html)]) {
        for (const broken of brokenPromises(body, SERVED)) problems.push(`"${message.subject}" ${broken}`);
        // Dates as the site writes them ('December 2, 2026'), never 2026-12-02 (addresses aside).
        const iso = /\b\d{4}-\d{2}-\d{2}\b/.exec(body.replace(/https?:\/\/\S+/g, ''));
        if (iso) problems.push(`"${message.subject}" writes the date ${iso[0]}`);
      }
    }
    expect(problems).toEqual([]);
    // The links reached the pages they are for: the membership page, a reading, the settings.
    expect([...statuses.keys()]).toEqual(
      expect.arrayContaining(['/readings-reports/subscription/vip-membership', '/member/settings', '/daily-horoscope', expect.stringMatching(/^\/readings-reports\/tarot-readings\/result\//)]),
    );
  }, 60_000);
});
