import type { Kysely } from 'kysely';
import type { MailList } from '../../../shared/api/mail.contract';
import type { DB } from '../../db/schema';

export function createMailService(db: Kysely<DB>) {
  return {
    async listEmailLists(): Promise<MailList[]> {
      const rows = await db
        .selectFrom('mail_lists')
        .select(['code', 'name', 'description', 'frequency'])
        .orderBy('sort_order')
        .execute();
      return rows.map((row) => ({ ...row, frequency: row.frequency as MailList['frequency'] }));
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
