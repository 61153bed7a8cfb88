import { z } from 'zod';
import { GetSubscriptionsContract } from '../../../shared/accounts/mail.contract';
import { maskEmail } from '../../../shared/accounts/mask-email';
import { UNSUBSCRIBE_MESSAGES } from '../../../shared/accounts/email-unsubscribe.form';
import { GetMemberContract } from '../../../shared/platform-api/member.platform';
import type { FormState } from '../../../shared/forms/form-state';
import { ROUTES } from '../../../shared/routes';
import { EmailUnsubscribePage, unsubscribeHeading, unsubscribeStep, type UnsubscribeData } from '../../../views/accounts/email-unsubscribe-page';
import { AppError } from '../../errors';
import { definePage, pageAction } from '../../http/page-module';
import { checkLink, isRefusal, resubscribeByLinkAction, unsubscribeByLinkAction } from './email-unsubscribe.action';


/** A post's intent as the view's step reads it (whether it worked shows in the standing `load` reads after it). */
function postedIntent(method: string, body: unknown): FormState | undefined {
  const intent = method === 'POST' && typeof body === 'object' && body !== null ? (body as Record<string, unknown>).intent : undefined;
  return typeof intent === 'string' ? { intent, ok: true, values: {}, errors: {} } : undefined;
}

/**
 * `/email/unsubscribe?token=…`: the email unsubscribe screen (issue #28), for whoever holds a list
 * email's signed link, logged in or not. GET shows the list and the member's masked address and
 * changes nothing; `intent=unsubscribe` leaves the list (`#opt-out`), `intent=resubscribe` joins it
 * again (`#opt-in`). A link that is cut short, altered or expired is a 4xx page saying which. The
 * RFC 8058 one-click POST to the same address is answered before this page
 * (one-click-unsubscribe.ts).
 */
export const emailUnsubscribePage = definePage({
  path: ROUTES.emailUnsubscribe,
  // Plain forms only; and no newsletter box under the screen where someone has just left a list.
  interactive: false,
  // Longer than any real token: a long one is read and refused with the page's own message.
  query: z.object({ token: z.string().max(2000).optional() }),
  load: async ({ query, config, platform, res }): Promise<UnsubscribeData> => {
    const checked = checkLink(config, query.token);
    if (isRefusal(checked)) {
      res.status(checked.status);
      return { refused: checked.message };
    }
    const member_uuid = checked.memberUuid;
    let found;
    try {
      found = await Promise.all([platform.call(GetMemberContract, { params: { member_uuid } }), platform.call(GetSubscriptionsContract, { params: { member_uuid } })]);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 404) throw error;
      res.status(404);
      return { refused: UNSUBSCRIBE_MESSAGES.noMember };
    }
    const [{ member }, { subscriptions }] = found;
    const list = subscriptions.find((each) => each.code === checked.list);
    if (!list) {
      res.status(404);
      return { refused: UNSUBSCRIBE_MESSAGES.noList };
    }
    return {
      link: {
        token: query.token!,
        list: { name: list.name, description: list.description, frequency: list.frequency },
        maskedEmail: maskEmail(member.email),
        subscribed: list.subscribed,
      },
    };
  },
  head: (data, { req }) => ({
    // The heading the view shows: after a post, the step that post led to.
    title: unsubscribeHeading(unsubscribeStep({ ...data, form: postedIntent(req.method, req.body) }), data.link?.list.name),
    description: 'Stop or restart one of our emails.',
    noindex: true,
  }),
  View: EmailUnsubscribePage,
  actions: {
    unsubscribe: pageAction({ action: unsubscribeByLinkAction }),
    resubscribe: pageAction({ action: resubscribeByLinkAction }),
  },
});
