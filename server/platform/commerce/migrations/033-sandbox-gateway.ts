import type { Kysely } from 'kysely';

/**
 * The sandbox payment gateway's own books (issue #13): what a real processor keeps on its side.
 * They live in our database only because the sandbox ships with the project; a real adapter has
 * none of them. Charges are unique by idempotency key, so a key never charges twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sandbox_charges')
    .addColumn('charge_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('idempotency_key', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .addColumn('payment_label', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_used_nonces')
    .addColumn('nonce', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('used_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_methods')
    .addColumn('method_token', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('customer', 'varchar(64)', (col) => col.notNull())
    /** What charging it does: succeed, decline or time out (the test card it was made from). */
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull())
    .addColumn('payment_label', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('sandbox_approvals')
    .addColumn('token', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('idempotency_key', 'varchar(120)', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .addColumn('return_url', 'varchar(2000)', (col) => col.notNull())
    .addColumn('cancel_url', 'varchar(2000)', (col) => col.notNull())
    .addColumn('vault', 'integer', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_approvals', 'sandbox_methods', 'sandbox_used_nonces', 'sandbox_charges']) await db.schema.dropTable(table).execute();
}
