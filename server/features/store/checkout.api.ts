import { Router } from 'express';
import { CheckoutSubmitContract, GetMySubscriptionsContract, RedirectEcContract, UnsubscribeContract, UpdatePaymentContract } from '../../../shared/store/store.contract';
import { ListSubscriptionsContract } from '../../../shared/platform-api/commerce.platform';
import { checkoutAction, LOGIN_TO_BUY, platformCall, redirectEcAction, unsubscribeAction, updatePaymentAction } from './checkout.action';
import { mountAction } from '../../http/contract-route';
import { mountContract } from '../../http/mount-contract';
import { requireSameOrigin } from '../../http/same-origin';
import type { SiteServices } from '../../http/request-context';
import '../../session/session-data';
import { membersOnly } from '../../http/require-member';

/** The browser's buying calls (issue #13; spec 1 §7): the same actions as the checkout pages' plain forms. */
export default function checkoutApi(services: SiteServices): Router {
  const router = Router();
  mountAction(router, CheckoutSubmitContract, checkoutAction, services);
  mountAction(router, RedirectEcContract, redirectEcAction, services, ({ query }) => query, requireSameOrigin(services.config.SITE_URL, { reads: true }));
  mountAction(router, UpdatePaymentContract, updatePaymentAction, services);
  mountAction(router, UnsubscribeContract, unsubscribeAction, services);
  mountContract(
    router,
    GetMySubscriptionsContract,
    async ({ req }) => {
      const { subscriptions } = await platformCall(() => services.platform.call(ListSubscriptionsContract, { query: { member_uuid: req.session.memberUuid! } }));
      return { subscriptions };
    },
    membersOnly(LOGIN_TO_BUY),
  );
  return router;
}
