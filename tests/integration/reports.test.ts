import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ANA_FORM, LONDON } from '../support/birth-details';
import { freshIp, ORIGIN, signedUpMember } from '../support/members';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const ESSENTIAL = '/readings-reports/astrology-reports/essential-birth-chart';
const nonce = () => `sbx_succeed_visa_4242_${randomUUID().replace(/-/g, '').slice(0, 22)}`;
const decode = (html: string) => html.replace(/&#x27;/g, '’').replace(/&amp;/g, '&').replace(/&quot;/g, '"');

/** Spec 3 §3's report payload for Ana, born in London; `time` null: not known (left out). */
const payload = (time: string | null = '14:30:00') => ({
  person_1_name: { first: 'Ana' },
  person_1_birth_date: '1990-4-15',
  ...(time ? { person_1_birth_time: time } : {}),
  person_1_birth_location: { city: 'London', state: 'England', country: 'United Kingdom', city_id: LONDON },
  gender: 'female',
});

type Agent = ReturnType<typeof request.agent>;
const submit = (agent: Agent, code: string, body: object) => agent.post(`/api/product/submit/${code}`).set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body);
const checkout = (agent: Agent, body: object) => agent.post('/api/checkout/submit').set('Origin', ORIGIN).set('X-Forwarded-For', freshIp()).send(body);

