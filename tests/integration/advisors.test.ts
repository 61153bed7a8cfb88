import request from 'supertest';
import { AdvisorProviderError, type AdvisorProvider } from '../../server/features/advisors/advisor-provider';
import { createAdvisorService, FAILURE_TTL_MS, LISTINGS_TTL_MS } from '../../server/features/advisors/advisor-service';
import { createLogger } from '../../server/logger';
import { startFakeAdvisorProvider, type FakeAdvisorProvider } from '../support/fake-advisor-provider';
import { PAGE_ENGINES, silentLogger, startTestSite, type TestSite } from '../support/test-site';

/**
 * Issue #27, the psychic advisors: `/daily-psychic-advisors` and `GET /api/keen` with no
 * marketplace configured, with the recorded one (tests/support/fake-advisor-provider.ts), and with
 * one that fails in every way; bad input is a 400 and a failure a clean 502 or 503.
 */

const PAGE = '/daily-psychic-advisors';
const AFFILIATE = 'aid=starlit-test&campaign=advisors';
const decode = (html: string) => html.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');
/** The slider's cards, each as its HTML. */
const cards = (html: string) => [...html.matchAll(/<li class="card card-link advisor-card">([\s\S]*?)<\/li>/g)].map((match) => decode(match[1]!));
/** Text without tags, for reading sentences that hold links. */
const text = (html: string) => decode(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ');

/** An answer that failed: a JSON error body with a code and words, no stack and no provider address. */
function expectCleanFailure(response: request.Response, status: 502 | 503, providerOrigin: string) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body.error.code).toBe(status === 502 ? 'bad_gateway' : 'service_unavailable');
  expect(response.body.error.message).toMatch(/advisor marketplace/);
  expect(response.text).not.toMatch(/\bat .+\.ts:\d+|Error:|127\.0\.0\.1/);
  expect(response.text).not.toContain(providerOrigin);
}

/** An article about psychic readings: it places the advisor list. */
const PSYCHIC_ARTICLE = '/articles/inside-a-psychic-reading';

