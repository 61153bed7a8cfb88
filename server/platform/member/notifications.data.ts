import type { Kysely } from 'kysely';
import type { MemberTables } from './member.tables';

export interface NotificationReadsTable {
  member_uuid: string;
  code: string;
  viewed_at: string;
}

type Db = Kysely<MemberTables>;

/** Data access for `notification_reads`: which notifications a member has seen. */
export const notificationsData = {
  async viewed(db: Db, memberUuid: string, codes: string[]): Promise<Set<string>> {
    const seen = await db.selectFrom('notification_reads').select('code').where('member_uuid', '=', memberUuid).where('code', 'in', codes).execute();
    return new Set(seen.map((each) => each.code));
  },

  async count(db: Db, memberUuid: string): Promise<number> {
    const row = await db
      .selectFrom('notification_reads')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('member_uuid', '=', memberUuid)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  },

  /** Forgets a member's `count` oldest reads. */
  async forgetOldest(db: Db, memberUuid: string, count: number): Promise<void> {
    const oldest = await db.selectFrom('notification_reads').select('code').where('member_uuid', '=', memberUuid).orderBy('viewed_at').orderBy('code').limit(count).execute();
    if (oldest.length === 0) return;
    await db
      .deleteFrom('notification_reads')
      .where('member_uuid', '=', memberUuid)
      .where(
        'code',
        'in',
        oldest.map((row) => row.code),
      )
      .execute();
  },

  markViewed: (db: Db, memberUuid: string, code: string, at: string) =>
    db
      .insertInto('notification_reads')
      .values({ member_uuid: memberUuid, code, viewed_at: at })
      .onConflict((oc) => oc.columns(['member_uuid', 'code']).doNothing())
      .execute(),
};
