import type { Article, BreadcrumbList, Organization, Product, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import { href, ROUTES } from '../../../shared/routes';
import { SCHEMA_ORG, SITE_IMAGE, schemaPrice } from '../../../shared/site/json-ld';
import type { Config } from '../../config';
import { authorBySlug, authorHref } from '../../content/authors';
import { CONTENT_RELEASED, laterOf } from './sitemap-dates';

/**
 * The JSON-LD builders the pages share (issue #27): the site as publisher, a byline, the home
 * page's WebSite with its SearchAction, a BreadcrumbList from a page's own breadcrumb, and a
 * Product with its Offer. Each returns a schema-dts type, so the typecheck holds every property to
 * schema.org's; the page types that carry which document are listed in this folder's README.
 */

type Site = Pick<Config, 'SITE_NAME' | 'SITE_URL'>;

/** The site itself: the publisher of every page, the brand and seller of every product. */
export function siteOrganization(site: Site): Organization {
  return { '@type': 'Organization', name: site.SITE_NAME, url: `${site.SITE_URL}${href(ROUTES.home)}` };
}

/** A byline of server/content/authors.ts, as schema.org names an author: its bio page is its address. */
export function bylineOrganization(site: Site, slug: string): Organization {
  const author = authorBySlug(slug);
  if (!author) throw new Error(`No byline ${slug}`);
  return { '@type': 'Organization', name: author.name, url: `${site.SITE_URL}${authorHref(author.slug)}` };
}

/** The site's own picture, as an absolute address: the image of a page that has none of its own (as its Open Graph image is). */
export const siteImage = (site: Site): string => `${site.SITE_URL}${SITE_IMAGE}`;

/**
 * `datePublished` of a page with no date of its own (a sign, a number, a hexagram): the day its
 * writing last changed, `CONTENT_RELEASED`, which the sitemaps give it as `<lastmod>` too; or a
 * later start of its own (a birthday reading reads this year's sky from 1 January).
 */
export const undatedPublished = (since?: string): string => (since ? laterOf(CONTENT_RELEASED, since) : CONTENT_RELEASED);

/**
 * A page of the site's own writing as an Article: its headline and address, the site's picture,
 * the site as its author, and its date (a daily page's day, or `undatedPublished()`).
 */
export function siteArticleJsonLd(site: Site, page: { headline: string; path: string; datePublished?: string; about?: string }): WithContext<Article> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Article',
    headline: page.headline,
    ...(page.about ? { about: page.about } : {}),
    url: `${site.SITE_URL}${page.path}`,
    image: siteImage(site),
    datePublished: page.datePublished ?? undatedPublished(),
    author: siteOrganization(site),
  };
}

/** The placeholder a SearchAction's target names, and its `query-input` says is required. */
const SEARCH_TERM = 'search_term_string';

/**
 * The home page's WebSite: the site's name and address, and how to search it (the sitelinks
 * search box): `/search?q={search_term_string}`, the results page of the header's box.
 */
export function webSiteJsonLd(site: Site): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: `${site.SITE_URL}${href(ROUTES.search)}?q={${SEARCH_TERM}}`,
    'query-input': `required name=${SEARCH_TERM}`,
  };
  return {
    '@context': SCHEMA_ORG,
    '@type': 'WebSite',
    name: site.SITE_NAME,
    url: `${site.SITE_URL}${href(ROUTES.home)}`,
    inLanguage: 'en',
    publisher: siteOrganization(site),
    potentialAction: search,
  };
}

/** One step of a page's breadcrumb as the views draw it: the last, the page itself, has no link. */
export interface Crumb {
  label: string;
  href?: string;
}

/** A page's breadcrumb, the one its view draws, as a BreadcrumbList; the last step is the page at `path`. */
export function breadcrumbJsonLd(site: Site, crumbs: readonly Crumb[], path: string): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: `${site.SITE_URL}${crumb.href ?? path}` })),
  };
}

/** What a page that sells one product says about it; the price is the catalogue's, in cents, as the page already read it. */
export interface ProductFacts {
  /** The catalogue's code (its UPC). */
  code: string;
  name: string;
  description: string;
  /** The page's own path: where the product is bought. */
  path: string;
  /** The dollar price the page shows and checkout charges, in cents. */
  usdCents: number;
  /** A subscription's price is per month. */
  monthly?: boolean;
  /** An absolute address of a picture of the product, when there is one. */
  image?: string;
}

/** A Product with its one Offer: in stock, in dollars, sold by the site on the product's page. */
export function productJsonLd(site: Site, product: ProductFacts): WithContext<Product> {
  const url = `${site.SITE_URL}${product.path}`;
  const price = schemaPrice(product.usdCents);
  return {
    '@context': SCHEMA_ORG,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.code,
    url,
    ...(product.image ? { image: product.image } : {}),
    brand: siteOrganization(site),
    offers: {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      seller: siteOrganization(site),
      ...(product.monthly
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' } } }
        : {}),
    },
  };
}
