import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { ADVISOR_MAX_SIZE, ADVISOR_OFFER, advisorPictureHref } from '../../../shared/advisors/advisors';
import type { Advisor, AdvisorOffer } from '../../../shared/advisors/advisors.contract';
import { LruCache } from '../../cache/lru-cache';
import type { Config } from '../../config';
import { AdvisorProviderError, httpAdvisorProvider, type AdvisorPicture, type AdvisorProvider, type ProviderListing } from './advisor-provider';

/** Listings are kept a minute: the widget stays fresh and the marketplace is not called on every page view. */
export const LISTINGS_TTL_MS = 60_000;
/** A failure is remembered briefly, so while the marketplace is down a page does not wait out the timeout on every view. */
export const FAILURE_TTL_MS = 15_000;
/** Pictures change rarely; the site keeps a few, for ten minutes. */
export const PICTURE_TTL_MS = 10 * 60_000;

export interface AdvisorListings {
  data: Advisor[];
  offer: AdvisorOffer;
}

export interface AdvisorService {
  /** Listings for the widget, from the cache or the marketplace; rejects with an AdvisorProviderError. */
  listings(request: { size: number; tid?: string | undefined }): Promise<AdvisorListings>;
  /** A picture the listings named, by its key; undefined for a key no listing gave. Rejects with an AdvisorProviderError. */
  picture(key: string): Promise<AdvisorPicture | undefined>;
}

export interface AdvisorServiceOptions {
  provider: AdvisorProvider;
  /** A query string of affiliate parameters added to every advisor link (ADVISOR_AFFILIATE_PARAMS). */
  affiliateParams?: string | undefined;
  logger: Logger;
  now?: () => number;
}

/** A cached answer: the promise itself, so callers that arrive while it is on its way share one call. */
interface Entry<T> {
  value: Promise<T>;
  expires: number;
}

/** The key naming a picture address in the site's own picture route. */
export const pictureKey = (url: string): string => createHash('sha256').update(url).digest('hex').slice(0, 32);

/** A listing's link to the marketplace, carrying the site's affiliate parameters and the placement's tracking id. */
export function affiliateLink(detailsUrl: string, affiliateParams: string | undefined, tid: string | undefined): string {
  const url = new URL(detailsUrl);
  for (const [name, value] of new URLSearchParams(affiliateParams ?? '')) url.searchParams.set(name, value);
  if (tid) url.searchParams.set('tid', tid);
  return url.toString();
}

/** The advisor listings with a short memory in front of the provider (listings, failures and pictures). */
export function createAdvisorService(options: AdvisorServiceOptions): AdvisorService {
  const now = options.now ?? Date.now;
  const listingsCache = new LruCache<Entry<ProviderListing[]>>(100);
  const pictureCache = new LruCache<Entry<AdvisorPicture>>(40);
  // Which picture addresses the listings named: the picture route fetches only these.
  const pictureUrls = new LruCache<string>(500);

  /** The cached value, or a new call whose outcome is kept for `ttl` (or FAILURE_TTL_MS if it fails). */
  function cached<T>(cache: LruCache<Entry<T>>, key: string, ttl: number, call: () => Promise<T>, describe: string): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const entry: Entry<T> = { value: call(), expires: Number.POSITIVE_INFINITY };
    entry.value.then(
      () => {
        entry.expires = now() + ttl;
      },
      (error: unknown) => {
        entry.expires = now() + FAILURE_TTL_MS;
        const failure = error instanceof AdvisorProviderError ? error.failure : 'unexpected';
        options.logger.warn({ err: error, failure }, `advisor marketplace: ${describe} failed`);
      },
    );
    cache.set(key, entry);
    return entry.value;
  }

  async function listings({ size, tid }: { size: number; tid?: string | undefined }): Promise<AdvisorListings> {
    const found = await cached(listingsCache, `${size}:${tid ?? ''}`, LISTINGS_TTL_MS, () => options.provider.listings({ size, tid }), `listings (size ${size})`);
    const data = found.map((listing): Advisor => {
      const key = pictureKey(listing.pictureURL);
      pictureUrls.set(key, listing.pictureURL);
      return { ...listing, detailsUrl: affiliateLink(listing.detailsUrl, options.affiliateParams, tid), pictureURL: advisorPictureHref(key) };
    });
    return { data, offer: { ...ADVISOR_OFFER } };
  }

  return {
    listings,
    async picture(key) {
      // A key this process has not seen may come from a page another process rendered: learn the
      // current listings (cached, so at most one call a minute) and look again.
      if (!pictureUrls.get(key)) await listings({ size: ADVISOR_MAX_SIZE });
      const url = pictureUrls.get(key);
      if (!url) return undefined;
      return cached(pictureCache, key, PICTURE_TTL_MS, () => options.provider.picture(url), 'a picture');
    },
  };
}

// One service per configuration: each site (and each test's site) has its own provider and memory.
const services = new WeakMap<Config, AdvisorService | null>();

/** The advisor service of a site, or undefined when no provider is configured (ADVISOR_PROVIDER_URL unset). */
export function advisorServiceFor({ config, logger }: { config: Config; logger: Logger }): AdvisorService | undefined {
  let service = services.get(config);
  if (service === undefined) {
    const url = config.ADVISOR_PROVIDER_URL;
    service = url
      ? createAdvisorService({
          provider: httpAdvisorProvider({
            url,
            timeoutMs: config.ADVISOR_PROVIDER_TIMEOUT_MS,
            onDropped: (count) => logger.warn({ dropped: count }, 'advisor marketplace: listings that fail the schema were left out'),
          }),
          affiliateParams: config.ADVISOR_AFFILIATE_PARAMS,
          logger,
        })
      : null;
    services.set(config, service);
  }
  return service ?? undefined;
}

/** A placement's advisors, or why there are none (what a page's widget shows). */
export type PlacedAdvisors = { widget: 'shown'; advisors: Advisor[]; offer: AdvisorOffer } | { widget: 'none' | 'unavailable' };

/**
 * The advisors of one placement, for a page: `none` when no marketplace is configured or it lists
 * nobody, `unavailable` when it failed (a provider's failure is logged where it happened, anything
 * else here). A widget never takes the page down with it.
 */
export async function placedAdvisors(context: { config: Config; logger: Logger }, request: { size: number; tid: string }): Promise<PlacedAdvisors> {
  const service = advisorServiceFor(context);
  if (!service) return { widget: 'none' };
  try {
    const { data, offer } = await service.listings(request);
    return data.length > 0 ? { widget: 'shown', advisors: data, offer } : { widget: 'none' };
  } catch (error) {
    if (!(error instanceof AdvisorProviderError)) context.logger.error({ err: error }, 'advisor widget failed');
    return { widget: 'unavailable' };
  }
}
