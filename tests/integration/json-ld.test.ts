import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { CATALOGUE } from '../../server/content/catalogue/catalogue';
import { fetcher, pageOfEachType, pathOf, patternOf, type Fetched } from '../support/crawl';
import { ORIGIN } from '../support/members';
import { PAGE_ENGINES, startTestSite, type TestSite } from '../support/test-site';

/**
 * The site's structured data (issue #27), read as a search engine reads it: one page of every page
 * type a visitor can open (the crawl of tests/support/crawl.ts), and every
 * `<script type="application/ld+json">` on it:
 * - it parses, names the schema.org context, and every node's @type is a schema.org type (the
 *   names of the schema-dts vocabulary the builders are typed with);
 * - each node of a type Google reads for rich results has the properties Google needs for it;
 * - the home page has the WebSite and its SearchAction, whose address answers with results;
 * - every product page (each catalogue product sold on a page of its own) has its Product, whose
 *   price is the catalogue's.
 */

type Node = Record<string, unknown>;

/** Every schema.org type name, as the schema-dts declarations list them (`"@type": "Article"`). */
function schemaOrgTypes(): Set<string> {
  const declarations = fs.readFileSync(path.join(path.dirname(require.resolve('schema-dts')), 'schema.d.ts'), 'utf8');
  return new Set([...declarations.matchAll(/"@type": "([A-Za-z0-9]+)"/g)].map((match) => match[1]!));
}

/** The raw text of each JSON-LD script of a page. */
const scriptsOf = (html: string): string[] => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

/** A document's nodes: the document itself, or the members of its @graph. */
const nodesOf = (document: Node): Node[] => (Array.isArray(document['@graph']) ? (document['@graph'] as Node[]) : [document]);

const typesOf = (node: Node): string[] => (Array.isArray(node['@type']) ? (node['@type'] as string[]) : [String(node['@type'])]);
const one = (value: unknown): Node => (Array.isArray(value) ? (value[0] as Node) : (value as Node));
const isText = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;
const isUrl = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
const named = (value: unknown): boolean => isText(value) || (typeof value === 'object' && value !== null && isText(one(value).name));

/**
 * What Google's rich results need of each type we give it: the failures of one node ([] when it
 * has what it needs). Article: headline, author, datePublished, image; BreadcrumbList: each item's
 * position (1, 2, …), name and address; Product: a name and an offer with a price and its
 * currency; WebSite: its address and a SearchAction whose target holds the placeholder its
 * query-input names.
 */
function richResultFailures(node: Node): string[] {
  const failures: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const types = typesOf(node);
  if (types.includes('Article')) {
    need(isText(node.headline), 'Article.headline');
    need(named(node.author), 'Article.author with a name');
    need(typeof node.datePublished === 'string' && /^\d{4}-\d{2}-\d{2}/.test(node.datePublished), 'Article.datePublished as an ISO date');
    need(isUrl(node.image) || (Array.isArray(node.image) && node.image.every(isUrl)), 'Article.image as an absolute address');
  }
  if (types.includes('BreadcrumbList')) {
    const items = Array.isArray(node.itemListElement) ? (node.itemListElement as Node[]) : [];
    need(items.length > 0, 'BreadcrumbList.itemListElement');
    items.forEach((item, index) => {
      need(item['@type'] === 'ListItem' && item.position === index + 1, `BreadcrumbList item ${index + 1}: a ListItem at position ${index + 1}`);
      need(isText(item.name), `BreadcrumbList item ${index + 1}: name`);
      need(isUrl(item.item), `BreadcrumbList item ${index + 1}: item as an absolute address`);
    });
  }
  if (types.includes('Product')) {
    need(isText(node.name), 'Product.name');
    const offer = typeof node.offers === 'object' && node.offers !== null ? one(node.offers) : {};
    need(typeof offer.price === 'number' || (typeof offer.price === 'string' && /^\d+(\.\d+)?$/.test(offer.price)), 'Product.offers.price as a number');
    need(offer.priceCurrency === 'USD', 'Product.offers.priceCurrency USD');
    need(offer.availability === 'https://schema.org/InStock', 'Product.offers.availability InStock');
  }
  if (types.includes('WebSite')) {
    need(isUrl(node.url), 'WebSite.url');
    const action = typeof node.potentialAction === 'object' && node.potentialAction !== null ? one(node.potentialAction) : {};
    const target = typeof action.target === 'string' ? action.target : (one(action.target ?? {}).urlTemplate as string | undefined);
    need(action['@type'] === 'SearchAction', 'WebSite.potentialAction a SearchAction');
    need(typeof target === 'string' && target.includes('{search_term_string}'), 'SearchAction.target with {search_term_string}');
    need(action['query-input'] === 'required name=search_term_string', 'SearchAction query-input naming search_term_string');
  }
  return failures;
}

