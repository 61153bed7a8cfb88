import { Router } from 'express';
import { GetPromoMessageContract, GetPromoVoucherContract } from '../../../shared/store/promo.contract';
import { PlatformPromoVoucherContract } from '../../../shared/platform-api/rules.platform';
import { mountContract } from '../../http/mount-contract';
import type { SiteServices } from '../../http/request-context';
import { withInternalPromoLinks } from './promo-message-links';

/**
 * Promo messages are the same for everyone (tokens come from the query), their links to this site
 * carrying the message's promo (`withInternalPromoLinks`); vouchers are the member's.
 */
export default function promoApi(services: SiteServices): Router {
  const router = Router();
  mountContract(router, GetPromoMessageContract, async ({ query }) => {
    const { messages } = await services.platform.call(GetPromoMessageContract, { query });
    return { messages: messages.map((message) => withInternalPromoLinks(message, services.config.SITE_URL)) };
  });
  mountContract(router, GetPromoVoucherContract, ({ req }) => {
    const memberUuid = req.session?.memberUuid;
    return services.platform.call(PlatformPromoVoucherContract, { query: memberUuid ? { member_uuid: memberUuid } : {} });
  });
  return router;
}
