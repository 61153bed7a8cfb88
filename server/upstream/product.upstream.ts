import type { z } from 'zod';
import {
  CatalogueContract,
  CreateDealContract,
  GetReadingContract,
  HoldDealContract,
  PlatformDescriptionContract,
  PlatformKcPackagesContract,
  PlatformPriceContract,
  PlatformTeeupContract,
  SubmitDealContract,
  type Reading,
} from '../../shared/platform-api/product.platform';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the product service (tarot deals and readings). */
export function createProductUpstream(client: PlatformClient) {
  return {
    deal: (input: z.input<(typeof CreateDealContract)['body']>) => client.call(CreateDealContract, { body: input }),
    submit: (deal: string, input: z.input<(typeof SubmitDealContract)['body']>) => client.call(SubmitDealContract, { params: { deal }, body: input }),
    /** The member's own reading; anyone else's answers 404. */
    reading: async (readingId: string, memberUuid: string): Promise<Reading> =>
      (await client.call(GetReadingContract, { params: { reading_id: readingId }, query: { member_uuid: memberUuid } })).reading,
    /** A paid spread's cards, held on the deal until its order is paid. */
    hold: (deal: string, input: z.input<(typeof HoldDealContract)['body']>) => client.call(HoldDealContract, { params: { deal }, body: input }),
    /** The catalogue (issue #13): every product with its price. */
    catalogue: async () => (await client.call(CatalogueContract, {})).products,
    price: async (upc: string) => (await client.call(PlatformPriceContract, { params: { upc } })).price,
    description: async (slug: string) => (await client.call(PlatformDescriptionContract, { params: { slug } })).description,
    teeup: (upc: string) => client.call(PlatformTeeupContract, { params: { upc } }),
    kcPackages: async () => (await client.call(PlatformKcPackagesContract, {})).packages,
  };
}
export type ProductUpstream = ReturnType<typeof createProductUpstream>;
