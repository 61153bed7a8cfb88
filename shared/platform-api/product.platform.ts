import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ReadingCardSchema, SPREAD_CODES } from '../tarot/reading.contract';
import { TeeupResponseSchema } from '../store/store.contract';
import { ProductCodeSchema, DescriptionSchema, KcPackageSchema, PriceSchema } from '../store/catalogue';

/**
 * The platform product service's calls (the spec's `{host}/product/...`) for tarot readings. Only
 * the site's server makes them, with the partner key. A deal belongs to a member, or to the
 * visitor's session key until they log in; a reading belongs to its member.
 */

const dealId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That is not a deal.');
const readingId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That is not a reading.');
const sessionKey = z.string().min(16).max(100);

export const DealSchema = z.object({
  deal: z.string(),
  spread_code: z.string(),
  deck_code: z.string(),
  fan: z.array(z.number().int()),
  positions: z.number().int(),
});

export const CreateDealContract = defineContract({
  name: 'platform.product.deal',
  method: 'POST',
  path: '/product/deals',
  body: z.object({
    spread_code: z.enum(SPREAD_CODES),
    deck_code: z.string().min(1).max(40),
    member_uuid: z.uuid().optional(),
    session_key: sessionKey.optional(),
  }),
  response: DealSchema,
});

/**
 * The submission of a deal's cards. The first good one makes the reading; any later one (even
 * at the same moment) answers that same reading. An empty `cards` draws for the member.
 */
export const SubmitDealContract = defineContract({
  name: 'platform.product.submit',
  method: 'POST',
  path: '/product/deals/:deal/reading',
  params: z.object({ deal: dealId }),
  body: z.object({
    member_uuid: z.uuid(),
    session_key: sessionKey.optional(),
    spread_code: z.enum(SPREAD_CODES),
    deck_code: z.string().max(40),
    question: z.string().max(300),
    cards: z.array(ReadingCardSchema).max(10),
  }),
  response: z.object({ reading_id: z.string(), created: z.boolean() }),
});

export const ReadingSchema = z.object({
  reading_id: z.string(),
  member_uuid: z.string(),
  spread_code: z.string(),
  deck_code: z.string(),
  question: z.string(),
  cards: z.array(ReadingCardSchema),
  created: z.string(),
});
export type Reading = z.infer<typeof ReadingSchema>;

/** A reading, for its owner only: anyone else's id answers 404. */
export const GetReadingContract = defineContract({
  name: 'platform.product.reading',
  method: 'GET',
  path: '/product/readings/:reading_id',
  params: z.object({ reading_id: readingId }),
  query: z.object({ member_uuid: z.uuid() }),
  response: z.object({ reading: ReadingSchema }),
});

/**
 * A paid spread's cards held on its deal until the order is paid (issue #13): checked like a
 * submission, stored on the deal, then made into the reading by the commerce service once the
 * order is paid (the `readings` port). Holding again replaces the held cards until it is paid.
 */
export const HoldDealContract = defineContract({
  name: 'platform.product.hold',
  method: 'POST',
  path: '/product/deals/:deal/hold',
  params: z.object({ deal: dealId }),
  body: SubmitDealContract.body,
  response: z.object({ deal: z.string(), spread_code: z.string() }),
});

// The catalogue (issue #13): every product's description, price and teeup, from server/content/catalogue.

export const CatalogueContract = defineContract({
  name: 'platform.product.catalogue',
  method: 'GET',
  path: '/product/catalogue',
  response: z.object({ products: z.array(z.object({ description: DescriptionSchema, price: PriceSchema })) }),
});


export const PlatformPriceContract = defineContract({
  name: 'platform.commerce.price',
  method: 'GET',
  path: '/commerce/price/:upc',
  params: z.object({ upc: ProductCodeSchema }),
  response: z.object({ price: PriceSchema }),
});

export const PlatformDescriptionContract = defineContract({
  name: 'platform.product.description',
  method: 'GET',
  path: '/product/description/:slug',
  params: z.object({ slug: ProductCodeSchema }),
  response: z.object({ description: DescriptionSchema }),
});

export const PlatformTeeupContract = defineContract({
  name: 'platform.product.teeup',
  method: 'GET',
  path: '/product/description/:upc/teeup',
  params: z.object({ upc: ProductCodeSchema }),
  response: TeeupResponseSchema,
});

export const PlatformKcPackagesContract = defineContract({
  name: 'platform.product.karmacoin_packages',
  method: 'GET',
  path: '/product/karmacoin-packages',
  response: z.object({ packages: z.array(KcPackageSchema) }),
});
