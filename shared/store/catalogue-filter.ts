import { href, ROUTES } from '../routes';
import { DIVINATIONS, TOPICS, type Divination, type ProductType, type Topic } from './catalogue';

/**
 * The readings hub's catalogue filter (spec 2 §2 "Product catalogue with filters", §3 Catalog
 * product, §4 "the filtered list is recomputed whenever a filter changes"): one rule, used by the
 * server for the plain GET form and by the island on every change.
 */

export const READINGS_HUB_PATH = ROUTES.readingsHub;

/** What the filter knows of a product (spec 2 §3 Catalog product). */
export interface CatalogItem {
  code: string;
  product_name: string;
  short_description: string;
  divination: Divination | null;
  topic: Topic | null;
  free: boolean;
  on_sale: boolean;
}

/** One product as the hub shows it: its facets, plus what its teaser says. */
export interface TeaserItem extends CatalogItem {
  type: ProductType;
  /** The teaser's line under the name. */
  message: string;
  /** Where it is read or bought; null for a product coming soon (never a link to buy). */
  href: string | null;
  /** The price as shown (spec 1 §9): nothing when hidden. */
  price: TeaserPrice | null;
}

export interface TeaserPrice {
  /** 'Free', '$4.99', '$9.99 a month'. */
  current: string;
  /** The price before the sale, struck through; only when the sale is shown. */
  original?: string;
  /** 'or 500 Karma Coins'. */
  coins?: string;
  /** The price's own short line ('Save 25%'). */
  note?: string;
}

/** The ticked facets; null or false is "any". */
export interface CatalogueFilter {
  divination: Divination | null;
  topic: Topic | null;
  free: boolean;
  onSale: boolean;
}

export const NO_FILTER: CatalogueFilter = { divination: null, topic: null, free: false, onSale: false };

/** The products the filter lets through, in their order: every ticked facet must match. */
export function filterCatalogue<T extends CatalogItem>(items: readonly T[], filter: CatalogueFilter): T[] {
  return items.filter(
    (item) =>
      (filter.divination === null || item.divination === filter.divination) &&
      (filter.topic === null || item.topic === filter.topic) &&
      (!filter.free || item.free) &&
      (!filter.onSale || item.on_sale),
  );
}

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);
const isTicked = (value: unknown) => {
  const raw = first(value);
  return raw === '1' || raw === 'on' || raw === 'true';
};

/**
 * The filter of a query (`?divination=tarot&topic=love&free=1&on_sale=1`). Anything that is not
 * one of the facets' values reads as "any": an old or hand-typed address still shows the hub.
 */
export function readCatalogueFilter(query: Readonly<Record<string, unknown>>): CatalogueFilter {
  const divination = first(query.divination);
  const topic = first(query.topic);
  return {
    divination: isOneOf(DIVINATIONS, divination) ? divination : null,
    topic: isOneOf(TOPICS, topic) ? topic : null,
    free: isTicked(query.free),
    onSale: isTicked(query.on_sale),
  };
}

/** The hub's address for a filter, as the plain form would send it (nothing ticked: the bare path). */
export function catalogueFilterHref(filter: CatalogueFilter): string {
  return href(ROUTES.readingsHub, {}, {
    divination: filter.divination ?? undefined,
    topic: filter.topic ?? undefined,
    free: filter.free ? '1' : undefined,
    on_sale: filter.onSale ? '1' : undefined,
  });
}

export const isFiltered = (filter: CatalogueFilter) => filter.divination !== null || filter.topic !== null || filter.free || filter.onSale;

/** What the live region says after a change. */
export function catalogueCountText(shown: number, total: number): string {
  if (shown === 0) return 'No products match these filters.';
  if (shown === total) return `All ${total} products`;
  return `${shown} of ${total} products`;
}

const TYPE_ORDER: Record<ProductType, number> = { Reading: 0, Report: 1, Subscription: 2, 'Karma Coins': 3 };

/** The hub's order: readings first, then reports, subscriptions and coins; the ones on sale now before coming soon; then by name. */
export function sortCatalogue<T extends { type: ProductType; product_name: string; href: string | null }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || Number(a.href === null) - Number(b.href === null) || a.product_name.localeCompare(b.product_name, 'en'),
  );
}

export const DIVINATION_LABELS: Record<Divination, string> = { tarot: 'Tarot', astrology: 'Astrology', numerology: 'Numerology', 'i-ching': 'I Ching' };
export const TOPIC_LABELS: Record<Topic, string> = { love: 'Love', life: 'Life', future: 'Future', self: 'Self' };
