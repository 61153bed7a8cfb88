import type { z } from 'zod';
import {
  CancelSubscriptionContract,
  CaptureApprovalContract,
  GetOrderContract,
  ListSubscriptionsContract,
  OrderLinksContract,
  PlaceOrderContract,
  QuoteContract,
  RunRenewalsContract,
  SandboxApprovalContract,
  SandboxDecideContract,
  StartApprovalContract,
  UpdatePaymentMethodContract,
} from '../../shared/platform-api/commerce.platform';
import type { PlatformClient } from './platform-client';

type Body<C extends { body: z.ZodType }> = z.input<C['body']>;

/** The web tier's view of the commerce service: orders, payments, subscriptions (issue #13). */
export function createCommerceUpstream(client: PlatformClient) {
  return {
    quote: (query: z.input<(typeof QuoteContract)['query']>) => client.call(QuoteContract, { query }),
    placeOrder: async (body: Body<typeof PlaceOrderContract>) => (await client.call(PlaceOrderContract, { body })).order,
    order: async (orderUuid: string, memberUuid: string) => (await client.call(GetOrderContract, { params: { order_uuid: orderUuid }, query: { member_uuid: memberUuid } })).order,
    startApproval: async (body: Body<typeof StartApprovalContract>) => (await client.call(StartApprovalContract, { body })).redirect_url,
    capture: async (orderUuid: string, body: Body<typeof CaptureApprovalContract>) => (await client.call(CaptureApprovalContract, { params: { order_uuid: orderUuid }, body })).order,
    sandboxApproval: async (token: string) => (await client.call(SandboxApprovalContract, { params: { token } })).approval,
    sandboxDecide: async (token: string, decision: 'approve' | 'cancel') => (await client.call(SandboxDecideContract, { params: { token }, body: { decision } })).redirect_url,
    subscriptions: async (memberUuid: string) => (await client.call(ListSubscriptionsContract, { query: { member_uuid: memberUuid } })).subscriptions,
    cancelSubscription: async (upc: z.input<(typeof CancelSubscriptionContract)['params']>['upc'], memberUuid: string) =>
      (await client.call(CancelSubscriptionContract, { params: { upc }, body: { member_uuid: memberUuid } })).subscription,
    updatePaymentMethod: (memberUuid: string, nonce: string) => client.call(UpdatePaymentMethodContract, { body: { member_uuid: memberUuid, nonce } }),
    runRenewals: (now?: string) => client.call(RunRenewalsContract, { body: now ? { now } : {} }),
    /** What each of the member's own orders is and made, in one call (none asked: none answered); others' orders are left out. */
    orderLinks: async (memberUuid: string, orderUuids: readonly string[]) =>
      orderUuids.length === 0 ? [] : (await client.call(OrderLinksContract, { query: { member_uuid: memberUuid, order_uuids: orderUuids.join(',') } })).orders,
  };
}
export type CommerceUpstream = ReturnType<typeof createCommerceUpstream>;
