import { Router } from 'express';
import * as commerce from '../../../shared/platform-api/commerce.platform';
import { mountContract } from '../../http/mount-contract';
import type { SandboxGateway } from './gateway/sandbox-gateway';
import type { OrdersService } from './orders.service';

/** The orders' calls, and the sandbox gateway's approval page calls (its own read and decide). */
export function commerceRoutes(orders: OrdersService, sandbox: SandboxGateway): Router {
  const router = Router();
  mountContract(router, commerce.QuoteContract, ({ query }) => orders.quote(query));
  mountContract(router, commerce.PlaceOrderContract, async ({ body }) => ({ order: await orders.place(body) }));
  // Registered before '/commerce/orders/:order_uuid' would matter only for GET; the approval start is a POST.
  mountContract(router, commerce.StartApprovalContract, ({ body }) => orders.startApproval(body));
  mountContract(router, commerce.GetOrderContract, async ({ params, query }) => ({ order: await orders.get(params.order_uuid, query.member_uuid) }));
  mountContract(router, commerce.CaptureApprovalContract, async ({ params, body }) => ({ order: await orders.capture(params.order_uuid, body.member_uuid, body.token) }));
  mountContract(router, commerce.SandboxApprovalContract, async ({ params }) => ({ approval: await sandbox.approval(params.token) }));
  mountContract(router, commerce.SandboxDecideContract, async ({ params, body }) => {
    const answer = await sandbox.decide(params.token, body.decision);
    // What a real processor would tell us by webhook: the member said no, so the order lets go of its voucher.
    if (body.decision === 'cancel') await orders.approvalCanceled(params.token);
    return answer;
  });
  return router;
}
