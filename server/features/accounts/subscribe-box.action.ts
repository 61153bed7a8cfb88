import { GetSubscriptionsContract, SubscribeContract, UnsubscribeContract } from '../../../shared/accounts/mail.contract';
import { SubscribeBoxFormSchema } from '../../../shared/accounts/subscribe-box.contract';
import {
  applyChange,
  DAILY_HOROSCOPE_PATH,
  changesOf,
  markSignUpIntent,
  saveErrorMessage,
  SUBSCRIBE_BOX_LOCATION,
  SUBSCRIBE_BOX_MESSAGES,
  subscribeBoxTarget,
  type ListStanding,
  type SubscribeBoxTarget,
} from '../../../shared/accounts/subscribe-box';
import { AppError } from '../../errors';
import { defineAction } from '../../http/action';
import type { RequestContext } from '../../http/request-context';
import { requireMember } from '../../http/require-member';

/** Where the member stands on every list, as the box reads it. */
export async function listStandings(context: Pick<RequestContext, 'platform'>, memberUuid: string): Promise<ListStanding[]> {
  const { subscriptions } = await context.platform.call(GetSubscriptionsContract, { params: { member_uuid: memberUuid } });
  return subscriptions.map(({ code, subscribed, unsubscribed }) => ({ code, subscribed, unsubscribed }));
}

/** How a sign-up ended: the lists as they now stand, view 2's button, and each list the mail service refused with its reason. */
export interface SignUpOutcome {
  lists: ListStanding[];
  target: SubscribeBoxTarget;
  /** Reasons by list code; empty when every change was saved (spec 1 §8: an empty error object is no error). */
  error: Record<string, string>;
}

/** The reason inside the spec's message when our email service failed. */
const SERVICE_DOWN = 'Our email service did not answer just now; please try again in a few minutes.';

/**
 * Sign me up (spec 1 §4, §7 `mail-lists:get`, `:update`, `:save`): read the lists, mark intent on
 * each one neither joined nor left (not dh_dailyhoroscope nor number_of_the_day), then save every
 * intent with location 'newsletter-module'. Nothing to mark is 'You have already signed up.'
 */
export async function signUpForLists(context: RequestContext): Promise<SignUpOutcome> {
  const memberUuid = requireMember(context);
  let lists: ListStanding[];
  try {
    lists = markSignUpIntent(await listStandings(context, memberUuid));
  } catch (thrown) {
    // The lists could not even be read: nothing was saved.
    if (!(thrown instanceof AppError) || thrown.status < 500) throw thrown;
    throw new AppError('bad_gateway', SUBSCRIBE_BOX_MESSAGES.saveFailed(SERVICE_DOWN));
  }
  const changes = changesOf(lists);
  if (changes.length === 0) throw new AppError('conflict', SUBSCRIBE_BOX_MESSAGES.alreadySignedUp);
  const error: Record<string, string> = {};
  for (const change of changes) {
    const call = { params: { member_uuid: memberUuid, list: change.code }, body: { location: SUBSCRIBE_BOX_LOCATION } };
    try {
      await context.platform.call(change.subscribe ? SubscribeContract : UnsubscribeContract, call);
      lists = applyChange(lists, change);
    } catch (thrown) {
      if (!(thrown instanceof AppError)) throw thrown;
      // On our side: the visitor hears so in plain words, never the platform's own.
      error[change.code] = thrown.status >= 500 ? SERVICE_DOWN : thrown.message;
      context.logger.warn({ err: thrown, list: change.code }, 'subscribe box: a list was not saved');
    }
  }
  const standing = lists.map(({ code, subscribed, unsubscribed }) => ({ code, subscribed, unsubscribed }));
  return { lists: standing, target: subscribeBoxTarget(standing), error };
}

/** The island's call: view 2, or the spec's message as a 502 when a list was not saved. */
export const subscribeBoxAction = defineAction({
  schema: SubscribeBoxFormSchema,
  async run(_input, context) {
    const outcome = await signUpForLists(context);
    const failure = saveErrorMessage(outcome.error);
    if (failure) throw new AppError('bad_gateway', failure);
    return { lists: outcome.lists, view: 2 as const, target: outcome.target };
  },
});

/** What the plain form's page shows: view 2, or view 1 with the spec's message. */
export interface SubscribeBoxPageResult {
  view: 1 | 2;
  target: SubscribeBoxTarget;
  error?: string;
}

/**
 * The plain form (`/member/newsletter`, JavaScript off): the same sign-up. A list the mail
 * service failed keeps the box at view 1 with the spec's message, answered 502.
 */
export const subscribeBoxPageAction = defineAction({
  schema: SubscribeBoxFormSchema,
  async run(_input, context): Promise<SubscribeBoxPageResult> {
    let outcome: SignUpOutcome;
    try {
      outcome = await signUpForLists(context);
    } catch (thrown) {
      if (!(thrown instanceof AppError) || thrown.code !== 'bad_gateway') throw thrown;
      context.res.status(502);
      return { view: 1, target: DAILY_HOROSCOPE_PATH, error: thrown.message };
    }
    const failure = saveErrorMessage(outcome.error);
    if (!failure) return { view: 2, target: outcome.target };
    context.res.status(502);
    return { view: 1, target: outcome.target, error: failure };
  },
});
