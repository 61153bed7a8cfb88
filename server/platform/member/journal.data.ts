import type { Kysely } from 'kysely';
import type { RowWindow } from '../../../shared/api/paging';
import type { MemberTables } from './member.tables';

export interface JournalTable {
  member_uuid: string;
  slug: string;
  kind: string;
  title: string;
  url: string;
  created_at: string;
}

type Db = Kysely<MemberTables>;

/** Data access for `member_journal`: the member's saved readings and reports. */
export const journalData = {
  list: (db: Db, memberUuid: string, window: RowWindow) =>
    db
      .selectFrom('member_journal')
      .selectAll()
      .where('member_uuid', '=', memberUuid)
      .orderBy('created_at', 'desc')
      .orderBy('slug')
      .limit(window.limit)
      .offset(window.offset)
      .execute(),

  /** Adds an entry unless the member already has one of that slug. */
  save: (db: Db, entry: JournalTable) =>
    db
      .insertInto('member_journal')
      .values(entry)
      .onConflict((conflict) => conflict.columns(['member_uuid', 'slug']).doNothing())
      .execute(),

  /** True when an entry was there to delete. */
  async remove(db: Db, memberUuid: string, slug: string): Promise<boolean> {
    const result = await db.deleteFrom('member_journal').where('member_uuid', '=', memberUuid).where('slug', '=', slug).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
