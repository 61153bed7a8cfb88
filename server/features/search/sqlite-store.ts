import { sql, type Kysely } from 'kysely';
import { CANDIDATES, INSERT_BATCH, toFacet, toHit, type HitRow, type IndexStore, type StoreAnswer, type StoreQuery } from './index-store';
import type { SearchDocument } from './search-document';
import { batches, documentRow, recordFingerprint, STATE_NAME, storedFingerprint, wordRows, wordsStartingWith, type SearchTables } from './search-tables';
import { MARK_END, MARK_START } from './snippet';
import { allowedEdits, trigramsOf, type VocabularyWord } from './typo';

/**
 * The search on SQLite: FTS5 over the documents' title, description and body (the `porter`
 * tokenizer stems, so "scorpios" finds "Scorpio"; accents are folded), ranked by bm25 with a
 * title match worth ten times a body match and a description match four times, times the
 * document's boost. The words' FTS5 `trigram` table (and, for short words, the words sharing
 * their first two letters) finds what a typo may have meant.
 */

/** bm25's weights for title, description and body. */
const WEIGHTS = sql`bm25(search_fts, 10.0, 4.0, 1.0)`;

/** An FTS5 query that is only the given words, each quoted (they are letters and digits: never syntax). */
function matchExpression(terms: readonly string[], prefix: boolean): string {
  return terms.map((term, index) => `"${term}"${prefix && index === terms.length - 1 ? '*' : ''}`).join(' ');
}


export function sqliteStore(db: Kysely<SearchTables>): IndexStore {
  return {
    fingerprint: () => storedFingerprint(db),

    async replaceAll(documents: readonly SearchDocument[], vocabulary: ReadonlyMap<string, number>, fingerprint: string) {
      return db.transaction().execute(async (trx) => {
        // A write first, so this transaction holds the write lock before it reads: of two
        // processes starting at once, the second waits, then finds the index already built.
        await trx.updateTable('search_index_state').set({ built_at: Date.now() }).where('name', '=', STATE_NAME).execute();
        if ((await storedFingerprint(trx)) === fingerprint) return false;
        await trx.deleteFrom('search_documents').execute();
        for (const run of batches(documents.map(documentRow), INSERT_BATCH)) await trx.insertInto('search_documents').values(run).execute();
        await sql`insert into search_fts(search_fts) values ('rebuild')`.execute(trx);
        await trx.deleteFrom('search_words').execute();
        for (const run of batches(wordRows(vocabulary), INSERT_BATCH * 4)) await trx.insertInto('search_words').values(run).execute();
        await sql`insert into search_word_trigrams(search_word_trigrams) values ('rebuild')`.execute(trx);
        await recordFingerprint(trx, fingerprint);
        return true;
      });
    },

    async find({ terms, prefix, category, sort, offset, limit }: StoreQuery): Promise<StoreAnswer> {
      const match = matchExpression(terms, prefix);
      const inCategory = category ? sql`and d.category = ${category}` : sql``;
      const order = sort === 'title' ? sql`d.sort_title, d.url` : sql`${WEIGHTS} * d.boost, d.sort_title, d.url`;
      const hits = await sql<HitRow>`
        select d.url, d.title, d.category, d.breadcrumb, d.description, d.image, d.og_title, d.og_image, d.url_path_dir1, d.url_path_dir2,
          highlight(search_fts, 0, ${MARK_START}, ${MARK_END}) as title_marked,
          highlight(search_fts, 1, ${MARK_START}, ${MARK_END}) as description_marked
        from search_fts join search_documents d on d.id = search_fts.rowid
        where search_fts match ${match} ${inCategory}
        order by ${order}
        limit ${limit} offset ${offset}`.execute(db);
      const facets = await sql<{ category: string; count: number }>`
        select d.category, count(*) as count
        from search_fts join search_documents d on d.id = search_fts.rowid
        where search_fts match ${match}
        group by d.category`.execute(db);
      return { hits: hits.rows.map(toHit), facets: facets.rows.map(toFacet) };
    },

    async matching(terms: readonly string[]) {
      const found = new Set<string>();
      for (const term of terms) {
        const row = await sql`select 1 from search_fts where search_fts match ${matchExpression([term], false)} limit 1`.execute(db);
        if (row.rows.length > 0) found.add(term);
      }
      return found;
    },

    async candidates(word: string): Promise<VocabularyWord[]> {
      const runs = trigramsOf(word);
      const shared = runs.length === 0 ? { rows: [] } : await sql<VocabularyWord>`
        select w.word, w.docs from search_word_trigrams t join search_words w on w.rowid = t.rowid
        where search_word_trigrams match ${runs.map((run) => `"${run}"`).join(' OR ')}
        order by t.rank limit ${CANDIDATES}`.execute(db);
      // A short word may share no run with what was meant ("crss", "cross"): words of about its
      // length that start with its first two letters are candidates too.
      const edits = allowedEdits(word);
      const start = word.slice(0, 2);
      const alike = await db
        .selectFrom('search_words')
        .select(['word', 'docs'])
        .where('word', '>=', start)
        .where('word', '<', `${start}\uffff`)
        .where(sql<boolean>`length(word) between ${word.length - edits} and ${word.length + edits}`)
        .limit(CANDIDATES)
        .execute();
      return [...shared.rows, ...alike];
    },

    completions: (prefix: string, limit: number) => wordsStartingWith(db, prefix, limit),
  };
}
