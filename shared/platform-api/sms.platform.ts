import { z } from 'zod';
import { defineContract } from '../api/contract';
import { MemberParamsSchema } from '../accounts/account.contract';
import { SmsOptInBodySchema, SmsOptOutBodySchema, SmsStandingSchema } from '../accounts/sms.contract';

/** The platform SMS service's calls: consent per member, and texts coming in from the gateway. */

const inboundText = z.object({ from: z.string().trim().min(1).max(40), text: z.string().max(1600) });
const inboundAction = z.object({ action: z.enum(['confirmed', 'stopped', 'help', 'ignored']) });

/** Platform: records the number as pending and texts it a request to reply Y. */
export const SmsOptInContract = defineContract('platform.sms.opt_in', 'POST /sms/member/:member_uuid/opt-in',
  { params: MemberParamsSchema, body: SmsOptInBodySchema, response: SmsStandingSchema });

export const SmsOptOutContract = defineContract('platform.sms.opt_out', 'POST /sms/member/:member_uuid/opt-out',
  { params: MemberParamsSchema, body: SmsOptOutBodySchema, response: SmsStandingSchema });

export const SmsStandingContract = defineContract('platform.sms.standing', 'GET /sms/member/:member_uuid', { params: MemberParamsSchema, response: SmsStandingSchema });

/**
 * Platform: a text received from a phone, passed on by the SMS gateway. Y (or YES) confirms a
 * pending number, STOP (and its usual synonyms) stops all texts, HELP answers with help.
 */
export const SmsInboundContract = defineContract('platform.sms.inbound', 'POST /sms/inbound', { body: inboundText, response: inboundAction });
