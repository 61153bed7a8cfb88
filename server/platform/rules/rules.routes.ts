import { Router } from 'express';
import { GetPromoMessageContract } from '../../../shared/store/promo.contract';
import { PlatformPromoVoucherContract } from '../../../shared/platform-api/rules.platform';
import { mountContract } from '../../http/mount-contract';
import type { RulesService } from './rules.service';

export function rulesRoutes(service: RulesService): Router {
  const router = Router();
  mountContract(router, GetPromoMessageContract, ({ query }) => service.promoMessages(query));
  mountContract(router, PlatformPromoVoucherContract, ({ query }) => service.promoVoucher(query.member_uuid));
  return router;
}