/** A catalogue product's dollar price as its page states it: per month for a subscription (the full price while the current is nothing). */
function cataloguePrice(code: string): string {
  const { usd } = CATALOGUE.find((entry) => entry.description.code === code)!.price;
  const cents = usd.billing_type === 'monthly' && usd.current === 0 ? usd.original : usd.current;
  return (cents / 100).toFixed(2);
}

/** The products sold on a page of their own: available, not free, and not one of several on one page (the Karma Coin packages). */
const PRODUCT_PAGES = CATALOGUE.filter((entry) => entry.description.available && !entry.description.free).filter(
  (entry, _index, all) => all.filter((other) => other.description.product_url === entry.description.product_url && !other.description.free).length === 1,
);

/** The page types that must carry these types (each page type's full list is in server/features/crawlers/README.md). */
const REQUIRED: Record<string, string[]> = {
  '/': ['WebSite'],
  '/articles/:slug': ['Article', 'BreadcrumbList'],
  '/astrology/aries': ['Article'],
  '/daily-horoscope/:sign': ['Article'],
  '/tarot/cards/:rank': ['Article'],
  '/daily-tarot-card': ['Article'],
  '/readings-reports/tarot-readings/celtic-cross': ['Product', 'BreadcrumbList'],
  '/readings-reports/astrology-reports/essential-birth-chart': ['Product', 'BreadcrumbList'],
  '/readings-reports/subscription/vip-membership': ['Product'],
};

