import { Router } from 'express';
import { GetPromoMessageContract, GetPromoVoucherContract } from '../../../shared/store/promo.contract';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';

/** Promo messages are the same for everyone (tokens come from the query); vouchers are the member's. */
export default function promoApi(services: SiteServices): Router {
  const router = Router();
  mountContract(router, GetPromoMessageContract, ({ query }) => services.upstream.rules.promoMessages(query));
  mountContract(router, GetPromoVoucherContract, ({ req }) => services.upstream.rules.promoVoucher(req.session?.memberUuid));
  return router;
}
