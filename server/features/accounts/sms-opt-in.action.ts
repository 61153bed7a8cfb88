import type { SmsStanding } from '../../../shared/accounts/sms.contract';
import { SmsOptInFormSchema } from '../../../shared/accounts/sms-opt-in.form';
import { SmsOptInContract } from '../../../shared/platform-api/sms.platform';
import { checkRateLimits, LIMITS } from '../../http/rate-limit';
import { defineAction } from '../../http/action';
import { requireMember } from '../../http/require-member';

/** The text-message offer: each opt-in sends a text, so it is limited per member and per number. */
export const smsOptInAction = defineAction({
  schema: SmsOptInFormSchema,
  async run(input, context): Promise<SmsStanding> {
    const memberUuid = requireMember(context);
    await checkRateLimits(context.rateLimits, [
      { limit: LIMITS.smsPerMember, id: memberUuid },
      { limit: LIMITS.smsPerPhone, id: input.phone_number.replace(/\D/g, '').slice(-10) },
    ]);
    return context.platform.call(SmsOptInContract, { params: { member_uuid: memberUuid }, body: { phone_number: input.phone_number, location: input.location, promos: input.promos } });
  },
});