describe.each(PAGE_ENGINES)('JSON-LD on %s', (engine) => {
  let site: TestSite;
  let pages: Fetched[];
  const KNOWN = schemaOrgTypes();
  /** Each page's JSON-LD documents, parsed. */
  const documents = new Map<string, Node[]>();

  beforeAll(async () => {
    site = await startTestSite(engine);
    ({ pages } = await pageOfEachType(fetcher(request.agent(site.app))));
    for (const page of pages) documents.set(page.url, scriptsOf(page.html).map((text) => JSON.parse(text) as Node));
  }, 120_000);
  afterAll(() => site.close());

  const withJsonLd = () => pages.filter((page) => documents.get(page.url)!.length > 0);
  const nodesOn = (url: string): Node[] => documents.get(url)!.flatMap(nodesOf);
  /** The page the crawl opened for a page type, where it ended (a member's page sends a visitor home). */
  const pageOfPattern = (pattern: string): Fetched => {
    const page = pages.find((each) => patternOf(each.finalPath) === pattern);
    if (!page) throw new Error(`The crawl opened no page of ${pattern}`);
    return page;
  };

  it('schema-dts names the schema.org vocabulary', () => {
    expect(KNOWN.size).toBeGreaterThan(500);
    for (const type of ['Article', 'BreadcrumbList', 'Product', 'Offer', 'WebSite', 'SearchAction']) expect(KNOWN).toContain(type);
  });

  it('every JSON-LD script parses, names the schema.org context and only schema.org types, and stays inside its element', () => {
    expect(withJsonLd().length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const page of withJsonLd()) {
      for (const text of scriptsOf(page.html)) {
        // Markup characters are \u-escaped: nothing in the data can close the element.
        if (/[<>]/.test(text)) problems.push(`${page.url}: a raw < or > in the JSON-LD`);
      }
      for (const document of documents.get(page.url)!) {
        if (document['@context'] !== 'https://schema.org') problems.push(`${page.url}: @context ${JSON.stringify(document['@context'])}`);
        for (const node of nodesOf(document)) {
          for (const type of typesOf(node)) if (!KNOWN.has(type)) problems.push(`${page.url}: @type ${type} is not a schema.org type`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every Article, BreadcrumbList, Product and WebSite has what Google’s rich results need', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const page of withJsonLd()) {
      for (const node of nodesOn(page.url)) {
        for (const type of typesOf(node)) seen.add(type);
        for (const failure of richResultFailures(node)) problems.push(`${page.url}: ${failure}`);
      }
    }
    expect(problems).toEqual([]);
    expect([...seen]).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList', 'Product', 'WebSite']));
  });

  it('every image an Article names is a picture the site serves', async () => {
    const images = new Set(withJsonLd().flatMap((page) => nodesOn(page.url).filter((node) => typesOf(node).includes('Article')).flatMap((node) => [node.image].flat() as string[])));
    expect(images.size).toBeGreaterThan(2);
    for (const image of images) {
      expect(image.startsWith(`${ORIGIN}/`)).toBe(true);
      const res = await request(site.app).get(image.slice(ORIGIN.length));
      expect({ image, status: res.status, type: String(res.headers['content-type']).split(';')[0] }).toEqual({ image, status: 200, type: 'image/png' });
    }
  });

  it.each(Object.entries(REQUIRED))('%s carries %j', (pattern, types) => {
    const page = pageOfPattern(pattern);
    expect(nodesOn(page.url).flatMap(typesOf)).toEqual(expect.arrayContaining(types));
    // Two documents are two script elements, each with its own context.
    if (types.length > 1 && documents.get(page.url)!.length > 1) expect(documents.get(page.url)!.every((document) => document['@context'] === 'https://schema.org')).toBe(true);
  });

  it('the home page is the WebSite, searched at /search?q=, and that address answers with results', async () => {
    const [website] = nodesOn(pageOfPattern('/').url).filter((node) => typesOf(node).includes('WebSite'));
    expect(website).toMatchObject({ url: `${ORIGIN}/`, name: 'Starlit', potentialAction: { '@type': 'SearchAction', target: `${ORIGIN}/search?q={search_term_string}` } });
    const target = String(one(website!.potentialAction).target).replace('{search_term_string}', 'tarot');
    const res = await request(site.app).get(target.slice(ORIGIN.length)).expect(200);
    expect(res.text).toContain('<title>Search results for “tarot”');
  });

  it('every product page has its Product, priced as the catalogue prices it', async () => {
    expect(PRODUCT_PAGES.length).toBeGreaterThanOrEqual(10);
    const agent = fetcher(request.agent(site.app));
    for (const entry of PRODUCT_PAGES) {
      const { product_url, code, product_name } = entry.description;
      const page = await agent.get(product_url);
      expect(page.status).toBe(200);
      const products = scriptsOf(page.html)
        .flatMap((text) => nodesOf(JSON.parse(text) as Node))
        .filter((node) => typesOf(node).includes('Product'));
      expect(products).toHaveLength(1);
      const [product] = products;
      expect({ code, ...product }).toMatchObject({ code, sku: code, name: product_name, url: `${ORIGIN}${pathOf(product_url)}` });
      expect(product!.offers).toMatchObject({ '@type': 'Offer', price: cataloguePrice(code), priceCurrency: 'USD', url: `${ORIGIN}${product_url}` });
    }
  });
});
