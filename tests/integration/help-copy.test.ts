import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { faqContent } from '../../server/content/faq';
import { POLICY_SLUGS, policyDocument } from '../../server/content/policies';
import { supportAddress } from '../../server/config';
import { sitePages } from '../../server/http/page-registry';
import { href, ROUTES } from '../../shared/routes';
import { DRT_UPC, VIP_UPC } from '../../shared/store/catalogue';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

/**
 * The help copy stays honest: the FAQ and the three policies describe the site as it is. Every
 * site path they name in their text, or link from the FAQ's link lists, answers: 200 to a
 * visitor, or, for a members' page, 303 to a visitor and 200 to a signed-up member. The way to
 * cancel a subscription they describe is the site's (the subscription's own page, not Account
 * Settings), and the prices they quote are the ones the store's pages show.
 */

interface HelpSource {
  name: string;
  texts: string[];
  links: string[];
}

/** The FAQ and each policy: their words, and the FAQ's links. */
function helpSources(siteName: string, support: string): HelpSource[] {
  const faq = faqContent(siteName, support);
  const questions = faq.sections.flatMap((section) => section.questions);
  const sources: HelpSource[] = [
    {
      name: 'the FAQ',
      texts: [faq.title, faq.description, ...faq.intro, ...faq.sections.map((section) => section.heading), ...questions.flatMap((item) => [item.question, ...item.answer])],
      links: questions.flatMap((item) => (item.links ?? []).map((link) => link.href)),
    },
  ];
  for (const slug of POLICY_SLUGS) {
    const policy = policyDocument(slug, siteName, support);
    sources.push({
      name: policy.title,
      texts: [policy.title, policy.description, ...policy.intro, ...policy.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])],
      links: [],
    });
  }
  return sources;
}

