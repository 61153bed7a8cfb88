import type { Kysely } from 'kysely';

/** The member service's tables: members, their saved birth profiles, and one-time tokens. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('member_uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (col) => col.notNull())
    .addColumn('first_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('display_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('account_type_id', 'integer', (col) => col.notNull())
    .addColumn('birth_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('gender', 'varchar(16)')
    .addColumn('birth_time', 'varchar(8)')
    .addColumn('sexual_orientation', 'varchar(32)')
    .addColumn('favorite_deck_id', 'integer')
    .addColumn('timezone', 'double precision')
    .addColumn('signup_gateway', 'varchar(200)')
    .addColumn('signup_url', 'varchar(2000)')
    .addColumn('sms_optin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('active'))
    .addColumn('privacy_policy_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('member_profiles')
    .addColumn('profile_uuid', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull().references('members.member_uuid').onDelete('cascade'))
    .addColumn('is_self', 'integer', (col) => col.notNull())
    .addColumn('first_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(64)')
    .addColumn('gender', 'varchar(16)')
    .addColumn('birth_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('birth_time', 'varchar(8)')
    .addColumn('birth_city', 'varchar(200)')
    .addColumn('birth_state', 'varchar(100)')
    .addColumn('birth_country', 'varchar(100)')
    .addColumn('birth_city_id', 'integer')
    .addColumn('current_city', 'varchar(200)')
    .addColumn('current_state', 'varchar(100)')
    .addColumn('current_country', 'varchar(100)')
    .addColumn('current_city_id', 'integer')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('member_profiles_member_idx').on('member_profiles').columns(['member_uuid', 'created_at']).execute();

  await db.schema
    .createTable('member_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('member_uuid', 'varchar(36)', (col) => col.notNull().references('members.member_uuid').onDelete('cascade'))
    .addColumn('purpose', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('member_tokens_member_idx').on('member_tokens').columns(['member_uuid', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['member_tokens', 'member_profiles', 'members']) await db.schema.dropTable(table).execute();
}
