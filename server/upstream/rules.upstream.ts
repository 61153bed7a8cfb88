import type { z } from 'zod';
import { GetPromoMessageContract } from '../../shared/store/promo.contract';
import { PlatformPromoVoucherContract } from '../../shared/platform-api/rules.platform';
import type { PlatformClient } from './platform-client';

/** The web tier's view of the rules service (promo messages, promo vouchers). */
export function createRulesUpstream(client: PlatformClient) {
  return {
    promoMessages: (query: z.input<(typeof GetPromoMessageContract)['query']>) => client.call(GetPromoMessageContract, { query }),
    promoVoucher: (memberUuid: string | undefined) => client.call(PlatformPromoVoucherContract, { query: memberUuid ? { member_uuid: memberUuid } : {} }),
  };
}
export type RulesUpstream = ReturnType<typeof createRulesUpstream>;
