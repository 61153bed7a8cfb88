import { receiptEmail, subscriptionNoticeEmail } from './store-emails';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { MailList, MailSubscription } from '../../../shared/accounts/mail.contract';
import type { SendMailContract } from '../../../shared/platform-api/mail.platform';
import type { MailTables } from './mail.tables';
import { AppError } from '../../errors';
import { isVipOnlyList } from '../../../shared/accounts/mail-lists';
import { MAIL_LIST_MESSAGES } from '../../../shared/forms/messages';
import type { PlatformPorts, SupportTicketMail } from '../ports';
import { emailChangedEmail, passwordResetEmail, ticketNoticeEmail, ticketReceivedEmail, welcomeEmail } from './mail-templates';
import type { MailTransport } from './mail-transport';

export interface MailServiceOptions {
  transport: MailTransport;
  siteName: string;
  siteUrl: string;
  /** Where support tickets are sent. */
  supportAddress: string;
}

type SendRequest = z.output<(typeof SendMailContract)['body']>;

export function createMailService(db: Kysely<MailTables>, options: MailServiceOptions, ports: Pick<PlatformPorts, 'members'>) {
  const service = {
    async listEmailLists(): Promise<MailList[]> {
      const rows = await db
        .selectFrom('mail_lists')
        .select(['code', 'name', 'description', 'frequency'])
        .orderBy('sort_order')
        .execute();
      return rows.map((row) => ({ ...row, frequency: row.frequency as MailList['frequency'] }));
    },

    /** Renders one of our templates and hands it to the transport (SMTP, or the outbox folder). */
    async send(request: SendRequest): Promise<string> {
      const site = { siteName: options.siteName, siteUrl: options.siteUrl };
      const content =
        request.template === 'welcome'
          ? welcomeEmail({ ...site, firstName: request.first_name })
          : request.template === 'email_changed'
            ? emailChangedEmail({ ...site, firstName: request.first_name, newEmail: request.new_email, supportAddress: options.supportAddress })
            : request.template === 'receipt'
              ? receiptEmail(site, request)
              : request.template === 'subscription_notice'
                ? subscriptionNoticeEmail(site, request)
                : passwordResetEmail({ ...site, firstName: request.first_name ?? '', resetUrl: request.reset_url, expiresInMinutes: request.expires_in_minutes });
      try {
        const { messageId } = await options.transport.send({ to: request.to, ...content });
        return messageId;
      } catch {
        throw new AppError('service_unavailable', 'The email could not be sent just now. Please try again in a few minutes.');
      }
    },

    /** Every list in display order, with where the member stands on each. */
    async subscriptions(memberUuid: string): Promise<MailSubscription[]> {
      const [lists, rows] = await Promise.all([
        service.listEmailLists(),
        db.selectFrom('mail_subscriptions').select(['list_code', 'subscribed']).where('member_uuid', '=', memberUuid).execute(),
      ]);
      const standing = new Map(rows.map((row) => [row.list_code, row.subscribed === 1]));
      return lists.map((list) => ({ ...list, subscribed: standing.get(list.code) === true, unsubscribed: standing.get(list.code) === false }));
    },

    /** A new support ticket: the notice to the support inbox, then the receipt to the writer. */
    async sendTicket(ticket: SupportTicketMail): Promise<void> {
      const params = { siteName: options.siteName, siteUrl: options.siteUrl, ...ticket };
      await options.transport.send({ to: options.supportAddress, ...ticketNoticeEmail(params) });
      await options.transport.send({ to: ticket.email, ...ticketReceivedEmail(params) });
    },

    subscribe: (memberUuid: string, list: string, location?: string, reason?: string) => setSubscribed(memberUuid, list, true, location, reason),
    /** Joins a list only when the member has no standing on it yet (signup's lists, done after the reply). */
    async joinUnlessChosen(memberUuid: string, list: string, location: string): Promise<void> {
      await joinable(memberUuid, list);
      await db
        .insertInto('mail_subscriptions')
        .values({ member_uuid: memberUuid, list_code: list, subscribed: 1, location, reason: null, updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['member_uuid', 'list_code']).doNothing())
        .execute();
    },
    unsubscribe: (memberUuid: string, list: string, location?: string, reason?: string) => setSubscribed(memberUuid, list, false, location, reason),
  };

  async function knownList(list: string): Promise<void> {
    const known = await db.selectFrom('mail_lists').select('code').where('code', '=', list).executeTakeFirst();
    if (!known) throw new AppError('not_found', `There is no email list called "${list}".`);
  }

  /** A list this member may join: it exists, and a VIP-only list takes VIP members only. */
  async function joinable(memberUuid: string, list: string): Promise<void> {
    await knownList(list);
    // Eligibility is checked here, for every caller.
    if (isVipOnlyList(list) && !(await ports.members.isVip(memberUuid))) {
      throw new AppError('forbidden', MAIL_LIST_MESSAGES.vipOnly, { list: [MAIL_LIST_MESSAGES.vipOnly] });
    }
  }

  /** Joins or leaves a list, recording where and why (the unsubscribe screen, settings, signup). */
  async function setSubscribed(memberUuid: string, list: string, subscribed: boolean, location?: string, reason?: string): Promise<{ code: string; subscribed: boolean }> {
    await (subscribed ? joinable(memberUuid, list) : knownList(list));
    const row = { member_uuid: memberUuid, list_code: list, subscribed: subscribed ? 1 : 0, location: location ?? null, reason: reason ?? null, updated_at: new Date().toISOString() };
    await db
      .insertInto('mail_subscriptions')
      .values(row)
      .onConflict((oc) => oc.columns(['member_uuid', 'list_code']).doUpdateSet({ subscribed: row.subscribed, location: row.location, reason: row.reason, updated_at: row.updated_at }))
      .execute();
    return { code: list, subscribed };
  }

  return service;
}
export type MailService = ReturnType<typeof createMailService>;