describe.each(PAGE_ENGINES)('psychic advisors on %s', (engine) => {
  describe('with no provider configured', () => {
    let site: TestSite;
    beforeAll(async () => {
      site = await startTestSite(engine);
    });
    afterAll(() => site.close());

    it('serves the landing page, honest about the site having no psychics, linking its own guides, with no widget', async () => {
      const html = (await request(site.app).get(PAGE).expect(200)).text;
      const words = text(html);
      expect(html).toContain('<h1');
      expect(words).toContain('Starlit has no psychics of its own.');
      expect(words).toContain('treat a reading as entertainment and a prompt for reflection, not a prediction');
      for (const guide of ['/articles/inside-a-psychic-reading', '/articles/how-to-ask-a-good-question', '/articles/intuition-as-a-skill']) expect(html).toContain(`href="${guide}"`);
      for (const own of ['/readings-reports/tarot-readings/free', '/daily-horoscope', '/daily-tarot-card']) expect(html).toContain(`href="${own}"`);
      // No widget, no word of a partner's advisors and no link that leaves the site for one.
      expect(html).not.toContain('advisor-slider');
      expect(html).not.toContain('advisor-card');
      expect(words).not.toMatch(/partner marketplace|could not be loaded/);
      expect(html).not.toContain('sponsored');
    });

    it('shows no advisor list under an article about readings', async () => {
      const html = (await request(site.app).get(PSYCHIC_ARTICLE).expect(200)).text;
      expect(html).not.toContain('advisor-list');
      expect(html).not.toContain('sponsored');
    });

    it('answers GET /api/keen with an empty list and the offer, not an error', async () => {
      const response = await request(site.app).get('/api/keen').expect(200);
      expect(response.body).toEqual({ data: [], offer: { label: '10 Minutes $1.99', short: '10 Min' } });
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      await request(site.app).get('/api/keen?size=3&tid=starlit-landing').expect(200, { data: [], offer: { label: '10 Minutes $1.99', short: '10 Min' } });
    });

    it('still refuses bad input with a 400, and has no pictures to serve', async () => {
      await request(site.app).get('/api/keen?size=0').expect(400);
      await request(site.app).get(`/api/keen/pictures/${'a'.repeat(32)}`).expect(404);
    });
  });

  describe('with the recorded provider', () => {
    let site: TestSite;
    let provider: FakeAdvisorProvider;
    const lines: string[] = [];
    beforeAll(async () => {
      provider = await startFakeAdvisorProvider();
      const logger = createLogger('warn', { write: (line: string) => void lines.push(line) });
      site = await startTestSite(engine, { ADVISOR_PROVIDER_URL: provider.url, ADVISOR_AFFILIATE_PARAMS: AFFILIATE, ADVISOR_PROVIDER_TIMEOUT_MS: '400' }, { logger });
    });
    afterAll(async () => {
      await site.close();
      await provider.close();
    });

    it('shows the slider of three advisors: picture, name, title, rating, online state in words, the offer, and a sponsored link in a new tab', async () => {
      const html = (await request(site.app).get(PAGE).expect(200)).text;
      expect(html).toContain('<ul class="card-grid card-grid-md advisor-slider" aria-label="Advisors from our partner marketplace">');
      expect(text(html)).toContain('They are not employed by Starlit');
      const shown = cards(html);
      expect(shown).toHaveLength(3);
      const [iris, marlowe, sunniva] = shown as [string, string, string];

      expect(iris).toMatch(/<img src="\/api\/keen\/pictures\/[0-9a-f]{32}" alt="Iris Vale"/);
      expect(iris).toContain('<a href="https://advisors.example/listing/90211-iris-vale?ref=list&aid=starlit-test&campaign=advisors&tid=starlit-landing" target="_blank" rel="noopener sponsored">Iris Vale<span class="visually-hidden"> (opens in a new tab)</span></a>');
      expect(text(iris)).toContain('Tarot and gentle clarity for crossroads');
      expect(text(iris)).toContain('4.9 out of 5 (1,284 ratings)');
      expect(text(iris)).toContain('Online now');
      expect(text(iris)).toContain('10 Minutes $1.99');

      // chatAvailability 0 is offline, said in words.
      expect(text(marlowe)).toContain('Offline');
      expect(text(marlowe)).not.toContain('Online now');
      expect(text(marlowe)).toContain('4.5 out of 5 (312 ratings)');
      // Any other availability is online; no ratings is said so; the name is text, escaped.
      expect(text(sunniva)).toContain('Online now');
      expect(text(sunniva)).toContain('No ratings yet');
      expect(html).toContain('alt="Sunniva Oak &amp; Rowan"');

      for (const card of shown) {
        expect(card).toMatch(/href="https:\/\/advisors\.example\/listing\/[^"]*aid=starlit-test&campaign=advisors/);
        expect(card).toContain('target="_blank" rel="noopener sponsored"');
        expect(card).toContain('(opens in a new tab)');
      }
      // The visitor's browser is never sent to the provider itself.
      expect(html).not.toContain(provider.origin);
    });

    it('lists one advisor under an article about readings and intuition, for its own tracking id, and none under other articles', async () => {
      const html = (await request(site.app).get(PSYCHIC_ARTICLE).expect(200)).text;
      expect(html).toContain('<h2 id="advisor-list">Talk it through with an advisor</h2>');
      expect(text(html)).toContain('An independent reader from our partner marketplace, not employed by Starlit');
      const listed = cards(html);
      expect(listed).toHaveLength(1);
      expect(listed[0]).toContain('target="_blank" rel="noopener sponsored"');
      expect(listed[0]).toContain('tid=starlit-article');
      expect(text(listed[0]!)).toContain('10 Minutes $1.99');
      expect(provider.requests.some((request) => request.query.get('tid') === 'starlit-article' && request.query.get('size') === '1')).toBe(true);
      const other = (await request(site.app).get('/articles/reversed-tarot-card-meanings').expect(200)).text;
      expect(other).not.toContain('advisor-list');
    });

    it('answers GET /api/keen with one advisor by default and up to size, in the spec\'s field names, with the offer', async () => {
      const one = await request(site.app).get('/api/keen').expect(200);
      expect(one.headers['cache-control']).toBe('public, max-age=60');
      expect(one.body.offer).toEqual({ label: '10 Minutes $1.99', short: '10 Min' });
      expect(one.body.data).toEqual([
        {
          detailsUrl: 'https://advisors.example/listing/90211-iris-vale?ref=list&aid=starlit-test&campaign=advisors',
          pictureURL: expect.stringMatching(/^\/api\/keen\/pictures\/[0-9a-f]{32}$/),
          speakerName: 'Iris Vale',
          name: 'IrisVale',
          listingTitle: 'Tarot and gentle clarity for crossroads',
          averageRating: 4.86,
          ratingCount: 1284,
          chatAvailability: 1,
        },
      ]);
      // Ten asked: the four valid listings; the one whose link is `javascript:` is left out, and logged.
      const all = await request(site.app).get('/api/keen?size=10&tid=list-7').expect(200);
      expect(all.body.data.map((advisor: { speakerName: string }) => advisor.speakerName)).toEqual(['Iris Vale', 'Marlowe Finch', 'Sunniva Oak & Rowan', 'Teodor Lune']);
      expect(all.body.data[0].detailsUrl).toBe('https://advisors.example/listing/90211-iris-vale?ref=list&aid=starlit-test&campaign=advisors&tid=list-7');
      expect(provider.requests.at(-1)!.query.get('size')).toBe('10');
      expect(provider.requests.at(-1)!.query.get('tid')).toBe('list-7');
      expect(lines.join('')).toContain('listings that fail the schema were left out');
    });

    it('asks the provider once a minute for the same listings, not on every view', async () => {
      const asked = () => provider.requests.filter((each) => each.path === '/listings' && each.query.get('tid') === 'cache-check').length;
      await request(site.app).get('/api/keen?size=2&tid=cache-check').expect(200);
      await request(site.app).get('/api/keen?size=2&tid=cache-check').expect(200);
      await Promise.all([1, 2, 3].map(() => request(site.app).get('/api/keen?size=2&tid=cache-check').expect(200)));
      expect(asked()).toBe(1);
      await request(site.app).get('/api/keen?size=3&tid=cache-check').expect(200);
      expect(asked()).toBe(2);
    });

    it('serves the pictures the listings named as images of its own, and nothing else', async () => {
      const { body } = await request(site.app).get('/api/keen?size=4&tid=pictures').expect(200);
      const picture = await request(site.app).get(body.data[0].pictureURL).expect(200);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.headers['cache-control']).toBe('public, max-age=86400');
      expect(Buffer.isBuffer(picture.body) && picture.body.subarray(1, 4).toString()).toBe('PNG');
      // A picture that is not an image is refused as a bad answer; unknown or malformed keys are a 404.
      expectCleanFailure(await request(site.app).get(body.data[3].pictureURL), 502, provider.origin);
      await request(site.app).get(`/api/keen/pictures/${'0'.repeat(32)}`).expect(404);
      await request(site.app).get('/api/keen/pictures/..%2F..%2Fetc').expect(404);
      await request(site.app).get(`/api/keen/pictures/${'A'.repeat(5000)}`).expect(404);
    });

    it('refuses bad input with a 400 naming the parameter, and never calls the provider for it', async () => {
      const before = provider.requests.length;
      const bad = ['size=0', 'size=11', 'size=1000', 'size=abc', 'size=2.5', 'size=-1', 'size=', 'size=1&size=2', `tid=${'x'.repeat(10_240)}`, 'tid=a%20b', 'tid=%3Cscript%3E', 'tid[a]=b', `tid=${'t'.repeat(33)}`];
      for (const query of bad) {
        const response = await request(site.app).get(`/api/keen?${query}`);
        expect([query.slice(0, 40), response.status, response.body.error?.code]).toEqual([query.slice(0, 40), 400, 'validation_failed']);
        expect(Object.keys(response.body.error.fields)).toEqual([query.startsWith('size') ? 'size' : 'tid']);
      }
      expect(provider.requests.length).toBe(before);
    });

    it('answers a provider that fails with a clean 502 or 503, never a 500, and logs it', async () => {
      lines.length = 0;
      expectCleanFailure(await request(site.app).get('/api/keen?tid=down'), 502, provider.origin);
      expectCleanFailure(await request(site.app).get('/api/keen?tid=garbage'), 502, provider.origin);
      expectCleanFailure(await request(site.app).get('/api/keen?tid=wrong-shape'), 502, provider.origin);
      expectCleanFailure(await request(site.app).get('/api/keen?tid=all-invalid'), 502, provider.origin);
      const hangUp = await request(site.app).get('/api/keen?tid=hang-up');
      expectCleanFailure(hangUp, 503, provider.origin);
      expect(hangUp.headers['retry-after']).toBe('15');
      const started = Date.now();
      expectCleanFailure(await request(site.app).get('/api/keen?tid=slow'), 503, provider.origin);
      // The timeout (400 ms here) ends the wait, not the provider's ten seconds.
      expect(Date.now() - started).toBeLessThan(5000);
      const log = lines.join('');
      for (const failure of ['bad_status', 'bad_reply', 'unreachable', 'timeout']) expect(log).toContain(`"failure":"${failure}"`);
    });

    it('remembers a failure briefly, so a provider that is down is not asked again on every view', async () => {
      const asked = () => provider.requests.filter((each) => each.query.get('tid') === 'down').length;
      const before = asked();
      await request(site.app).get('/api/keen?size=5&tid=down').expect(502);
      await request(site.app).get('/api/keen?size=5&tid=down').expect(502);
      expect(asked()).toBe(before + 1);
    });
  });

  describe.each([
    ['returns an error', 'down'],
    ['sends garbage', 'garbage'],
    ['is too slow', 'slow'],
  ] as const)('with a provider that %s', (_label, mode) => {
    let site: TestSite;
    let provider: FakeAdvisorProvider;
    beforeAll(async () => {
      provider = await startFakeAdvisorProvider(mode);
      site = await startTestSite(engine, { ADVISOR_PROVIDER_URL: provider.url, ADVISOR_PROVIDER_TIMEOUT_MS: '300' });
    });
    afterAll(async () => {
      await site.close();
      await provider.close();
    });

    it('still serves the landing page, without the widget, saying the list could not be loaded', async () => {
      const html = (await request(site.app).get(PAGE).expect(200)).text;
      expect(html).not.toContain('advisor-slider');
      expect(html).not.toContain('advisor-card');
      expect(text(html)).toContain('could not be loaded just now');
      expect(text(html)).toContain('Starlit has no psychics of its own.');
      expect(html).toContain('href="/articles/inside-a-psychic-reading"');
      // An article about readings reads as it would with no provider.
      const article = (await request(site.app).get(PSYCHIC_ARTICLE).expect(200)).text;
      expect(article).not.toContain('advisor-list');
      expect(article).toContain('<h1');
      // The failure is remembered: the next view does not wait on the provider again.
      const asked = provider.requests.length;
      await request(site.app).get(PAGE).expect(200);
      expect(provider.requests.length).toBe(asked);
    });
  });

  describe('with a provider that lists nobody', () => {
    let site: TestSite;
    let provider: FakeAdvisorProvider;
    beforeAll(async () => {
      provider = await startFakeAdvisorProvider('empty');
      site = await startTestSite(engine, { ADVISOR_PROVIDER_URL: provider.url });
    });
    afterAll(async () => {
      await site.close();
      await provider.close();
    });

    it('reads as with no provider: no widget and no apology; the API lists nobody', async () => {
      const html = (await request(site.app).get(PAGE).expect(200)).text;
      expect(html).not.toContain('advisor-slider');
      expect(text(html)).not.toMatch(/partner marketplace|could not be loaded/);
      expect(text(html)).toContain('Starlit has no psychics of its own.');
      await request(site.app).get('/api/keen?size=3').expect(200, { data: [], offer: { label: '10 Minutes $1.99', short: '10 Min' } });
    });
  });
});

