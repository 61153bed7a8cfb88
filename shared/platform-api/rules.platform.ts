import { z } from 'zod';
import { defineContract } from '../api/contract';
import { VoucherOwnershipSchema } from '../store/promo.contract';

/** Platform: `GET {host}/rules/voucher-ownership/promo` for one member (none: a visitor). */
export const PlatformPromoVoucherContract = defineContract({
  name: 'platform.rules.voucher_ownership_promo',
  method: 'GET',
  path: '/rules/voucher-ownership/promo',
  query: z.object({ member_uuid: z.uuid({ error: 'member_uuid must be a member id.' }).optional() }),
  response: VoucherOwnershipSchema,
});
