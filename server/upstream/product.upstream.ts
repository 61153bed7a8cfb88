import type { z } from 'zod';
import { CreateDealContract, GetReadingContract, SubmitDealContract, type Reading } from '../../shared/platform-api/product.platform';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the product service (tarot deals and readings). */
export function createProductUpstream(client: PlatformClient) {
  return {
    deal: (input: z.input<(typeof CreateDealContract)['body']>) => client.call(CreateDealContract, { body: input }),
    submit: (deal: string, input: z.input<(typeof SubmitDealContract)['body']>) => client.call(SubmitDealContract, { params: { deal }, body: input }),
    /** The member's own reading; anyone else's answers 404. */
    reading: async (readingId: string, memberUuid: string): Promise<Reading> =>
      (await client.call(GetReadingContract, { params: { reading_id: readingId }, query: { member_uuid: memberUuid } })).reading,
  };
}
export type ProductUpstream = ReturnType<typeof createProductUpstream>;