/** The service's memory, on a clock of its own: listings a minute, failures fifteen seconds. */
describe('the advisor service memory', () => {
  const listing = { detailsUrl: 'https://advisors.example/a?aid=theirs', pictureURL: 'https://pictures.example/a.png', speakerName: 'Ada Wren', name: 'AdaWren', listingTitle: 'Cards', averageRating: 4, ratingCount: 2, chatAvailability: 0 };

  function serviceWithClock(answers: Array<() => Promise<(typeof listing)[]>>) {
    let time = 0;
    let calls = 0;
    const provider: AdvisorProvider = {
      listings: () => answers[Math.min(calls++, answers.length - 1)]!(),
      picture: async () => ({ contentType: 'image/png', bytes: Buffer.from('png') }),
    };
    const service = createAdvisorService({ provider, affiliateParams: 'aid=starlit&campaign=c', logger: silentLogger, now: () => time });
    return { service, calls: () => calls, advance: (ms: number) => (time += ms) };
  }

  it('keeps listings for a minute, then asks again', async () => {
    const clock = serviceWithClock([async () => [listing]]);
    await clock.service.listings({ size: 1 });
    clock.advance(LISTINGS_TTL_MS - 1);
    await clock.service.listings({ size: 1 });
    expect(clock.calls()).toBe(1);
    clock.advance(2);
    await clock.service.listings({ size: 1 });
    expect(clock.calls()).toBe(2);
  });

  it('remembers a failure for fifteen seconds, then tries again and recovers', async () => {
    const clock = serviceWithClock([() => Promise.reject(new AdvisorProviderError('timeout', 'slow')), async () => [listing]]);
    await expect(clock.service.listings({ size: 1 })).rejects.toThrow(AdvisorProviderError);
    clock.advance(FAILURE_TTL_MS - 1);
    await expect(clock.service.listings({ size: 1 })).rejects.toThrow(AdvisorProviderError);
    expect(clock.calls()).toBe(1);
    clock.advance(2);
    expect((await clock.service.listings({ size: 1 })).data).toHaveLength(1);
  });

  it('puts the site\'s affiliate parameters on each link (replacing the provider\'s own of that name) and its own picture address', async () => {
    const clock = serviceWithClock([async () => [listing]]);
    const { data } = await clock.service.listings({ size: 1, tid: 'slot-2' });
    expect(data[0]!.detailsUrl).toBe('https://advisors.example/a?aid=starlit&campaign=c&tid=slot-2');
    expect(data[0]!.pictureURL).toMatch(/^\/api\/keen\/pictures\/[0-9a-f]{32}$/);
    expect(await clock.service.picture(data[0]!.pictureURL.split('/').at(-1)!)).toEqual({ contentType: 'image/png', bytes: Buffer.from('png') });
  });
});
