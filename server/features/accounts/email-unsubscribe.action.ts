import { SubscribeContract, UnsubscribeContract } from '../../../shared/accounts/mail.contract';
import { EmailUnsubscribeFormSchema, UNSUBSCRIBE_LOCATIONS, UNSUBSCRIBE_MESSAGES } from '../../../shared/accounts/email-unsubscribe.form';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { defineAction } from '../../http/action';
import { checkRateLimits, type Limit } from '../../http/rate-limit';
import type { RequestContext } from '../../http/request-context';
import { LIST_UNSUBSCRIBE_VALIDITY_DAYS, verifyListUnsubscribeToken } from '../../list-unsubscribe';

/** A link's member and list, once its signature and age are checked. */
export interface LinkTarget {
  memberUuid: string;
  list: string;
}

/** Why a link is refused: the status it answers with and the message a person reads. */
export type LinkRefusal = { status: 400 | 403; message: string };

/**
 * Checks a signed unsubscribe token (server/list-unsubscribe.ts): a link that is cut short or not
 * ours at all is a 400, one whose signature does not match (a changed member, list or date) or
 * that is older than its validity a 403, each with its own message.
 */
export function checkLink(config: Config, token: string | undefined): LinkTarget | LinkRefusal {
  if (!token) return { status: 400, message: UNSUBSCRIBE_MESSAGES.missing };
  const check = verifyListUnsubscribeToken(config, token);
  if (check.ok) return { memberUuid: check.memberUuid, list: check.list };
  if (check.reason === 'expired') return { status: 403, message: UNSUBSCRIBE_MESSAGES.expired(LIST_UNSUBSCRIBE_VALIDITY_DAYS) };
  return { status: check.reason === 'forged' ? 403 : 400, message: UNSUBSCRIBE_MESSAGES.invalid };
}

export const isRefusal = (checked: LinkTarget | LinkRefusal): checked is LinkRefusal => 'status' in checked;

/**
 * Changes through one link (the page's two buttons and the one-click POST together): enough for a
 * person changing their mind a few times, a wall for a leaked link replayed to flip a member's
 * standing again and again. Counted per member and list, never per address: mailbox providers send
 * everyone's one-click unsubscribes from a few addresses of their own.
 */
export const UNSUBSCRIBE_CHANGES_PER_LINK: Limit = { name: 'unsubscribe:link', max: 20, windowMs: 60 * 60_000 };

/**
 * Leaves (or joins again) the link's list for the link's member: authorised by the signature, so
 * it needs no session. Recorded by the mail service with `location`, the same standing Account
 * Settings shows and changes.
 */
export async function changeByLink(context: Pick<RequestContext, 'config' | 'platform' | 'rateLimits'>, token: string | undefined, subscribe: boolean, location: string): Promise<LinkTarget> {
  const checked = checkLink(context.config, token);
  if (isRefusal(checked)) throw new AppError(checked.status === 400 ? 'bad_request' : 'forbidden', checked.message);
  await checkRateLimits(context.rateLimits, [{ limit: UNSUBSCRIBE_CHANGES_PER_LINK, id: `${checked.memberUuid}:${checked.list}` }]);
  const change = { params: { member_uuid: checked.memberUuid, list: checked.list }, body: { location } };
  await context.platform.call(subscribe ? SubscribeContract : UnsubscribeContract, change);
  return checked;
}

/** The page's Unsubscribe button. */
export const unsubscribeByLinkAction = defineAction({
  schema: EmailUnsubscribeFormSchema,
  run: ({ token }, context) => changeByLink(context, token, false, UNSUBSCRIBE_LOCATIONS.page),
});

/** The page's Resubscribe button, after leaving (a VIP-only list takes VIP members only: the mail service checks). */
export const resubscribeByLinkAction = defineAction({
  schema: EmailUnsubscribeFormSchema,
  run: ({ token }, context) => changeByLink(context, token, true, UNSUBSCRIBE_LOCATIONS.page),
});
