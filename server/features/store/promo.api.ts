import { Router } from 'express';
import { GetPromoMessageContract, GetPromoVoucherContract } from '../../../shared/store/promo.contract';
import { PlatformPromoVoucherContract } from '../../../shared/platform-api/rules.platform';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';

/** Promo messages are the same for everyone (tokens come from the query); vouchers are the member's. */
export default function promoApi(services: SiteServices): Router {
  const router = Router();
  mountContract(router, GetPromoMessageContract, ({ query }) => services.platform.call(GetPromoMessageContract, { query }));
  mountContract(router, GetPromoVoucherContract, ({ req }) => {
    const memberUuid = req.session?.memberUuid;
    return services.platform.call(PlatformPromoVoucherContract, { query: memberUuid ? { member_uuid: memberUuid } : {} });
  });
  return router;
}
