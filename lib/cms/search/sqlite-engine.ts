import { sql } from '@payloadcms/db-sqlite';
import type { Locale } from '../../domain/i18n/locales';
import {
  MARK_END,
  MARK_START,
  noResults,
  snippetParts,
  type SearchDocument,
  type SearchHit,
  type SearchKind,
  type SearchResults,
} from '../../domain/search/results';
import { TYPO_SIMILARITY, folded, wordSimilarity } from '../../domain/search/similarity';
import { rowsOf, type Drizzle, type Row } from '../raw-sql';
import type { DocumentKey, SearchEngine } from './engine';

/** Names looked at for a typo: the nearest by shared trigrams, before the exact similarity sorts them. */
const TYPO_CANDIDATES = 200;
/** Words of body text a snippet shows around the match. */
const SNIPPET_WORDS = 24;

/**
 * The site search on SQLite: the FTS5 tables of search-migration-sqlite.ts. Words are matched
 * by FTS5's unicode61 tokenizer with diacritics removed (`élan` = `elan`, any case) and
 * English suffixes stripped by its porter stemmer, the only one SQLite has (a Dutch or French
 * word's forms are not joined); the last term is a prefix, so a word being typed matches.
 * Ranked by bm25, the title weighing five times the text. When nothing matches, titles
 * sharing trigrams with a term are compared as pg_trgm would (lib/domain/search/similarity.ts):
 * a misspelt name still finds its player or team.
 */
export function sqliteSearchEngine(db: Drizzle): SearchEngine {
  return {
    async replace({ collection, id }: DocumentKey, documents: SearchDocument[]) {
      await rowsOf(db, sql`DELETE FROM search_documents WHERE collection = ${collection} AND doc_id = ${id}`);
      for (const doc of documents) {
        await rowsOf(
          db,
          sql`INSERT INTO search_documents (collection, doc_id, locale, kind, title, body, date, url)
              VALUES (${doc.collection}, ${doc.id}, ${doc.locale}, ${doc.kind}, ${doc.title}, ${doc.body}, ${doc.date}, ${doc.url})`,
        );
      }
    },

    async clear() {
      await rowsOf(db, sql`DELETE FROM search_documents`);
    },

    async search(terms: string[], locale: Locale, page: number, perPage: number): Promise<SearchResults> {
      if (terms.length === 0) return noResults(page);
      const match = matchExpression(terms);
      const [{ total }] = (await rowsOf(
        db,
        sql`SELECT count(*) AS total FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
            WHERE search_fts MATCH ${match} AND d.locale = ${locale}`,
      )) as { total: number }[];
      if (Number(total) === 0) return nearNames(db, terms, locale, page);
      const rows = await rowsOf(
        db,
        sql`SELECT d.kind, d.title, d.url, d.date,
                   snippet(search_fts, 1, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_WORDS}) AS snippet
            FROM search_fts JOIN search_documents d ON d.id = search_fts.rowid
            WHERE search_fts MATCH ${match} AND d.locale = ${locale}
            ORDER BY bm25(search_fts, 5.0, 1.0), d.date DESC
            LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      );
      return { hits: rows.map(hitOf), total: Number(total), page, pages: Math.ceil(Number(total) / perPage) };
    },
  };
}

/**
 * Every term as an FTS5 string (a double quote inside doubled), so no character of the
 * query is an operator; terms are ANDed, the last one a prefix.
 */
export function matchExpression(terms: string[]): string {
  const quoted = terms.map((term) => `"${term.replaceAll('"', '""')}"`);
  quoted[quoted.length - 1] += '*';
  return quoted.join(' ');
}

async function nearNames(db: Drizzle, terms: string[], locale: Locale, page: number): Promise<SearchResults> {
  const grams = terms.map(folded).filter((term) => term.length >= 3);
  if (grams.length === 0 || page > 1) return noResults(page);
  const anyTrigram = grams
    .flatMap((term) =>
      Array.from({ length: term.length - 2 }, (_, i) => `"${term.slice(i, i + 3).replaceAll('"', '""')}"`),
    )
    .join(' OR ');
  const rows = await rowsOf(
    db,
    sql`SELECT d.kind, d.title, d.url, d.date, substr(d.body, 1, 160) AS snippet
        FROM search_names JOIN search_documents d ON d.id = search_names.rowid
        WHERE search_names MATCH ${anyTrigram} AND d.locale = ${locale}
        ORDER BY bm25(search_names) LIMIT ${TYPO_CANDIDATES}`,
  );
  const near = rows
    .map((row) => ({ row, score: Math.min(...grams.map((term) => wordSimilarity(term, String(row.title)))) }))
    .filter(({ score }) => score >= TYPO_SIMILARITY)
    .sort((a, b) => b.score - a.score)
    .slice(0, 10);
  return { hits: near.map(({ row }) => hitOf(row)), total: near.length, page: 1, pages: near.length ? 1 : 0 };
}

function hitOf(row: Row): SearchHit {
  return {
    kind: row.kind as SearchKind,
    title: String(row.title),
    url: String(row.url),
    date: row.date ? String(row.date) : null,
    snippet: snippetParts(String(row.snippet ?? '')),
  };
}
