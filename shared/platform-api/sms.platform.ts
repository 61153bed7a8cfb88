import { z } from 'zod';
import { defineContract } from '../api/contract';
import { SmsOptInBodySchema, SmsOptOutBodySchema, SmsStandingSchema } from '../accounts/sms.contract';

/** The platform SMS service's calls: consent per member, and texts coming in from the gateway. */

const memberParams = z.object({ member_uuid: z.uuid('That is not a member id.') });

/** Platform: records the number as pending and texts it a request to reply Y. */
export const SmsOptInContract = defineContract({
  name: 'platform.sms.opt_in',
  method: 'POST',
  path: '/sms/member/:member_uuid/opt-in',
  params: memberParams,
  body: SmsOptInBodySchema,
  response: SmsStandingSchema,
});

export const SmsOptOutContract = defineContract({
  name: 'platform.sms.opt_out',
  method: 'POST',
  path: '/sms/member/:member_uuid/opt-out',
  params: memberParams,
  body: SmsOptOutBodySchema,
  response: SmsStandingSchema,
});

export const SmsStandingContract = defineContract({
  name: 'platform.sms.standing',
  method: 'GET',
  path: '/sms/member/:member_uuid',
  params: memberParams,
  response: SmsStandingSchema,
});

/**
 * Platform: a text received from a phone, passed on by the SMS gateway. Y (or YES) confirms a
 * pending number, STOP (and its usual synonyms) stops all texts, HELP answers with help.
 */
export const SmsInboundContract = defineContract({
  name: 'platform.sms.inbound',
  method: 'POST',
  path: '/sms/inbound',
  body: z.object({ from: z.string().trim().min(1).max(40), text: z.string().max(1600) }),
  response: z.object({ action: z.enum(['confirmed', 'stopped', 'help', 'ignored']) }),
});
