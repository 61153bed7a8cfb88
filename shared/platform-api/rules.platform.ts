import { z } from 'zod';
import { defineContract } from '../api/contract';
import { GetPromoVoucherContract } from '../store/promo.contract';

/** The member whose voucher it is; none for a visitor. */
const OptionalMemberQuerySchema = z.object({ member_uuid: z.uuid({ error: 'member_uuid must be a member id.' }).optional() });

/**
 * Platform: `GET {host}/rules/voucher-ownership/promo` for one member (none: a visitor). The
 * browser's call of the same path and answer (`GetPromoVoucherContract`) names nobody: the site
 * takes the member from the session and adds it here.
 */
export const PlatformPromoVoucherContract = defineContract('platform.rules.voucher_ownership_promo', GetPromoVoucherContract, { query: OptionalMemberQuerySchema });
