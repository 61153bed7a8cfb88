import type { Kysely } from 'kysely';

/**
 * Which member a session belongs to, so a password change can end the member's other sessions.
 * Sessions saved before this are labelled from their JSON once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('member_uuid', 'varchar(36)').execute();
  await db.schema.createIndex('sessions_member_uuid_idx').on('sessions').column('member_uuid').execute();
  const sessions = db as unknown as Kysely<{ sessions: { sid: string; sess: string; member_uuid: string | null } }>;
  const rows = await sessions.selectFrom('sessions').select(['sid', 'sess']).where('sess', 'like', '%"memberUuid"%').execute();
  for (const row of rows) {
    let memberUuid: unknown;
    try {
      memberUuid = (JSON.parse(row.sess) as { memberUuid?: unknown }).memberUuid;
    } catch {
      continue;
    }
    if (typeof memberUuid === 'string') await sessions.updateTable('sessions').set({ member_uuid: memberUuid }).where('sid', '=', row.sid).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_member_uuid_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('member_uuid').execute();
}