/** Birth reports (issue #25): submitted, held, paid once, owner only, a birth time added once; on both databases. */
describe.each(ENGINES)('birth reports on %s', (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite(engine, { TRUST_PROXY: '1' }, { locations: true });
  });
  afterAll(() => site.close());

  it('the sample is made at once, kept at /report/{slug}, in the journal, and read only by its owner', async () => {
    const { agent } = await signedUpMember(site);
    const res = await submit(agent, 'essential-birth-sample', payload()).expect(200);
    const url = res.body.forwarding_url as string;
    expect(url).toMatch(/^\/report\/[A-Za-z0-9_-]{22}$/);
    const html = decode((await agent.get(url).expect(200)).text);
    expect(html).toContain('Your Sun in Aries');
    expect(html).toContain('GET MY FULL REPORT');
    // The sample lists the other sections, disabled (spec 3 §6).
    expect(html).toContain('<span class="report-locked" aria-disabled="true">Your Planets in Their Signs');
    expect(html).toContain('View Your Birth Reports Here');
    const slug = url.split('/').at(-1)!;
    const api = await agent.get(`/api/product/result/${slug}`).expect(200);
    expect(api.body.report).toMatchObject({ product_code: 'essential-birth-sample', has_birth_time: true, inputs: { name: 'Ana', birth_date: '1990-04-15', birth_time: '14:30', city_id: LONDON } });
    expect(api.body.report.sections).toHaveLength(1);
    // The sample of a report: its first section.
    expect((await agent.get(`/api/product/sample_reading/${slug}`).expect(200)).body.report.sections.map((section: { code: string }) => section.code)).toEqual(['big_three']);
    // Spec 3 §3: the restrictions (has_birth_time first), the navigator and natal-1's big three.
    expect(api.body.report.restrictions).toEqual(['has_birth_time', 'sample']);
    expect(api.body.report.navigator[0]).toEqual({ code: 'big_three', prefix: 'your-report-big-three', short_name: '1', long_name: 'Your Big Three' });
    expect(api.body.report.data['natal-1']).toEqual({ SUN: { position: { sign: 'aries' } }, MOO: { position: { sign: 'sagittarius' } }, '1#C': { position: { sign: 'leo' } } });
    // The chart's positions are the sky API's for the same birth.
    const sky = (await agent.get(`/api/sky/chart?date=1990-04-15&time=14:30&city_id=${LONDON}`).expect(200)).body as { bodies: { id: string; longitude: number }[] };
    for (const point of api.body.report.chart.points as { id: string; longitude: number }[]) {
      const body = sky.bodies.find((each) => each.id === (point.id === 'north-node' ? 'true-node' : point.id));
      if (body) expect(point.longitude).toBe(body.longitude);
    }
    // 'View Your Birth Reports Here' finds it.
    const journal = decode((await agent.get('/member/journal?search=Birth+Chart').expect(200)).text);
    expect(journal).toContain('Essential Birth Chart Sample: Ana, born April 15, 1990');

    // Someone else: the page and the API are 404, as for a report that never was.
    const other = (await signedUpMember(site)).agent;
    await other.get(url).expect(404);
    await other.get(`/api/product/result/${slug}`).expect(404);
    await other.get('/api/product/result/your-birth-chart').expect(404);
    await request(site.app).get(`/api/product/result/${slug}`).expect(401);
  });

  it('the full report is held until paid, bought with one order however many race, then reads over 4,000 words', async () => {
    const { agent } = await signedUpMember(site);
    // Without details, a birth report cannot be bought.
    const bare = await checkout(agent, { 'purchase-package': 'payment-usd', upc: 'essential-birth-redux', order_uuid: randomUUID(), payment_method_nonce: nonce() }).expect(400);
    expect(bare.body.error.message).toBe('Please enter the birth details for your report first.');

    const held = await submit(agent, 'essential-birth-redux', payload()).expect(200);
    const deal = new URL(held.body.forwarding_url as string, ORIGIN).searchParams.get('deal')!;
    expect(held.body.forwarding_url).toBe(`/checkout?upc=essential-birth-redux&deal=${deal}`);
    // Not paid: the report page sends to checkout; the API says it is not written yet.
    expect(decode((await agent.get(`/report/${deal}`).expect(200)).text)).toContain('Go to checkout');
    await agent.get(`/api/product/result/${deal}`).expect(402);
    await agent.get(`/report/${deal}/pdf`).expect(402);

    // Twenty orders at once for the one held report: one is paid, the others are refused.
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(agent, { 'purchase-package': 'payment-usd', upc: 'essential-birth-redux', deal, order_uuid: randomUUID(), payment_method_nonce: nonce() })));
    const paid = answers.filter((res) => res.status === 200);
    expect(paid).toHaveLength(1);
    expect(answers.filter((res) => res.status !== 200).every((res) => res.status === 409 || res.status === 400)).toBe(true);
    const orders = await site.tables.selectFrom('commerce_orders').select(['status', 'usd_cents']).where('deal_id', '=', deal).where('status', '=', 'paid').execute();
    expect(orders).toHaveLength(1);

    const html = decode((await agent.get(`/report/${deal}`).expect(200)).text);
    for (const anchor of ['your-report-big-three', 'your-report-planets-in-signs', 'your-report-planets-in-houses', 'your-report-aspects', 'your-report-big-three-chapter-1', 'glossary-aspects', 'major-aspects']) expect(html).toContain(`id="${anchor}"`);
    const api = (await agent.get(`/api/product/result/${deal}`).expect(200)).body;
    const words = (api.report.sections as { intro?: string; chapters: { paragraphs: string[] }[] }[]).flatMap((section) => [section.intro ?? '', ...section.chapters.flatMap((chapter) => chapter.paragraphs)]).join(' ').split(/\s+/).length;
    expect(words).toBeGreaterThan(4000);
    // The whole report as a PDF, for its owner only.
    const pdf = await agent.get(`/report/${deal}/pdf`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="essential-birth-chart-report-ana-1990-04-15.pdf"');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await (await signedUpMember(site)).agent.get(`/report/${deal}/pdf`).expect(404);
    await request(site.app).get(`/report/${deal}/pdf`).expect(401);
    // Paying again for a report that is written: refused before any money moves.
    await checkout(agent, { 'purchase-package': 'payment-usd', upc: 'essential-birth-redux', deal, order_uuid: randomUUID(), payment_method_nonce: nonce() }).expect(409);
  });

  it('a birth time is added once, by the owner only, with the spec’s messages, and the report is cast again', async () => {
    const { agent } = await signedUpMember(site);
    const url = (await submit(agent, 'essential-birth-sample', payload(null)).expect(200)).body.forwarding_url as string;
    const slug = url.split('/').at(-1)!;
    expect((await agent.get(`/api/product/result/${slug}`).expect(200)).body.report.chart.houses).toBeNull();
    const add = (who: Agent, time: string) => who.post('/api/product/add-birth-time').set('Origin', ORIGIN).send({ product_slug: slug, person_1_birth_time: time });
    expect((await add(agent, '').expect(400)).body.error.fields.person_1_birth_time).toEqual(['Please enter your Birth Time']);
    expect((await add(agent, '13:30 PM').expect(400)).body.error.fields.person_1_birth_time).toEqual(['Invalid Birth Time - HH:MM AM/PM']);
    const stranger = (await signedUpMember(site)).agent;
    await add(stranger, '2:30 PM').expect(404);
    const added = await add(agent, '2:30 PM').expect(200);
    expect(added.body.changed).toBe('Your birth time has been added. Your report now has your Rising sign, Leo, your Midheaven in Taurus and the twelve houses, and your Moon is placed exactly, at 24°37′ Sagittarius.');
    const after = (await agent.get(`/api/product/result/${slug}`).expect(200)).body.report;
    expect(after.inputs.birth_time).toBe('14:30');
    expect(after.chart.houses).toHaveLength(12);
    // Once: a report that has a time keeps it.
    await add(agent, '3:00 PM').expect(409);
    // The plain form on the report page says what changed.
    const url2 = (await submit(agent, 'essential-birth-sample', payload(null)).expect(200)).body.forwarding_url as string;
    const page = decode((await agent.post(url2).set('Origin', ORIGIN).type('form').send({ intent: 'birth-time', product_slug: url2.split('/').at(-1), person_1_birth_time: '02:30 pm' }).expect(200)).text);
    expect(page).toContain('Your birth time has been added.');
  });

  it('refuses forged and bad submissions with a 4xx, never a 500', async () => {
    const { agent } = await signedUpMember(site);
    await submit(request.agent(site.app), 'essential-birth-sample', payload()).expect(401);
    await submit(agent, 'no-such-report', payload()).expect(400);
    const missing = await submit(agent, 'essential-birth-sample', { person_1_name: { first: '' } }).expect(400);
    expect(missing.body.error.fields['person_1_name.first']).toEqual(['This field is required']);
    for (const body of [
      { ...payload(), person_1_birth_date: '1990-02-30' },
      { ...payload(), person_1_birth_date: '2999-01-01' },
      { ...payload(), person_1_birth_time: '25:00' },
      { ...payload(), person_1_birth_location: { city: 'Nowhereville Qq', country: 'Atlantis' } },
      { ...payload(), person_1_birth_location: { city: 'London', country: 'United Kingdom', city_id: 2147483646 } },
      { ...payload(), gender: 'robot' },
    ]) {
      const res = await submit(agent, 'essential-birth-sample', body);
      expect([400, 404]).toContain(res.status);
    }
    await agent.get('/api/product/result/not-a-slug!').expect(404);
    await agent.get('/report/not-a-slug').expect(404);
  });

  it('the report page buys and samples by the plain form; a visitor is asked to log in, keeping what was typed', async () => {
    const form = ANA_FORM;
    const visitor = decode((await request(site.app).post(ESSENTIAL).set('Origin', ORIGIN).type('form').send({ ...form, intent: 'buy' }).expect(401)).text);
    expect(visitor).toContain('Please log in or sign up to get your report. What you typed is kept.');
    expect(visitor).toContain('value="Ana"');
    const { agent } = await signedUpMember(site);
    const bought = await agent.post(ESSENTIAL).set('Origin', ORIGIN).type('form').send({ ...form, intent: 'buy' }).expect(303);
    expect(bought.headers.location).toMatch(/^\/checkout\?upc=essential-birth-redux&deal=/);
    const sampled = await agent.post(ESSENTIAL).set('Origin', ORIGIN).type('form').send({ ...form, intent: 'sample' }).expect(303);
    expect(sampled.headers.location).toMatch(/^\/report\//);
  });

  it('the Cosmic Profile: its page says GET MY PROFILE; bought, it reads seven chapters, Moon and Rising waiting without a birth time', async () => {
    const page = decode((await request(site.app).get('/readings-reports/astrology-reports/cosmic-profile').expect(200)).text);
    expect(page).toContain('GET MY PROFILE');
    expect(page).toContain('Cosmic Profile Report');
    const { agent } = await signedUpMember(site);
    const held = await submit(agent, 'cosmic-profile-report-redux', payload(null)).expect(200);
    const deal = new URL(held.body.forwarding_url as string, ORIGIN).searchParams.get('deal')!;
    expect(held.body.forwarding_url).toBe(`/checkout?upc=cosmic-profile-report-redux&deal=${deal}`);
    await checkout(agent, { 'purchase-package': 'payment-usd', upc: 'cosmic-profile-report-redux', deal, order_uuid: randomUUID(), payment_method_nonce: nonce() }).expect(200);
    const html = decode((await agent.get(`/report/${deal}`).expect(200)).text);
    for (let chapter = 1; chapter <= 7; chapter++) expect(html).toContain(`id="chapter-${chapter}"`);
    for (const system of ['Your Sun Sign', 'Your Chinese Zodiac Sign', 'Your Tarot Birth Card', 'Your Life Path Number', 'Your Celtic Tree Sign']) expect(html).toContain(system);
    expect(html).toContain('Needs your birth time');
    const api = (await agent.get(`/api/product/result/${deal}`).expect(200)).body.report;
    expect(api.sections.map((section: { title: string }) => section.title)).toEqual(['Your Sun Sign', 'Your Moon Sign', 'Your Rising Sign', 'Your Chinese Zodiac Sign', 'Your Tarot Birth Card', 'Your Life Path Number', 'Your Celtic Tree Sign']);
    await agent.get(`/report/${deal}/pdf`).expect(200);
    // With the time added, the Moon and Rising are read.
    await agent.post('/api/product/add-birth-time').set('Origin', ORIGIN).send({ product_slug: deal, person_1_birth_time: '2:30 PM' }).expect(200);
    expect(decode((await agent.get(`/report/${deal}`).expect(200)).text)).not.toContain('Needs your birth time');
  });
});
