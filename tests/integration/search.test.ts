import { sql } from 'kysely';
import request from 'supertest';
import { buildSearchDocuments } from '../../server/features/search/documents';
import { createSearchIndex } from '../../server/features/search/search-index';
import { sortTitle } from '../../server/features/search/search-tables';
import { supportAddress } from '../../server/config';
import { SEARCH_LIMITS, SEARCH_MESSAGES } from '../../shared/search/search';
import type { SearchResponse } from '../../shared/search/search.contract';
import { metaContent } from '../support/html';
import { ENGINES, startTestSite, type TestSite } from '../support/test-site';

const CELTIC_READING = '/readings-reports/tarot-readings/celtic-cross';
const CELTIC_ARTICLE = '/articles/celtic-cross-spread-position-by-position';
const REVERSED_ARTICLE = '/articles/reversed-tarot-card-meanings';

/** Issue #27, site search: the index of every public page, GET /api/search and its autocomplete, and /search, on both databases. */
describe.each(ENGINES)('the site search on %s', (engine) => {
  let site: TestSite;
  const search = async (query: string): Promise<SearchResponse> => (await request(site.app).get(`/api/search?${query}`).expect(200)).body as SearchResponse;
  const urlsOf = (answer: SearchResponse) => answer.results.map((result) => result.url);

  beforeAll(async () => {
    site = await startTestSite(engine);
  });
  afterAll(() => site.close());

  it('indexes every public page the documents name, of every kind', async () => {
    await request(site.app).get('/api/search?q=tarot').expect(200);
    const documents = buildSearchDocuments({ siteName: site.config.SITE_NAME, support: supportAddress(site.config) });
    const rows = await sql<{ url: string; category: string }>`select url, category from search_documents`.execute(site.database.db);
    expect(rows.rows.map((row) => row.url).sort()).toEqual(documents.map((document) => document.url).sort());
    const kinds = new Set(rows.rows.map((row) => row.category));
    expect([...kinds].sort()).toEqual(['articles', 'astrology', 'chinese-zodiac', 'compatibility', 'help', 'horoscopes', 'i-ching', 'numerology', 'readings', 'tarot', 'tarot-cards', 'tarot-decks']);
  });

  it('finds the Celtic Cross through a typo, reading the misspelt word as its nearest word', async () => {
    const answer = await search('q=celtc+cross');
    expect(answer.corrected).toBe('celtic cross');
    expect(urlsOf(answer).slice(0, 2).sort()).toEqual([CELTIC_ARTICLE, CELTIC_READING].sort());
    const reading = answer.results.find((result) => result.url === CELTIC_READING)!;
    expect(reading.title_html).toContain('<mark>Celtic</mark> <mark>Cross</mark>');
    // A word spelt right needs no correction.
    expect((await search('q=celtic+cross')).corrected).toBeNull();
  });

  it('finds word forms: "reversed meanings" the reversed-cards article and the card pages, "scorpios" Scorpio', async () => {
    const reversed = await search('q=reversed+meanings');
    expect(reversed.corrected).toBeNull();
    expect(urlsOf(reversed)[0]).toBe(REVERSED_ARTICLE);
    expect(urlsOf(reversed).filter((url) => url.startsWith('/tarot/cards/')).length).toBeGreaterThanOrEqual(5);
    expect(reversed.facets.find((facet) => facet.id === 'tarot-cards')!.count).toBeGreaterThanOrEqual(78);

    const scorpios = await search('q=scorpios');
    expect(scorpios.corrected).toBeNull();
    expect(urlsOf(scorpios)[0]).toBe('/astrology/scorpio');
    expect(scorpios.results.every((result) => /scorpio/i.test(`${result.title} ${result.meta_description}`))).toBe(true);
    expect(scorpios.results[0]!.title_html).toContain('<mark>Scorpio</mark>');
  });

  it('answers with the result fields of spec 1 §3, facets of at most 15 categories, and pages of ten', async () => {
    const answer = await search('q=tarot');
    expect(answer).toMatchObject({ q: 'tarot', category: null, sort: 'relevance', page: 1 });
    expect(answer.results).toHaveLength(SEARCH_LIMITS.pageSize);
    expect(answer.pages).toBe(Math.ceil(answer.total / SEARCH_LIMITS.pageSize));
    expect(answer.facets.length).toBeLessThanOrEqual(SEARCH_LIMITS.facetSize);
    expect(answer.facets.reduce((sum, facet) => sum + facet.count, 0)).toBe(answer.total);
    const card = (await search('q=the+fool')).results.find((result) => result.url === '/tarot/cards/the-fool')!;
    expect(card).toEqual({
      url: '/tarot/cards/the-fool',
      title: 'The Fool Tarot Card Meaning',
      title_html: 'The <mark>Fool</mark> Tarot Card Meaning',
      description_html: expect.stringContaining('<mark>Fool</mark>'),
      category: 'tarot-cards',
      category_name: 'Tarot Cards',
      breadcrumb: [{ label: 'Home', href: '/' }, { label: 'Tarot', href: '/tarot' }, { label: 'Major Arcana', href: '/tarot#learn-tarot' }, { label: 'The Fool' }],
      image: '/tarot/images/universal-waite/the-fool.svg',
      og_title: 'The Fool Tarot Card Meaning',
      og_image: '/tarot/images/universal-waite/the-fool.svg',
      meta_description: expect.stringMatching(/^The Fool tarot card meaning upright and reversed/),
      url_path_dir1: 'tarot',
      url_path_dir2: 'cards',
    });
    const second = await search('q=tarot&page=2');
    expect(second.page).toBe(2);
    expect(urlsOf(second).filter((url) => urlsOf(answer).includes(url))).toEqual([]);
  });

  it('filters by category, keeping every category in the facets, and sorts by title', async () => {
    const all = await search('q=scorpio');
    const horoscopes = await search('q=scorpio&category=horoscopes');
    expect(horoscopes.category).toBe('horoscopes');
    expect(horoscopes.results.length).toBeGreaterThan(0);
    expect(horoscopes.results.every((result) => result.category === 'horoscopes')).toBe(true);
    expect(horoscopes.total).toBe(all.facets.find((facet) => facet.id === 'horoscopes')!.count);
    expect(horoscopes.facets).toEqual(all.facets);

    const byTitle = await search('q=scorpio&sort=title');
    const keys = byTitle.results.map((result) => sortTitle(result.title));
    expect(keys).toEqual([...keys].sort());
    expect(byTitle.total).toBe(all.total);
    const lastPage = await search(`q=scorpio&sort=title&page=${byTitle.pages}`);
    expect(sortTitle(lastPage.results[0]!.title) >= keys[keys.length - 1]!).toBe(true);
  });

  it('escapes the page text in snippets and never copies the query into them', async () => {
    const hostile = await request(site.app).get('/api/search').query({ q: '<script>alert(1)</script>' }).expect(200);
    expect(hostile.body.q).toBe('<script>alert(1)</script>');
    expect(JSON.stringify(hostile.body.results)).not.toMatch(/<script|<\/script/);
    // Markup around a word that matches: the word is found and marked, the markup is nowhere.
    const wrapped = (await request(site.app).get('/api/search').query({ q: '<b>compatibility</b>' }).expect(200)).body as SearchResponse;
    expect(wrapped.total).toBeGreaterThan(0);
    for (const result of wrapped.results) expect(`${result.title_html}${result.description_html}`).not.toMatch(/<(?!\/?mark>)/);
    // The page's own "&" comes back as an entity, beside the marks.
    const landing = (await search('q=love+compatibility+zodiac+matches')).results.find((result) => result.url === '/love-and-compatibility')!;
    expect(landing.title).toBe('Love & Compatibility: Zodiac and Chinese Zodiac Matches');
    expect(landing.title_html).toBe('<mark>Love</mark> &amp; <mark>Compatibility</mark>: <mark>Zodiac</mark> and Chinese <mark>Zodiac</mark> <mark>Matches</mark>');

    const page = await request(site.app).get('/search').query({ q: '<script>alert(1)</script>' }).expect(200);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const found = await request(site.app).get('/search').query({ q: '"><img src=x onerror=alert(1)> tarot' }).expect(200);
    expect(found.text).not.toMatch(/<img src=x/);
    expect(found.text).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt; tarot');
  });

  it('refuses bad input with a 4xx and a clear message, never a 500', async () => {
    const fieldMessage = async (query: Record<string, string>, status = 400) => {
      const response = await request(site.app).get('/api/search').query(query).expect(status);
      return response.body.error as { code: string; message: string; fields?: Record<string, string[]> };
    };
    expect((await fieldMessage({ q: '' })).fields?.q).toEqual([SEARCH_MESSAGES.termRequired]);
    expect((await fieldMessage({ q: '   ' })).fields?.q).toEqual([SEARCH_MESSAGES.termRequired]);
    expect((await request(site.app).get('/api/search').expect(400)).body.error.fields.q).toEqual([SEARCH_MESSAGES.termRequired]);
    expect((await fieldMessage({ q: 'x'.repeat(10_240) })).fields?.q).toEqual([SEARCH_MESSAGES.termTooLong]);
    expect((await fieldMessage({ q: 'tarot', page: '0' })).fields?.page).toEqual([SEARCH_MESSAGES.page]);
    expect((await fieldMessage({ q: 'tarot', page: '1000000000' })).fields?.page).toEqual([SEARCH_MESSAGES.page]);
    expect((await fieldMessage({ q: 'tarot', page: 'two' })).fields?.page).toEqual([SEARCH_MESSAGES.page]);
    expect((await fieldMessage({ q: 'tarot', category: 'gardening' })).fields?.category).toEqual([SEARCH_MESSAGES.category]);
    expect((await fieldMessage({ q: 'tarot', sort: 'newest' })).fields?.sort).toEqual([SEARCH_MESSAGES.sort]);
    expect((await fieldMessage({ q: 'tarot', page: '999' }, 404)).message).toBe('There is no page 999 of these results.');
    for (const query of ['q[]=a&q[]=b', 'q[a]=b', `q=${'%00'.repeat(3)}`, 'q=tarot%07', 'q=tarot&category[]=help']) {
      const response = await request(site.app).get(`/api/search?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
    }
    // A term of only common words finds nothing, calmly.
    expect(await search('q=the+and+of')).toMatchObject({ total: 0, results: [], facets: [], corrected: null });
  });

  it('autocompletes from four characters: five results and four completed terms', async () => {
    expect((await request(site.app).get('/api/search/autocomplete?q=sco').expect(200)).body).toEqual({ q: 'sco', results: [], suggestions: [] });
    expect((await request(site.app).get('/api/search/autocomplete').expect(200)).body).toEqual({ q: '', results: [], suggestions: [] });
    const answer = (await request(site.app).get('/api/search/autocomplete?q=scor').expect(200)).body;
    expect(answer.results).toHaveLength(SEARCH_LIMITS.autocompleteResults);
    expect(answer.results[0]).toMatchObject({ url: '/astrology/scorpio', title_html: expect.stringContaining('<mark>Scorpio</mark>'), category: 'astrology', category_name: 'Astrology' });
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions.length).toBeLessThanOrEqual(SEARCH_LIMITS.autocompleteSuggestions);
    expect(answer.suggestions.every((term: string) => term.startsWith('scor'))).toBe(true);
    const phrase = (await request(site.app).get('/api/search/autocomplete?q=Celtic+cro').expect(200)).body;
    expect(phrase.results.map((result: { url: string }) => result.url)).toContain(CELTIC_READING);
    expect(phrase.suggestions).toContain('celtic cross');
    // Suggestions are words: the term's markup and punctuation do not come back in them.
    const marked = (await request(site.app).get('/api/search/autocomplete').query({ q: '<b>Celtic,  cro' }).expect(200)).body;
    expect(marked.suggestions).toContain('b celtic cross');
    expect(marked.suggestions.join(' ')).not.toMatch(/[<>,]/);
    // A misspelt whole word still finds something.
    expect((await request(site.app).get('/api/search/autocomplete?q=tarrot').expect(200)).body.results.length).toBeGreaterThan(0);
    const tooLong = await request(site.app).get('/api/search/autocomplete').query({ q: 'x'.repeat(10_240) }).expect(400);
    expect(tooLong.body.error.fields.q).toEqual([SEARCH_MESSAGES.termTooLong]);
  });

  it('serves /search: just the form before a search, results with Top Results, Sort by and Category, never indexed', async () => {
    const empty = await request(site.app).get('/search').expect(200);
    expect(metaContent(empty.text, 'name', 'robots')).toBe('noindex');
    expect(empty.text).toContain('<form class="search-form search-page-form" role="search" action="/search" method="get">');
    expect(empty.text).not.toContain('Top Results');

    const html = (await request(site.app).get('/search?q=scorpio').expect(200)).text;
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    expect(html).toContain('value="scorpio"');
    expect(html).toContain('<h2 id="search-top-results">Top Results</h2>');
    expect(html).toContain('<a href="/astrology/scorpio"><mark>Scorpio</mark>: Dates, Traits, Love and Compatibility</a>');
    expect(html).toContain('<a href="/search?q=scorpio&amp;sort=title">Title</a>');
    expect(html).toContain('<a href="/search?q=scorpio&amp;category=horoscopes">Horoscopes');
    expect(html).toMatch(/<a href="\/search\?q=scorpio&amp;page=2" rel="next">More results<\/a>/);
    expect(html).toContain('<img class="search-result-image" src="/articles/art/scorpio-in-love-what-scorpios-need.svg"');

    const filtered = (await request(site.app).get('/search?q=scorpio&category=horoscopes&sort=title').expect(200)).text;
    expect(filtered).toContain('<a href="/search?q=scorpio&amp;category=horoscopes&amp;sort=title" aria-current="true">Horoscopes');
    expect(filtered).toContain('<a href="/search?q=scorpio&amp;category=horoscopes&amp;sort=title" aria-current="true">Title</a>');
  });

  it('says kindly when nothing matches and offers the sections; a bad query is a 400 with the form and why, a page past the last the 404 page', async () => {
    const none = (await request(site.app).get('/search?q=xylophonequartz').expect(200)).text;
    expect(none).toContain('No pages found');
    expect(none).toContain('<a href="/tarot">Tarot cards and decks</a>');
    const elsewhere = (await request(site.app).get('/search?q=scorpio&category=i-ching').expect(200)).text;
    expect(elsewhere).toContain('Nothing in this category');
    expect(elsewhere).toContain('<a href="/search?q=scorpio">see every result</a>');
    await request(site.app).get('/search?q=scorpio&page=999').expect(404);
    for (const query of [`q=${'x'.repeat(10_240)}`, 'q=tarot&page=0', 'q=tarot&page=1000000000', 'q=tarot&category=gardening', 'q=tarot&sort=newest', 'q[]=a']) {
      const response = await request(site.app).get(`/search?${query}`);
      expect([query.slice(0, 40), response.status]).toEqual([query.slice(0, 40), 400]);
      // The form again, the reason under it, and nothing of a results list.
      expect(response.text).toContain('id="search-page-q-error"');
      expect(response.text).toContain(query.startsWith('q=x') ? SEARCH_MESSAGES.termTooLong : SEARCH_MESSAGES.badAddress);
      expect(response.text).not.toContain('Top Results');
    }
    // A too-long term comes back cut to the box's length; HTML in a term comes back as text.
    const long = (await request(site.app).get(`/search?q=${'x'.repeat(10_240)}`).expect(400)).text;
    expect(long).toContain(`value="${'x'.repeat(200)}"`);
    expect(long).not.toContain('x'.repeat(201));
    const html = (await request(site.app).get('/search').query({ q: '<img src=x onerror=alert(1)>' }).expect(200)).text;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    // An untouched form's empty selects are no filter.
    await request(site.app).get('/search?q=tarot&category=&sort=&page=').expect(200);
  });

  it('rebuilds the index only when the documents change', async () => {
    const index = createSearchIndex(site.database);
    const documents = buildSearchDocuments({ siteName: site.config.SITE_NAME, support: supportAddress(site.config) });
    const current = await index.fingerprint();
    expect(current).toMatch(/^[0-9a-f]{64}$/);
    await expect(index.replaceAll(documents, current!)).resolves.toBe(false);
    const fewer = documents.filter((document) => document.category !== 'tarot-cards');
    await expect(index.replaceAll(fewer, 'fewer')).resolves.toBe(true);
    expect((await index.query({ q: 'the fool', category: 'tarot-cards' })).total).toBe(0);
    await expect(index.replaceAll(documents, current!)).resolves.toBe(true);
    expect((await index.query({ q: 'the fool', category: 'tarot-cards' })).total).toBeGreaterThan(0);
  });

  it('corrects a short word that shares no three letters with the right one, and on PostgreSQL without pg_trgm too', async () => {
    // Last: on PostgreSQL this takes pg_trgm's index away, as on a server without the extension.
    if (engine === 'postgres') await sql`drop index if exists search_words_trigram_idx`.execute(site.database.db);
    const index = createSearchIndex(site.database);
    const answer = await index.query({ q: 'celtc crss' });
    expect(answer.corrected).toBe('celtic cross');
    expect(answer.results.map((result) => result.url)).toContain(CELTIC_READING);
  });
});
