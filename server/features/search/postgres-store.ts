import { sql, type Kysely } from 'kysely';
import { CANDIDATES, INSERT_BATCH, toFacet, toHit, type HitRow, type IndexStore, type StoreAnswer, type StoreQuery } from './index-store';
import { fold } from './query-terms';
import type { SearchDocument } from './search-document';
import { batches, documentRow, recordFingerprint, storedFingerprint, wordRows, wordsStartingWith, type PostgresSearchTables, type SearchTables } from './search-tables';
import { MARK_END, MARK_START } from './snippet';
import { allowedEdits, type VocabularyWord } from './typo';

/**
 * The search on PostgreSQL: a tsvector per document with the 'english' configuration (Snowball
 * stemming), the title weighted A, the description B and the body C, under a GIN index; ranked by
 * ts_rank (divided by the log of the document's length, as bm25 weighs length on SQLite) times the
 * document's boost; matches marked by ts_headline. The text is indexed with its
 * accents folded, as the words searched for are. Typos: pg_trgm's similarity over the words when
 * the server has it (migration 039 adds it where it can), else every word of about the same length.
 */

const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

/** A tsquery of the given words, all required, the last one a prefix when asked (words are letters and digits only). */
function tsquery(terms: readonly string[], prefix: boolean): string {
  return terms.map((term, index) => `'${term}'${prefix && index === terms.length - 1 ? ':*' : ''}`).join(' & ');
}

/** The weighted vector of a document, from its folded text. */
const vectorOf = (document: SearchDocument) =>
  sql<string>`setweight(to_tsvector('english', ${fold(document.title)}), 'A') || setweight(to_tsvector('english', ${fold(document.description)}), 'B') || setweight(to_tsvector('english', ${fold(document.body)}), 'C')`;


export function postgresStore(db: Kysely<PostgresSearchTables>): IndexStore {
  const tables = db as unknown as Kysely<SearchTables>;
  let trigrams: Promise<boolean> | undefined;
  /** Whether pg_trgm's similarity is there to use, asked once. */
  const hasTrigrams = () =>
    (trigrams ??= sql<{ present: boolean }>`select to_regprocedure('similarity(text,text)') is not null and to_regclass('search_words_trigram_idx') is not null as present`
      .execute(db)
      .then((result) => result.rows[0]?.present === true));

  return {
    fingerprint: () => storedFingerprint(tables),

    async replaceAll(documents: readonly SearchDocument[], vocabulary: ReadonlyMap<string, number>, fingerprint: string) {
      return db.transaction().execute(async (trx) => {
        // Of two processes starting at once, the second waits here, then finds the index built.
        await sql`lock table search_index_state in share row exclusive mode`.execute(trx);
        const trxTables = trx as unknown as Kysely<SearchTables>;
        if ((await storedFingerprint(trxTables)) === fingerprint) return false;
        await trx.deleteFrom('search_documents').execute();
        for (const run of batches(documents, INSERT_BATCH)) {
          await trx
            .insertInto('search_documents')
            .values(run.map((document) => ({ ...documentRow(document), search_vector: vectorOf(document) })))
            .execute();
        }
        await trx.deleteFrom('search_words').execute();
        for (const run of batches(wordRows(vocabulary), INSERT_BATCH * 4)) await trx.insertInto('search_words').values(run).execute();
        await recordFingerprint(trxTables, fingerprint);
        // The GIN indexes took the new rows into their pending lists (fast to write); merged now,
        // or every search would read those lists until autovacuum came by.
        await sql`select gin_clean_pending_list(index.oid) from pg_class index where index.relname in ('search_documents_vector_idx', 'search_words_trigram_idx') and pg_table_is_visible(index.oid)`.execute(trx);
        // Fresh statistics, or the planner judges the new rows by the empty table's.
        await sql`analyze search_documents`.execute(trx);
        await sql`analyze search_words`.execute(trx);
        return true;
      });
    },

    async find({ terms, prefix, category, sort, offset, limit }: StoreQuery): Promise<StoreAnswer> {
      const query = sql`to_tsquery('english', ${tsquery(terms, prefix)})`;
      const inCategory = category ? sql`and d.category = ${category}` : sql``;
      // By code point (collate "C"), as SQLite compares: the two engines list titles in one order.
      const inner = sort === 'title' ? sql`d.sort_title collate "C", d.url collate "C"` : sql`score desc, d.sort_title collate "C", d.url collate "C"`;
      const outer = sort === 'title' ? sql`hit.sort_title collate "C", hit.url collate "C"` : sql`hit.score desc, hit.sort_title collate "C", hit.url collate "C"`;
      return db.transaction().execute(async (trx) => {
        // The table is small and its vectors are stored out of line, so the planner prefers reading
        // every row, which means unpacking every vector; the GIN index reads only the matches.
        await sql`set local enable_seqscan = off`.execute(trx);
        // The page is chosen first; only its rows get headlines, the costly part.
        const hits = await sql<HitRow>`
          select hit.url, hit.title, hit.category, hit.breadcrumb, hit.description, hit.image, hit.og_title, hit.og_image, hit.url_path_dir1, hit.url_path_dir2,
            ts_headline('english', hit.title, ${query}, ${HEADLINE_OPTIONS}) as title_marked,
            ts_headline('english', hit.description, ${query}, ${HEADLINE_OPTIONS}) as description_marked
          from (
            select d.url, d.title, d.sort_title, d.category, d.breadcrumb, d.description, d.image, d.og_title, d.og_image, d.url_path_dir1, d.url_path_dir2,
              ts_rank(d.search_vector, ${query}, 1) * d.boost as score
            from search_documents d
            where d.search_vector @@ ${query} ${inCategory}
            order by ${inner}
            limit ${limit} offset ${offset}
          ) hit
          order by ${outer}`.execute(trx);
        const facets = await sql<{ category: string; count: number }>`
          select d.category, count(*)::int as count from search_documents d
          where d.search_vector @@ ${query}
          group by d.category`.execute(trx);
        return { hits: hits.rows.map(toHit), facets: facets.rows.map(toFacet) };
      });
    },

    async matching(terms: readonly string[]) {
      const found = new Set<string>();
      // One word at a time: a constant query is what lets the GIN index answer.
      for (const term of terms) {
        const row = await sql<{ hit: boolean }>`select exists(select 1 from search_documents where search_vector @@ plainto_tsquery('english', ${term})) as hit`.execute(db);
        if (row.rows[0]?.hit) found.add(term);
      }
      return found;
    },

    async candidates(word: string): Promise<VocabularyWord[]> {
      if (await hasTrigrams()) {
        const result = await sql<VocabularyWord>`
          select word, docs from search_words where word % ${word}
          order by similarity(word, ${word}) desc, docs desc limit ${CANDIDATES}`.execute(db);
        return result.rows;
      }
      const edits = allowedEdits(word);
      return db
        .selectFrom('search_words')
        .select(['word', 'docs'])
        .where(sql<boolean>`length(word) between ${word.length - edits} and ${word.length + edits}`)
        .execute();
    },

    // The words are in byte order (collate "C", migration 039): a prefix is a range of the key.
    completions: (prefix: string, limit: number) => wordsStartingWith(tables, prefix, limit),
  };
}
