import type { Graph, Thing, WithContext } from 'schema-dts';

/**
 * The structured data a page gives search engines (issue #27), as schema.org JSON-LD. The types
 * are Google's `schema-dts` (types only, nothing of it reaches a page's JavaScript): every builder
 * names its type (`WithContext<Product>`, `Graph`), so a property schema.org does not have for
 * that type, or a value of the wrong kind, fails the typecheck. The builders that need the site's
 * settings and content are the crawlers feature's (server/features/crawlers/json-ld.ts).
 */

/** The one context every document names. */
export const SCHEMA_ORG = 'https://schema.org';

/** One JSON-LD document: a typed node with its `@context`, or a `@graph` of nodes under one context. */
export type JsonLd = WithContext<Thing> | Graph;

/** What a page's head carries: one document, or several (each written as its own `<script type="application/ld+json">`). */
export type JsonLdData = JsonLd | readonly JsonLd[];

/** The site's own picture (the Open Graph image of every page without its own), as a site path. */
export const SITE_IMAGE = '/icons/og-image.png';

/** A dollar amount in cents as schema.org writes a price: digits and a point, no symbol ('19.99', '0.00'). */
export function schemaPrice(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`Not a price in cents: ${cents}`);
  return (cents / 100).toFixed(2);
}

/** The documents of a head's `jsonLd`, in order. */
export function jsonLdDocuments(data: JsonLdData | undefined): readonly JsonLd[] {
  if (!data) return [];
  return isList(data) ? data : [data];
}

const isList = (data: JsonLdData): data is readonly JsonLd[] => Array.isArray(data);
