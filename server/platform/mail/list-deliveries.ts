import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { isVipOnlyList } from '../../../shared/accounts/mail-lists';
import type { DeliverListEmailsContract, ListEmailContent, ListRecipient } from '../../../shared/platform-api/mail.platform';
import type { Config } from '../../config';
import { AppError } from '../../errors';
import { listUnsubscribeHeaders, listUnsubscribeLink } from '../../list-unsubscribe';
import type { MailRecipient, PlatformPorts } from '../ports';
import { listEmail } from './list-emails';
import type { MailDeliveriesTable, MailTables } from './mail.tables';
import type { MailTransport } from './mail-transport';

/**
 * The daily lists' deliveries (issue #28): each (member, list, day) is sent at most once however
 * many runs race, in one process or several, on SQLite or PostgreSQL.
 *
 * A run claims its deliveries with one `INSERT ... ON CONFLICT DO UPDATE ... WHERE` per batch: a
 * new row is claimed by whoever inserts it, an old one only when it failed and its retry is due, or
 * when the run that held it stopped (its lease ran out). The database's unique key decides every
 * race. The claim is a lease (`sending`, `due_at` = its end); the row becomes `sent` the moment the
 * transport accepts the message. A failed send waits (1, 2, 4, 8 minutes) and is given up after
 * `MAX_DELIVERY_ATTEMPTS`, with an error in the log. A run killed between the transport's
 * acceptance and that update would leave the one message to be sent again once the lease ends; it
 * carries the same Message-ID (`<list.day.member@domain>`) both times, which mail providers read as
 * one message.
 */

/** How long a run holds a delivery before another may take it over (a killed run's wait this long). */
export const DELIVERY_LEASE_MS = 2 * 60_000;
/** Sends tried per delivery before it is given up. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** The wait after the n-th failed try: a minute, doubling. */
export const deliveryRetryMs = (attempts: number) => 60_000 * 2 ** Math.max(0, attempts - 1);
/** Messages handed to the transport at once (SMTP keeps a pool of connections). */
const SEND_CONCURRENCY = 8;

type DeliverBody = z.output<(typeof DeliverListEmailsContract)['body']>;
export type DeliverySummary = { sent: number; skipped: number; failed: number; abandoned: number };

export interface ListDeliveryOptions {
  transport: MailTransport;
  siteName: string;
  siteUrl: string;
  /** The domain of the deterministic Message-IDs. */
  domain: string;
  /** Signs the unsubscribe links (server/list-unsubscribe.ts). */
  config: Config;
  logger: Logger;
  now?: () => number;
}

type Db = Kysely<MailTables>;
type Claim = { member_uuid: string; send_date: string; attempts: number };

