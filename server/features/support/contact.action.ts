import { ContactFormSchema } from '../../../shared/support/contact.form';
import { OpenTicketContract } from '../../../shared/platform-api/support.platform';
import { checkRateLimits, LIMITS } from '../../http/rate-limit';
import { defineAction } from '../../http/action';

/**
 * Contact Us (spec 1 §9): anyone may write; a member's ticket carries their id. Each ticket mails
 * a receipt to the address given, so tickets are limited per IP and per recipient address.
 */
export const contactAction = defineAction({
  schema: ContactFormSchema,
  async run(input, context) {
    await checkRateLimits(context.rateLimits, [
      { limit: LIMITS.ticketPerIp, id: context.ip },
      { limit: LIMITS.ticketPerRecipient, id: input.email.trim().toLowerCase() },
    ]);
    return context.platform.call(OpenTicketContract, { body: { ...input, ...(context.memberUuid ? { member_uuid: context.memberUuid } : {}) } });
  },
});
