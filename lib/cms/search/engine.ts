import type { Locale } from '../../domain/i18n/locales';
import type { SearchDocument, SearchResults } from '../../domain/search/results';

/** One document of the index, in every language it has. */
export type DocumentKey = { collection: string; id: string };

/**
 * The site search, one implementation per database (sqlite-engine.ts: FTS5;
 * postgres-engine.ts: full-text search and pg_trgm), chosen by search-engine.ts from the adapter.
 * `terms` are already plain words (lib/domain/search/query.ts).
 */
export interface SearchEngine {
  /** Puts a document's versions in place of those the index held (none: it leaves the index). */
  replace(key: DocumentKey, documents: SearchDocument[]): Promise<void>;
  /** Empties the index. */
  clear(): Promise<void>;
  /** One page of what matches every term in `locale`, best first; names within a typo when nothing matches. */
  search(terms: string[], locale: Locale, page: number, perPage: number): Promise<SearchResults>;
}
