import { Router } from 'express';
import { CancelSubscriptionContract, ListSubscriptionsContract, RunRenewalsContract, UpdatePaymentMethodContract } from '../../../shared/platform-api/commerce.platform';
import { mountContract } from '../../http/mount-contract';
import type { SubscriptionsService } from './subscriptions.service';

/** The platform's subscription calls: list, unsubscribe, a new card, and the renewal job on demand. */
export function subscriptionRoutes(subscriptions: SubscriptionsService): Router {
  const router = Router();
  mountContract(router, ListSubscriptionsContract, async ({ query }) => ({ subscriptions: await subscriptions.list(query.member_uuid) }));
  mountContract(router, CancelSubscriptionContract, async ({ params, body }) => ({ subscription: await subscriptions.cancel(body.member_uuid, params.upc) }));
  mountContract(router, UpdatePaymentMethodContract, ({ body }) => subscriptions.updatePaymentMethod(body.member_uuid, body.nonce));
  mountContract(router, RunRenewalsContract, ({ body }) => subscriptions.renew(body.now ? new Date(body.now) : undefined));
  return router;
}
