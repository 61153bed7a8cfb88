import fetch from 'node-fetch';
import { z } from 'zod';
import { isCleanText } from '../../../shared/api/text';

/**
 * Where advisor listings come from: a third-party marketplace behind an interface, so another
 * marketplace (or a recorded one in tests) is one more implementation, not a change to the pages.
 */
export interface AdvisorProvider {
  /** Up to `size` listings; rejects with an AdvisorProviderError when the marketplace fails. */
  listings(request: { size: number; tid?: string | undefined }): Promise<ProviderListing[]>;
  /** One listing's picture, from its `pictureURL`; rejects with an AdvisorProviderError. */
  picture(url: string): Promise<AdvisorPicture>;
}

export interface AdvisorPicture {
  contentType: string;
  bytes: Buffer;
}

/** How the marketplace failed: no answer (`unreachable`, `timeout`) or a bad one (`bad_status`, `bad_reply`). */
export type AdvisorFailure = 'unreachable' | 'timeout' | 'bad_status' | 'bad_reply';

export class AdvisorProviderError extends Error {
  constructor(
    readonly failure: AdvisorFailure,
    message: string,
  ) {
    super(message);
    this.name = 'AdvisorProviderError';
  }
}

/** Text from the marketplace: trimmed, within a length, with no control characters or broken Unicode. */
const providerText = (max: number) => z.string().trim().min(1).max(max).refine(isCleanText);
/** An address from the marketplace: only http(s), so a listing can never put `javascript:` in a link. */
const providerUrl = z.url({ protocol: /^https?$/ }).max(2000);

/** One listing as the marketplace sends it (spec 2 §3's names); other fields are dropped. */
export const ProviderListingSchema = z.object({
  detailsUrl: providerUrl,
  pictureURL: providerUrl,
  speakerName: providerText(80),
  name: providerText(120),
  listingTitle: providerText(200),
  averageRating: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0).max(100_000_000),
  chatAvailability: z.number().int().min(0).max(100),
});
export type ProviderListing = z.infer<typeof ProviderListingSchema>;

/** The marketplace's reply: `{ "listings": [...] }`. Each listing is checked on its own (see `parseListings`). */
const ProviderReplySchema = z.object({ listings: z.array(z.unknown()).max(100) });

/**
 * The listings of a reply, each checked against the schema. A listing that fails is left out (one
 * broken advisor should not take the widget down); a reply that is not the envelope, or whose
 * listings all fail, is a `bad_reply`. `dropped` counts the ones left out, for the log.
 */
export function parseListings(body: unknown): { listings: ProviderListing[]; dropped: number } {
  const reply = ProviderReplySchema.safeParse(body);
  if (!reply.success) throw new AdvisorProviderError('bad_reply', 'The advisor marketplace sent a reply without a list of listings.');
  const listings = reply.data.listings.flatMap((item) => {
    const listing = ProviderListingSchema.safeParse(item);
    return listing.success ? [listing.data] : [];
  });
  if (listings.length === 0 && reply.data.listings.length > 0) throw new AdvisorProviderError('bad_reply', 'None of the listings the advisor marketplace sent is valid.');
  return { listings, dropped: reply.data.listings.length - listings.length };
}

/** The picture types the site passes on: raster images only (an SVG could carry script). */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const MAX_REPLY_BYTES = 256 * 1024;
export const MAX_PICTURE_BYTES = 512 * 1024;

export interface HttpAdvisorProviderOptions {
  /** The listings endpoint; `size` and `tid` are added to its query. */
  url: string;
  timeoutMs: number;
  /** Told how many listings a reply had that failed the schema. */
  onDropped?: (count: number) => void;
}

/** A GET with a deadline (AbortController) and a size limit; every failure an AdvisorProviderError. */
async function get(url: string, timeoutMs: number, accept: string, maxBytes: number): Promise<{ contentType: string; bytes: Buffer }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // No redirects to follow: the configured endpoint and its pictures answer directly, or not at all.
    const response = await fetch(url, { headers: { Accept: accept }, signal: controller.signal, size: maxBytes, redirect: 'error' });
    if (!response.ok) throw new AdvisorProviderError('bad_status', `The advisor marketplace answered HTTP ${response.status}.`);
    const bytes = await response.buffer();
    return { contentType: (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(), bytes };
  } catch (error) {
    if (error instanceof AdvisorProviderError) throw error;
    if (controller.signal.aborted) throw new AdvisorProviderError('timeout', `The advisor marketplace did not answer within ${timeoutMs} ms.`);
    const type = (error as { type?: string }).type;
    if (type === 'max-size') throw new AdvisorProviderError('bad_reply', `The advisor marketplace sent more than ${maxBytes} bytes.`);
    throw new AdvisorProviderError('unreachable', 'The advisor marketplace could not be reached.');
  } finally {
    clearTimeout(timer);
  }
}

/** The marketplace over HTTP: `GET {url}?size=&tid=` answering `{ listings: [...] }` as JSON. */
export function httpAdvisorProvider(options: HttpAdvisorProviderOptions): AdvisorProvider {
  return {
    async listings({ size, tid }) {
      const url = new URL(options.url);
      url.searchParams.set('size', String(size));
      if (tid) url.searchParams.set('tid', tid);
      const { bytes } = await get(url.toString(), options.timeoutMs, 'application/json', MAX_REPLY_BYTES);
      let body: unknown;
      try {
        body = JSON.parse(bytes.toString('utf8'));
      } catch {
        throw new AdvisorProviderError('bad_reply', 'The advisor marketplace sent a reply that is not JSON.');
      }
      const { listings, dropped } = parseListings(body);
      if (dropped > 0) options.onDropped?.(dropped);
      return listings.slice(0, size);
    },
    async picture(url) {
      const picture = await get(url, options.timeoutMs, [...PICTURE_TYPES].join(', '), MAX_PICTURE_BYTES);
      if (!PICTURE_TYPES.has(picture.contentType)) throw new AdvisorProviderError('bad_reply', `The advisor picture is not a JPEG, PNG, WebP, GIF or AVIF image (${picture.contentType || 'no type'}).`);
      return picture;
    },
  };
}
