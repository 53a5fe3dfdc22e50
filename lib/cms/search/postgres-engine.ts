import { sql } from '@payloadcms/db-postgres';
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
import { rowsOf, type Drizzle, type Row } from '../raw-sql';
import type { DocumentKey, SearchEngine } from './engine';

/** Each language's text search configuration (search-migration-postgres.ts): its stemmer and stop words. */
const configurations: Record<Locale, string> = {
  en: 'search_english',
  nl: 'search_dutch',
  fr: 'search_french',
};

const headlineOptions = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=30, MinWords=12, ShortWord=2`;

/**
 * The site search on PostgreSQL (search-migration-postgres.ts): each language's own
 * configuration stems words (`wedstrijden` finds `wedstrijd`), accents and case are folded
 * by `search_fold` on both sides, every term must match and the last is a prefix; ranked by
 * ts_rank with the title weighing most. When nothing matches, titles within pg_trgm's word
 * similarity threshold of every term (a misspelt name) are the results.
 */
export function postgresSearchEngine(db: Drizzle): SearchEngine {
  return {
    async replace({ collection, id }: DocumentKey, documents: SearchDocument[]) {
      await rowsOf(db, sql`DELETE FROM search_documents WHERE collection = ${collection} AND doc_id = ${id}`);
      for (const doc of documents) {
        const config = configurations[doc.locale];
        await rowsOf(
          db,
          sql`INSERT INTO search_documents (collection, doc_id, locale, kind, title, body, date, url, words)
              VALUES (${doc.collection}, ${doc.id}, ${doc.locale}, ${doc.kind}, ${doc.title}, ${doc.body},
                      ${doc.date}, ${doc.url},
                      setweight(to_tsvector(${config}::regconfig, search_fold(${doc.title})), 'A')
                      || setweight(to_tsvector(${config}::regconfig, search_fold(${doc.body})), 'B'))`,
        );
      }
    },

    async clear() {
      await rowsOf(db, sql`DELETE FROM search_documents`);
    },

    async search(terms: string[], locale: Locale, page: number, perPage: number): Promise<SearchResults> {
      if (terms.length === 0) return noResults(page);
      const config = configurations[locale];
      const query = sql`to_tsquery(${config}::regconfig, search_fold(${tsQuery(terms)}))`;
      const [{ total }] = (await rowsOf(
        db,
        sql`SELECT count(*) AS total FROM search_documents WHERE locale = ${locale} AND words @@ ${query}`,
      )) as { total: string }[];
      if (Number(total) === 0) return nearNames(db, terms, locale, page);
      const rows = await rowsOf(
        db,
        sql`SELECT kind, title, url, date,
                   ts_headline(${config}::regconfig, body, ${query}, ${headlineOptions}) AS snippet
            FROM (SELECT * FROM search_documents WHERE locale = ${locale} AND words @@ ${query}
                  ORDER BY ts_rank(words, ${query}) DESC, date DESC NULLS LAST
                  LIMIT ${perPage} OFFSET ${(page - 1) * perPage}) AS found
            ORDER BY ts_rank(words, ${query}) DESC, date DESC NULLS LAST`,
      );
      return { hits: rows.map(hitOf), total: Number(total), page, pages: Math.ceil(Number(total) / perPage) };
    },
  };
}

/** Terms (plain words: lib/domain/search/query.ts) ANDed, the last a prefix: `sint & truid:*`. */
export function tsQuery(terms: string[]): string {
  return terms.map((term, index) => (index === terms.length - 1 ? `${term}:*` : term)).join(' & ');
}

async function nearNames(db: Drizzle, terms: string[], locale: Locale, page: number): Promise<SearchResults> {
  const names = terms.filter((term) => term.length >= 3);
  if (names.length === 0 || page > 1) return noResults(page);
  // `<%`: pg_trgm's word similarity above its threshold (0.6 unless the server sets another),
  // which the trigram index of titles answers without reading every row.
  const close = names.map((term) => sql`search_fold(${term}) <% search_fold(title)`);
  try {
    const rows = await rowsOf(
      db,
      sql`SELECT kind, title, url, date, left(body, 160) AS snippet FROM search_documents
          WHERE locale = ${locale} AND ${sql.join(close, sql` AND `)}
          ORDER BY word_similarity(search_fold(${names.join(' ')}), search_fold(title)) DESC LIMIT 10`,
    );
    return { hits: rows.map(hitOf), total: rows.length, page: 1, pages: rows.length ? 1 : 0 };
  } catch {
    // No pg_trgm on this server (the migration could not create it): exact words only.
    return noResults(page);
  }
}

function hitOf(row: Row): SearchHit {
  const date = row.date instanceof Date ? row.date.toISOString() : row.date ? String(row.date) : null;
  return {
    kind: row.kind as SearchKind,
    title: String(row.title),
    url: String(row.url),
    date,
    snippet: snippetParts(String(row.snippet ?? '')),
  };
}