export function createListDeliveries(db: Db, options: ListDeliveryOptions, ports: Pick<PlatformPorts, 'memberAccounts'>) {
  const now = options.now ?? Date.now;
  const { logger } = options;

  async function listName(list: string): Promise<string> {
    const row = await db.selectFrom('mail_lists').select('name').where('code', '=', list).executeTakeFirst();
    if (!row) throw new AppError('not_found', `There is no email list called "${list}".`);
    return row.name;
  }

  /** Who of these members is on the list now, with their contact details (active members only; VIP-only lists: VIP members only). */
  async function readers(list: string, memberUuids: string[]): Promise<Map<string, MailRecipient>> {
    if (memberUuids.length === 0) return new Map();
    const subscribed = await db
      .selectFrom('mail_subscriptions')
      .select('member_uuid')
      .where('list_code', '=', list)
      .where('subscribed', '=', 1)
      .where('member_uuid', 'in', memberUuids)
      .execute();
    const found = await ports.memberAccounts.recipients(subscribed.map((row) => row.member_uuid));
    return new Map(found.filter((reader) => !isVipOnlyList(list) || reader.vip).map((reader) => [reader.member_uuid, reader]));
  }

  /** Takes the deliveries nobody holds, in one statement; answers the ones this run now holds. */
  async function claim(list: string, wanted: { member_uuid: string; send_date: string }[]): Promise<Claim[]> {
    if (wanted.length === 0) return [];
    const at = now();
    // One order for every run, so two batches that overlap on PostgreSQL lock rows in the same order.
    const rows = [...wanted]
      .sort((a, b) => (a.member_uuid === b.member_uuid ? a.send_date.localeCompare(b.send_date) : a.member_uuid.localeCompare(b.member_uuid)))
      .map((each) => ({ member_uuid: each.member_uuid, send_date: each.send_date, list_code: list, status: 'sending' as const, attempts: 1, due_at: at + DELIVERY_LEASE_MS, message_id: null, last_error: null, updated_at: at }));
    const claimed = await db
      .insertInto('mail_deliveries')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['member_uuid', 'list_code', 'send_date'])
          .doUpdateSet({ status: 'sending', attempts: sql<number>`mail_deliveries.attempts + 1`, due_at: at + DELIVERY_LEASE_MS, updated_at: at })
          .where('mail_deliveries.status', 'in', ['sending', 'failed'])
          .where('mail_deliveries.due_at', '<=', at),
      )
      .returning(['member_uuid', 'send_date', 'attempts'])
      .execute();
    return claimed.map((row) => ({ member_uuid: row.member_uuid, send_date: row.send_date, attempts: Number(row.attempts) }));
  }

  async function settle(list: string, claimed: Claim, change: Partial<Pick<MailDeliveriesTable, 'status' | 'due_at' | 'message_id' | 'last_error'>>): Promise<void> {
    await db
      .updateTable('mail_deliveries')
      .set({ ...change, updated_at: now() })
      .where('member_uuid', '=', claimed.member_uuid)
      .where('list_code', '=', list)
      .where('send_date', '=', claimed.send_date)
      .where('status', '=', 'sending')
      .where('attempts', '=', claimed.attempts)
      .execute();
  }

  const messageId = (list: string, claimed: Claim) => `<${list}.${claimed.send_date}.${claimed.member_uuid}@${options.domain}>`;

  /** Sends one claimed delivery and records how it went. */
  async function sendOne(list: string, name: string, claimed: Claim, reader: MailRecipient, content: ListEmailContent): Promise<'sent' | 'failed' | 'abandoned'> {
    const target = { memberUuid: reader.member_uuid, list, now: new Date(now()) };
    const id = messageId(list, claimed);
    try {
      const email = listEmail({
        siteName: options.siteName,
        siteUrl: options.siteUrl,
        firstName: reader.first_name,
        listName: name,
        unsubscribeUrl: listUnsubscribeLink(options.config, target),
        content,
      });
      await options.transport.send({ to: reader.email, ...email, headers: listUnsubscribeHeaders(options.config, target), messageId: id });
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const fields = { list, day: claimed.send_date, member: claimed.member_uuid, attempts: claimed.attempts, err: error };
      if (claimed.attempts >= MAX_DELIVERY_ATTEMPTS) {
        logger.error(fields, `list email given up after ${claimed.attempts} tries`);
        await settle(list, claimed, { status: 'abandoned', last_error: message });
        return 'abandoned';
      }
      const wait = deliveryRetryMs(claimed.attempts);
      logger.warn({ ...fields, retry_in_ms: wait }, 'list email failed; it will be tried again');
      await settle(list, claimed, { status: 'failed', due_at: now() + wait, last_error: message });
      return 'failed';
    }
    await settle(list, claimed, { status: 'sent', due_at: now(), message_id: id, last_error: null });
    return 'sent';
  }

  return {
    /**
     * A page of the list's subscribers from `after`, with what the job needs, and which of `dates`
     * need nothing now (sent, given up, held by a run, or waiting for a retry).
     */
    async recipients(list: string, dates: string[], after: string | undefined, limit: number): Promise<{ recipients: ListRecipient[]; next: string | null }> {
      await listName(list);
      let query = db.selectFrom('mail_subscriptions').select('member_uuid').where('list_code', '=', list).where('subscribed', '=', 1);
      if (after) query = query.where('member_uuid', '>', after);
      const page = await query.orderBy('member_uuid').limit(limit).execute();
      const uuids = page.map((row) => row.member_uuid);
      if (uuids.length === 0) return { recipients: [], next: null };
      const [found, deliveries] = await Promise.all([
        ports.memberAccounts.recipients(uuids),
        db
          .selectFrom('mail_deliveries')
          .select(['member_uuid', 'send_date', 'status', 'due_at'])
          .where('list_code', '=', list)
          .where('send_date', 'in', dates)
          .where('member_uuid', 'in', uuids)
          .execute(),
      ]);
      const at = now();
      const done = new Map<string, string[]>();
      for (const row of deliveries) {
        if (row.status === 'sent' || row.status === 'abandoned' || Number(row.due_at) > at) done.set(row.member_uuid, [...(done.get(row.member_uuid) ?? []), row.send_date]);
      }
      const recipients = found
        .filter((reader) => !isVipOnlyList(list) || reader.vip)
        .sort((a, b) => a.member_uuid.localeCompare(b.member_uuid))
        .map((reader) => ({
          member_uuid: reader.member_uuid,
          first_name: reader.first_name,
          birth_date: reader.birth_date,
          timezone: reader.timezone,
          vip: reader.vip,
          done: done.get(reader.member_uuid) ?? [],
        }));
      return { recipients, next: uuids.length < limit ? null : uuids[uuids.length - 1]! };
    },

    /** Claims and sends a batch; see the module's comment for the guarantee. */
    async deliver(list: string, body: DeliverBody): Promise<DeliverySummary> {
      const name = await listName(list);
      const summary: DeliverySummary = { sent: 0, skipped: 0, failed: 0, abandoned: 0 };
      const unique = new Map(body.deliveries.map((each) => [`${each.member_uuid}|${each.send_date}`, each]));
      summary.skipped += body.deliveries.length - unique.size;
      const on = await readers(list, [...new Set([...unique.values()].map((each) => each.member_uuid))]);
      const wanted = [...unique.values()].filter((each) => on.has(each.member_uuid));
      const claimed = await claim(list, wanted);
      summary.skipped += unique.size - claimed.length;
      const contentOf = new Map([...unique.values()].map((each) => [`${each.member_uuid}|${each.send_date}`, body.contents[each.content]!]));
      let next = 0;
      const worker = async () => {
        while (next < claimed.length) {
          const each = claimed[next++]!;
          const outcome = await sendOne(list, name, each, on.get(each.member_uuid)!, contentOf.get(`${each.member_uuid}|${each.send_date}`)!);
          summary[outcome] += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, claimed.length) }, worker));
      return summary;
    },
  };
}
export type ListDeliveries = ReturnType<typeof createListDeliveries>;
