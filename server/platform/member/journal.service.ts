import type { Kysely } from 'kysely';
import type { JournalEntry } from '../../../shared/accounts/member-data';
import type { RowWindow } from '../../../shared/api/paging';
import { AppError } from '../../errors';
import { journalData } from './journal.data';
import type { MemberTables } from './member.tables';
import type { JournalSave } from '../ports';
import { membersData } from './members.data';

/** The member's journal of saved readings and reports. */
export function createJournalService(db: Kysely<MemberTables>) {
  return {
    async list(memberUuid: string, window: RowWindow): Promise<JournalEntry[]> {
      await membersData.get(db, memberUuid);
      const rows = await journalData.list(db, memberUuid, window);
      return rows.map((entry) => ({ slug: entry.slug, kind: entry.kind as JournalEntry['kind'], title: entry.title, url: entry.url, created: entry.created_at }));
    },

    /** For the memberJournal port: a reading or report saved by its service. */
    async save(memberUuid: string, entry: JournalSave): Promise<void> {
      await journalData.save(db, { member_uuid: memberUuid, slug: entry.slug, kind: entry.kind, title: entry.title.slice(0, 200), url: entry.url, created_at: entry.created });
    },

    async remove(memberUuid: string, slug: string): Promise<void> {
      if (!(await journalData.remove(db, memberUuid, slug))) throw new AppError('not_found', 'No saved reading or report of yours has that name.');
    },
  };
}
