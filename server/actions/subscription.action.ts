import { VIP_UPC, type Subscription } from '../../shared/domain/catalogue';
import { UnsubscribeFormSchema } from '../../shared/forms/checkout.form';
import { defineAction } from './action';
import { requireMember } from './require-member';

/**
 * Unsubscribe (spec 1 §4 "VIP unsubscribe"): the dialog's plain post of `unsubscribe=1` to the page
 * it is on. Billing stops; the perks last until the next billing date. Without `upc`, the VIP
 * membership. (The checkout branch writes its own `unsubscribeAction` in checkout.action.ts; this
 * is the membership pages' until that lands.)
 */
export const unsubscribeAction = defineAction({
  schema: UnsubscribeFormSchema,
  async run({ upc }, context): Promise<{ subscription: Subscription }> {
    const memberUuid = requireMember(context);
    return { subscription: await context.upstream.commerce.cancelSubscription(upc ?? VIP_UPC, memberUuid) };
  },
});