/** Site paths written in prose ('in /member/settings.'): not part of a URL, an email address or a word like 'and/or'. */
const NAMED_PATH = /(?<![\w.:/@%-])(\/[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*\/?)(?=$|[\s.,;:!?)\]’”'"])/gi;
const namedPaths = (text: string): string[] => [...text.matchAll(NAMED_PATH)].map((match) => match[1]!);

const sentencesOf = (texts: readonly string[]): string[] => texts.flatMap((text) => text.split(/(?<=[.!?])\s+/));

/** A test card's nonce, as the card form's tokenizer makes it (client/store/sandbox-card.ts). */
const nonce = () => `sbx_succeed_visa_4242_${randomUUID().replace(/-/g, '').slice(0, 22)}`;

const UNSUBSCRIBE_FIELD = 'name="unsubscribe" value="1"';

describe.each(PAGE_ENGINES)('the FAQ and the policies describe the site as it is, on %s', (engine) => {
  let site: TestSite;
  let sources: HelpSource[];
  let faqText: string;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' });
    sources = helpSources(site.config.SITE_NAME, supportAddress(site.config));
    faqText = sources[0]!.texts.join('\n');
  });
  afterAll(() => site.close());

  it('names and links only pages that answer, a members’ page for a signed-up member', async () => {
    const named = new Map<string, Set<string>>();
    for (const source of sources) {
      const paths = [...source.links, ...source.texts.flatMap(namedPaths)];
      // Each one points readers somewhere (at least Contact Us), so an empty list means the search broke.
      expect({ source: source.name, names: paths.length > 0 }).toEqual({ source: source.name, names: true });
      for (const path of paths) named.set(path, (named.get(path) ?? new Set()).add(source.name));
    }
    // The pages the copy sends people to for the store, memberships, cancelling and their purchases.
    expect([...named.keys()]).toEqual(
      expect.arrayContaining([
        href(ROUTES.karmaCoins),
        href(ROUTES.vipMembership),
        href(ROUTES.dailyReflectionMembership),
        href(ROUTES.journal),
        href(ROUTES.transactions),
        href(ROUTES.yourBirthChart),
        href(ROUTES.essentialBirthChart),
      ]),
    );

    const membersPages = new Set<string>(sitePages().filter((page) => page.member).map((page) => page.path));
    const { agent: member } = await signedUpMember(site);
    const broken: string[] = [];
    for (const [path, by] of named) {
      const visitor = await request(site.app).get(path);
      const where = `${path} (named by ${[...by].join(', ')})`;
      if (membersPages.has(path)) {
        const signedUp = await member.get(path);
        if (visitor.status !== 303 || signedUp.status !== 200) broken.push(`${where}: ${visitor.status} to a visitor, ${signedUp.status} to a member`);
      } else if (visitor.status !== 200) {
        broken.push(`${where}: ${visitor.status} to a visitor`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('sends members to the subscription’s own page to cancel, where Unsubscribe is, and never to Account Settings', async () => {
    const cancelling = sentencesOf(sources.flatMap((source) => source.texts)).filter((sentence) => /\b(cancel|unsubscrib)/i.test(sentence));
    expect(cancelling.length).toBeGreaterThan(0);
    for (const sentence of cancelling) expect({ sentence, settings: /Account Settings|\/member\/settings/.test(sentence) }).toEqual({ sentence, settings: false });

    const { agent } = await signedUpMember(site);
    const subscribe = (upc: string) =>
      agent.post('/api/checkout/submit').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send({ 'purchase-package': 'payment-subscription', subscription_upc: upc, order_uuid: randomUUID(), payment_method_nonce: nonce() }).expect(200);
    await subscribe(VIP_UPC);
    await subscribe(DRT_UPC);

    // Account Settings has no way to cancel: the copy must not send anyone there for it.
    expect((await agent.get(href(ROUTES.settings)).expect(200)).text).not.toContain(UNSUBSCRIBE_FIELD);
    for (const [upc, path, restart] of [
      [VIP_UPC, href(ROUTES.vipMembership), 'Restart my membership'],
      [DRT_UPC, href(ROUTES.dailyReflectionMembership), 'Restart my subscription'],
    ] as const) {
      const page = (await agent.get(path).expect(200)).text;
      expect(page).toContain('Next billing date');
      // The Unsubscribe form posts to the page itself (the dialog's plain form, as without JavaScript).
      expect(page).toContain(UNSUBSCRIBE_FIELD);
      expect(page).toContain(`action="${path}"`);
      const after = await agent.post(path).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).type('form').send({ intent: 'unsubscribe', unsubscribe: '1', upc }).expect(200);
      // As the FAQ says: nothing more is charged, the benefits last until a date the page shows, and Restart brings it back.
      expect(after.text).toContain('has been canceled');
      expect(after.text).toContain('Yours until');
      expect(after.text).toContain(restart);
      expect(after.text).not.toContain(UNSUBSCRIBE_FIELD);
    }
  });

  it('quotes the prices and the free trial as the store’s pages show them', async () => {
    const priceLine = async (path: string) => {
      const html = (await request(site.app).get(path).expect(200)).text;
      const line = /<p class="membership-price"><strong>([^<]+)<\/strong>/.exec(html)?.[1];
      if (!line) throw new Error(`${path} shows no price line`);
      return line;
    };
    // '$9.99 a month after a 7-day free trial' and '$7.99 a month'.
    const vip = await priceLine(href(ROUTES.vipMembership));
    const drt = await priceLine(href(ROUTES.dailyReflectionMembership));
    expect(faqText).toContain(vip);
    expect(faqText).toContain(drt);
    const terms = sources.find((source) => source.name === 'Terms of Use')!.texts.join('\n');
    expect(terms).toContain(vip.replace(/ after .*/, ''));
    expect(terms).toContain(drt);
    expect(terms).toContain(vip.replace(/.* after a /, ''));

    // Every coin package's coins and price, as the Karma Coins page lists them.
    const store = (await request(site.app).get(href(ROUTES.karmaCoins)).expect(200)).text;
    const packages = [...store.matchAll(/<span class="checkout-package-label">([\d,]+) Karma Coins<\/span><span class="checkout-package-price">(?:[\s\S]*?<\/s>)?[^$<]*(\$[\d,]+\.\d\d)<\/span>/g)].map((match) => [match[1]!, match[2]!]);
    expect(packages.length).toBeGreaterThan(0);
    for (const [coins, price] of packages) expect(faqText).toContain(`${coins}${coins === packages[0]![0] ? ' Karma Coins' : ''} for ${price}`);
  });
});
