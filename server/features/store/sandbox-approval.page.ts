import { z } from 'zod';
import { formatUsd } from '../../../shared/store/price-display';
import { SandboxApprovalContract, SandboxDecideContract } from '../../../shared/platform-api/commerce.platform';
import { SandboxApprovalPage } from '../../../views/store/sandbox-approval-page';
import { defineAction } from '../../http/action';
import { AppError } from '../../errors';
import { definePage, pageAction } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

/**
 * The sandbox gateway's approval page (issue #13): what a PayPal-style provider would show. Its
 * buttons are plain forms; the gateway answers where the browser goes (the site's return address,
 * or the checkout page when cancelled).
 */

const TokenSchema = z.string().min(1).max(200);
const ParamsSchema = z.object({ token: TokenSchema });

const decide = (decision: 'approve' | 'cancel') =>
  defineAction({
    schema: z.object({ intent: z.literal(decision) }),
    async run(_form, context) {
      const token = TokenSchema.safeParse(context.req.params.token);
      if (!token.success) throw new AppError('not_found', 'That payment does not exist.');
      const { redirect_url } = await context.platform.call(SandboxDecideContract, { params: { token: token.data }, body: { decision } });
      return { redirect_url };
    },
  });

export const sandboxApprovalPage = definePage({
  path: ROUTES.sandboxApproval,
  params: ParamsSchema,
  interactive: false,
  async load(context) {
    const { approval } = await context.platform.call(SandboxApprovalContract, { params: { token: context.params.token } });
    return { token: approval.token, amount: formatUsd(approval.amount_cents), description: approval.description, pending: approval.status === 'pending' };
  },
  head: () => ({ title: 'Sandbox payment approval', description: 'Sandbox payment — no real money moves. Approve or cancel a test payment.', noindex: true }),
  View: SandboxApprovalPage,
  actions: {
    approve: pageAction({ action: decide('approve'), redirect: (result) => result.redirect_url }),
    cancel: pageAction({ action: decide('cancel'), redirect: (result) => result.redirect_url }),
  },
});
