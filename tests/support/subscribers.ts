import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { EveryTable } from './test-site';

export interface SubscriberOptions {
  lists: readonly string[];
  /** YYYY-MM-DD; default a different day of 1990 for each, so the signs vary. */
  birthDate?: string;
  /** Hours from UTC; default null (the horoscopes' New York day). */
  timezone?: number | null;
  vip?: boolean;
  /** Where their addresses differ, so one test's readers are told apart: `{prefix}-{n}@example.com`. */
  prefix?: string;
}

export interface Subscriber {
  memberUuid: string;
  email: string;
  birthDate: string;
}

/**
 * Members on mail lists, written straight into the tables (a signup each would cost a password hash
 * per member): what the daily emails' tests and bench send to. Inserted in chunks of 500.
 */
export async function addSubscribers(tables: Kysely<EveryTable>, count: number, options: SubscriberOptions): Promise<Subscriber[]> {
  const now = new Date().toISOString();
  const prefix = options.prefix ?? randomUUID().slice(0, 8);
  const made: Subscriber[] = [];
  for (let start = 0; start < count; start += 500) {
    const chunk = Array.from({ length: Math.min(500, count - start) }, (_, index) => {
      const n = start + index;
      const day = new Date(Date.UTC(1990, 0, 1) + (n % 365) * 86_400_000).toISOString().slice(0, 10);
      return { memberUuid: randomUUID(), email: `${prefix}-${n}@example.com`, birthDate: options.birthDate ?? day };
    });
    await tables
      .insertInto('members')
      .values(
        chunk.map((each, index) => ({
          member_uuid: each.memberUuid,
          email: each.email,
          password_hash: 'not-a-hash',
          first_name: `Reader ${start + index}`,
          display_name: `reader${start + index}`,
          account_type_id: 1,
          birth_date: each.birthDate,
          gender: null,
          birth_time: null,
          sexual_orientation: null,
          favorite_deck_id: null,
          timezone: options.timezone ?? null,
          signup_gateway: null,
          signup_url: null,
          sms_optin: 0,
          status: 'active',
          privacy_policy_at: now,
          created_at: now,
          updated_at: now,
          vip_until: options.vip ? Date.now() + 30 * 86_400_000 : null,
        })),
      )
      .execute();
    const rows = chunk.flatMap((each) => options.lists.map((list) => ({ member_uuid: each.memberUuid, list_code: list, subscribed: 1, location: 'test', reason: null, updated_at: now })));
    if (rows.length > 0) await tables.insertInto('mail_subscriptions').values(rows).execute();
    made.push(...chunk);
  }
  return made;
}
