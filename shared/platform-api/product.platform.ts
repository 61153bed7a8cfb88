import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ReadingCardSchema, SPREAD_CODES } from '../tarot/reading.contract';
import { DescriptionSchema, PriceSchema } from '../store/catalogue';
import { NatalInputsSchema, REPORT_CODES, reportSlug, type ReportCode } from '../reports/report-products';

/**
 * The platform product service's calls (the spec's `{host}/product/...`) for tarot readings. Only
 * the site's server makes them, with the partner key. A deal belongs to a member, or to the
 * visitor's session key until they log in; a reading belongs to its member.
 */

const dealId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That is not a deal.');
const readingId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'That is not a reading.');
const sessionKey = z.string().min(16).max(100);
const dealParams = z.object({ deal: dealId });

export const DealSchema = z.object({
  deal: z.string(),
  spread_code: z.string(),
  deck_code: z.string(),
  fan: z.array(z.number().int()),
  positions: z.number().int(),
});

/** A spread to deal, for a member or a visitor's session. */
const dealRequest = z.object({
  spread_code: z.enum(SPREAD_CODES),
  deck_code: z.string().min(1).max(40),
  member_uuid: z.uuid().optional(),
  session_key: sessionKey.optional(),
});

export const CreateDealContract = defineContract('platform.product.deal', 'POST /product/deals', { body: dealRequest, response: DealSchema });

/** A deal's cards as the member chose them (or none: the service draws), with the spread's question. */
const dealCards = z.object({
  member_uuid: z.uuid(),
  session_key: sessionKey.optional(),
  spread_code: z.enum(SPREAD_CODES),
  deck_code: z.string().max(40),
  question: z.string().max(300),
  cards: z.array(ReadingCardSchema).max(10),
});

/**
 * The submission of a deal's cards. The first good one makes the reading; any later one (even
 * at the same moment) answers that same reading. An empty `cards` draws for the member.
 */
export const SubmitDealContract = defineContract('platform.product.submit', 'POST /product/deals/:deal/reading',
  { params: dealParams, body: dealCards, response: z.object({ reading_id: z.string(), created: z.boolean() }) });

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
export const GetReadingContract = defineContract('platform.product.reading', 'GET /product/readings/:reading_id',
  { params: z.object({ reading_id: readingId }), query: z.object({ member_uuid: z.uuid() }), response: z.object({ reading: ReadingSchema }) });

/**
 * A paid spread's cards held on its deal until the order is paid (issue #13): checked like a
 * submission, stored on the deal, then made into the reading by the commerce service once the
 * order is paid (the `readings` port). Holding again replaces the held cards until it is paid.
 */
export const HoldDealContract = defineContract('platform.product.hold', 'POST /product/deals/:deal/hold',
  { params: dealParams, body: dealCards, response: z.object({ deal: z.string(), spread_code: z.string() }) });

// The catalogue (issue #13): every product's description, price and teeup, from server/content/catalogue.
// One product's price, description or teeup and the coin packages are the browser's own calls
// (shared/store/store.contract.ts): the service answers those very contracts.

const catalogueReply = z.object({ products: z.array(z.object({ description: DescriptionSchema, price: PriceSchema })) });

export const CatalogueContract = defineContract('platform.product.catalogue', 'GET /product/catalogue', { response: catalogueReply });


// Birth reports (issue #25): submitted with one person's birth details; a paid one is held until
// its order is paid (the commerce service calls the `readings` port with its slug as the deal).

export const StoredReportSchema = z.object({
  report_slug: z.string(),
  member_uuid: z.string(),
  product_code: z.string(),
  status: z.enum(['held', 'ready']),
  inputs: NatalInputsSchema,
  created: z.string(),
  updated: z.string(),
});
export type StoredReport = z.infer<typeof StoredReportSchema>;

export const CreateReportContract = defineContract('platform.product.report_create', 'POST /product/reports', {
  body: z.object({ member_uuid: z.uuid(), product_code: z.enum(REPORT_CODES as [ReportCode, ...ReportCode[]]), inputs: NatalInputsSchema }),
  response: z.object({ report: StoredReportSchema }),
});

/** A report, for its owner only: anyone else's slug answers 404. */
export const GetReportContract = defineContract('platform.product.report', 'GET /product/reports/:slug', {
  params: z.object({ slug: reportSlug }),
  query: z.object({ member_uuid: z.uuid() }),
  response: z.object({ report: StoredReportSchema }),
});

/** The member's reports, newest first (of one product, when asked). */
export const ListReportsContract = defineContract('platform.product.reports', 'GET /product/reports', {
  query: z.object({ member_uuid: z.uuid(), product_code: z.string().max(60).optional() }),
  response: z.object({ reports: z.array(StoredReportSchema) }),
});

/** Adds the birth time to a report that has none (spec 3 §5, §6): once, by its owner only. */
export const AddReportBirthTimeContract = defineContract('platform.product.report_birth_time', 'POST /product/reports/:slug/birth-time', {
  params: z.object({ slug: reportSlug }),
  body: z.object({ member_uuid: z.uuid(), birth_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) }),
  response: z.object({ report: StoredReportSchema }),
});
