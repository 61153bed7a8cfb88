import { z } from 'zod';
import { defineContract } from '../api/contract';
import { ADVISOR_DEFAULT_SIZE, ADVISOR_MAX_SIZE, ADVISOR_TID_PATTERN } from './advisors';

const SIZE_MESSAGE = `size is a whole number from 1 to ${ADVISOR_MAX_SIZE}.`;
const TID_MESSAGE = 'tid is a tracking id of 1 to 32 letters, digits, hyphens or underscores.';

export const AdvisorsQuerySchema = z.object({
  size: z.coerce
    .number({ error: SIZE_MESSAGE })
    .int(SIZE_MESSAGE)
    .min(1, SIZE_MESSAGE)
    .max(ADVISOR_MAX_SIZE, SIZE_MESSAGE)
    .default(ADVISOR_DEFAULT_SIZE),
  tid: z.string({ error: TID_MESSAGE }).regex(ADVISOR_TID_PATTERN, TID_MESSAGE).optional(),
});
export type AdvisorsQuery = z.infer<typeof AdvisorsQuerySchema>;

/**
 * One advisor as the site shows it, in the marketplace's field names (spec 2 §3). `detailsUrl`
 * carries the site's affiliate parameters; `pictureURL` is the site's own copy of the picture
 * (`/api/keen/pictures/...`), so a visitor's browser reaches the marketplace only when they follow
 * a link. `speakerName` is the advisor's name as shown, `name` the listing's name at the marketplace.
 */
export const AdvisorSchema = z.object({
  detailsUrl: z.string(),
  pictureURL: z.string(),
  speakerName: z.string(),
  name: z.string(),
  listingTitle: z.string(),
  /** 0 to 5. */
  averageRating: z.number(),
  ratingCount: z.number().int(),
  /** 0 means not online. */
  chatAvailability: z.number().int(),
});
export type Advisor = z.infer<typeof AdvisorSchema>;

export const AdvisorOfferSchema = z.object({ label: z.string(), short: z.string() });
export type AdvisorOffer = z.infer<typeof AdvisorOfferSchema>;

/**
 * `GET /api/keen?size=&tid=` (spec 2 §7): up to `size` advisors (3 for the slider, 1 by default)
 * with the marketplace's offer. With no provider configured `data` is empty: nothing to show.
 * A provider that fails is a 502 (a bad reply) or a 503 (no reply in time), never a 500.
 */
export const GetAdvisorsContract = defineContract('advisors.keen', 'GET /keen', {
  query: AdvisorsQuerySchema,
  response: z.object({
    data: z.array(AdvisorSchema),
    offer: AdvisorOfferSchema,
  }),
});
