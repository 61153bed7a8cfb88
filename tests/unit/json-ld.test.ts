import type { Article, Product, WithContext } from 'schema-dts';
import { breadcrumbJsonLd, productJsonLd, webSiteJsonLd } from '../../server/features/crawlers';
import { jsonLdDocuments, schemaPrice, SCHEMA_ORG, type JsonLd } from '../../shared/site/json-ld';
import { serialiseJsonLd } from '../../views/components/json-ld';

/**
 * The JSON-LD machinery (issue #27): the escaping that keeps a document inside its script element,
 * the price format, and the shared builders. The schema.org types themselves are checked by the
 * typecheck: the two `@ts-expect-error` lines below fail it if schema-dts stops rejecting a
 * property schema.org does not have.
 */

const SITE = { SITE_NAME: 'Starlit', SITE_URL: 'http://starlit.test' };

describe('serialiseJsonLd', () => {
  const hostile = {
    '@context': SCHEMA_ORG,
    '@type': 'Article',
    headline: 'Cards </script><script>alert(1)</script> & <!-- more',
    description: 'line\u2028separator\u2029paragraph > end',
  };

  it('escapes everything that could close the script element or start markup, and still parses to the same data', () => {
    const text = serialiseJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).not.toContain('</script');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('writes plain data unchanged', () => {
    expect(serialiseJsonLd({ name: 'Aries', position: 1 })).toBe('{"name":"Aries","position":1}');
  });
});

describe('a head’s JSON-LD', () => {
  const one: JsonLd = { '@context': SCHEMA_ORG, '@type': 'WebPage', name: 'One' };
  const two: JsonLd = { '@context': SCHEMA_ORG, '@graph': [{ '@type': 'Article', headline: 'Two' }] };

  it('is one document or several, in order', () => {
    expect(jsonLdDocuments(undefined)).toEqual([]);
    expect(jsonLdDocuments(one)).toEqual([one]);
    expect(jsonLdDocuments([one, two])).toEqual([one, two]);
  });
});

describe('schemaPrice', () => {
  it('writes cents as schema.org reads a price: digits, a point and two decimals, no symbol', () => {
    expect(schemaPrice(1999)).toBe('19.99');
    expect(schemaPrice(500)).toBe('5.00');
    expect(schemaPrice(0)).toBe('0.00');
    expect(() => schemaPrice(19.5)).toThrow();
    expect(() => schemaPrice(-1)).toThrow();
  });
});

describe('the shared builders', () => {
  it('a Product has one Offer: the price in dollars, USD, in stock, on its own page', () => {
    const product = productJsonLd(SITE, { code: 'celtic-cross', name: 'Celtic Cross Reading', description: 'Ten cards.', path: '/readings-reports/tarot-readings/celtic-cross', usdCents: 1499 });
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Celtic Cross Reading',
      description: 'Ten cards.',
      sku: 'celtic-cross',
      url: 'http://starlit.test/readings-reports/tarot-readings/celtic-cross',
      brand: { '@type': 'Organization', name: 'Starlit', url: 'http://starlit.test/' },
      offers: {
        '@type': 'Offer',
        price: '14.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'http://starlit.test/readings-reports/tarot-readings/celtic-cross',
        seller: { '@type': 'Organization', name: 'Starlit', url: 'http://starlit.test/' },
      },
    });
  });

  it('a subscription’s Offer says its price is per month', () => {
    const product = productJsonLd(SITE, { code: 'vip', name: 'VIP', description: 'Monthly.', path: '/vip', usdCents: 999, monthly: true });
    expect(product.offers).toMatchObject({ price: '9.99', priceSpecification: { '@type': 'UnitPriceSpecification', price: '9.99', priceCurrency: 'USD', referenceQuantity: { value: 1, unitCode: 'MON' } } });
  });

  it('the WebSite searches with the results page, the term in q', () => {
    expect(webSiteJsonLd(SITE)).toMatchObject({
      '@type': 'WebSite',
      url: 'http://starlit.test/',
      potentialAction: { '@type': 'SearchAction', target: 'http://starlit.test/search?q={search_term_string}', 'query-input': 'required name=search_term_string' },
    });
  });

  it('a BreadcrumbList numbers the steps from 1, the last one the page itself', () => {
    const list = breadcrumbJsonLd(SITE, [{ label: 'Home', href: '/' }, { label: 'Tarot', href: '/tarot' }, { label: 'Celtic Cross' }], '/readings-reports/tarot-readings/celtic-cross');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://starlit.test/' },
      { '@type': 'ListItem', position: 2, name: 'Tarot', item: 'http://starlit.test/tarot' },
      { '@type': 'ListItem', position: 3, name: 'Celtic Cross', item: 'http://starlit.test/readings-reports/tarot-readings/celtic-cross' },
    ]);
  });
});

describe('the schema.org types (checked by the typecheck)', () => {
  it('reject a property the type does not have', () => {
    // @ts-expect-error -- schema.org's Article has no price.
    const article: WithContext<Article> = { '@context': SCHEMA_ORG, '@type': 'Article', headline: 'A', price: '1.00' };
    // @ts-expect-error -- an Offer's price is `price`, not `amount`.
    const product: WithContext<Product> = { '@context': SCHEMA_ORG, '@type': 'Product', name: 'P', offers: { '@type': 'Offer', amount: '1.00' } };
    expect([article['@type'], product['@type']]).toEqual(['Article', 'Product']);
  });
});
