import { z } from 'zod';
import { defineContract } from '../api/contract';
import { DAILY_HOROSCOPE_PATH, DAILY_LOVE_HOROSCOPE_PATH, SUBSCRIBE_BOX_LOCATION, SUBSCRIBE_BOX_MESSAGES } from './subscribe-box';

/**
 * The members' subscribe box's form (spec 1 §4): no field a member fills in. `location` names
 * where the joins come from; the plain form sends it hidden, an island may leave it out.
 */
export const SubscribeBoxFormSchema = z.object({
  location: z.preprocess((value) => value ?? SUBSCRIBE_BOX_LOCATION, z.literal(SUBSCRIBE_BOX_LOCATION, { error: SUBSCRIBE_BOX_MESSAGES.location })),
});
export type SubscribeBoxForm = z.input<typeof SubscribeBoxFormSchema>;

const ListStandingSchema = z.object({ code: z.string(), subscribed: z.boolean(), unsubscribed: z.boolean() });
const TargetSchema = z.enum([DAILY_HOROSCOPE_PATH, DAILY_LOVE_HOROSCOPE_PATH]);

/** `GET /api/member/subscribe-box`: where the member stands on each list, whether the box shows and where view 2's button goes. */
export const GetSubscribeBoxContract = defineContract('member.subscribe_box', 'GET /member/subscribe-box', {
  response: z.object({ lists: z.array(ListStandingSchema), visible: z.boolean(), target: TargetSchema }),
});

/**
 * `POST /api/member/subscribe-box` (spec 1 §7 `mail-lists:update` and `:save`, location
 * 'newsletter-module'): signs the member up; answers the lists as they now stand and view 2's
 * button. 409 'You have already signed up.' when nothing was left to sign up for; 502 with the
 * spec's 'Unable to save one or more of your preferences. (…)' when the mail service failed a list.
 */
export const SubscribeBoxSignUpContract = defineContract('member.subscribe_box_sign_up', 'POST /member/subscribe-box', {
  body: SubscribeBoxFormSchema,
  response: z.object({ lists: z.array(ListStandingSchema), view: z.literal(2), target: TargetSchema }),
});
