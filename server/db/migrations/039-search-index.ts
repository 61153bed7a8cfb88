import { sql, type Kysely } from 'kysely';
import type { Engine } from '../database';
import { autoIncrementId } from './column-helpers';

/**
 * The site search's index (issue #27; server/features/search/): one row per public page, the
 * words of the pages for correcting typos, and the fingerprint of the content it was built from.
 * The rows are rebuilt from the content when the site starts with content that differs.
 *
 * SQLite: an FTS5 table over the documents (porter stemming, accents folded) and an FTS5 trigram
 * table over the words. PostgreSQL: a weighted tsvector per document with a GIN index, and a
 * pg_trgm index over the words where the server offers that extension (else the site compares
 * the words itself; server/features/search/postgres-store.ts).
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  let documents = db.schema
    .createTable('search_documents')
    .addColumn('id', 'integer', (col) => autoIncrementId(col, engine))
    .addColumn('url', 'varchar(400)', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('sort_title', 'text', (col) => col.notNull())
    .addColumn('category', 'varchar(40)', (col) => col.notNull())
    .addColumn('breadcrumb', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('image', 'varchar(400)')
    .addColumn('og_title', 'text', (col) => col.notNull())
    .addColumn('og_image', 'varchar(400)')
    .addColumn('url_path_dir1', 'varchar(200)', (col) => col.notNull())
    .addColumn('url_path_dir2', 'varchar(200)')
    .addColumn('boost', 'real', (col) => col.notNull().defaultTo(1));
  if (engine === 'postgres') documents = documents.addColumn('search_vector', sql`tsvector`, (col) => col.notNull());
  await documents.execute();
  await db.schema.createIndex('search_documents_category_idx').on('search_documents').column('category').execute();

  // Byte order on PostgreSQL too ("C"), as on SQLite: a prefix is then a range of the primary key.
  await db.schema
    .createTable('search_words')
    .addColumn('word', engine === 'postgres' ? sql`varchar(60) collate "C"` : 'varchar(60)', (col) => col.primaryKey())
    .addColumn('docs', 'integer', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('search_index_state')
    .addColumn('name', 'varchar(40)', (col) => col.primaryKey())
    .addColumn('fingerprint', 'varchar(64)', (col) => col.notNull())
    .addColumn('built_at', 'bigint', (col) => col.notNull())
    .execute();

  if (engine === 'sqlite') {
    // External-content tables: the text stays in the tables above; these hold only the index.
    await sql`create virtual table search_fts using fts5(title, description, body, content='search_documents', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2')`.execute(db);
    await sql`create virtual table search_word_trigrams using fts5(word, content='search_words', tokenize='trigram')`.execute(db);
    return;
  }
  await sql`create index search_documents_vector_idx on search_documents using gin (search_vector)`.execute(db);
  await addTrigramIndex(db);
}

/**
 * pg_trgm's index over the words, when the server has the extension and this role may create it
 * (it is a trusted extension from PostgreSQL 13). Tried inside a savepoint: a server without it
 * keeps the rest of the migration, and the search corrects typos without it.
 */
async function addTrigramIndex(db: Kysely<unknown>): Promise<void> {
  const available = await sql<{ available: boolean }>`select exists(select 1 from pg_available_extensions where name = 'pg_trgm') as available`.execute(db);
  if (!available.rows[0]?.available) return;
  await sql`savepoint search_trigrams`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index search_words_trigram_idx on search_words using gin (word gin_trgm_ops)`.execute(db);
    await sql`release savepoint search_trigrams`.execute(db);
  } catch {
    await sql`rollback to savepoint search_trigrams`.execute(db);
  }
}

export async function down(db: Kysely<unknown>, engine: Engine): Promise<void> {
  if (engine === 'sqlite') {
    await sql`drop table if exists search_word_trigrams`.execute(db);
    await sql`drop table if exists search_fts`.execute(db);
  }
  await db.schema.dropTable('search_index_state').execute();
  await db.schema.dropTable('search_words').execute();
  await db.schema.dropTable('search_documents').execute();
}
