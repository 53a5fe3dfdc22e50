import 'server-only';
import { cms } from '@/lib/cms/client';
import { searchEngine } from '@/lib/cms/search/search-engine';
import type { Locale } from '@/lib/domain/i18n/locales';
import { queryText, resultPage, RESULTS_PER_PAGE, searchTerms } from '@/lib/domain/search/query';
import { noResults, type SearchResults } from '@/lib/domain/search/results';

export type SiteSearch = { query: string; results: SearchResults };

/**
 * The site search for a visitor's `q` and `page`, as they came (any length, any script,
 * operator characters, a repeated parameter): read into plain words first
 * (lib/domain/search/query.ts), so a query is answered with results or none. Not cached:
 * every query is its own, and the engine answers in milliseconds (docs/performance.md).
 */
export async function searchSite(locale: Locale, q: unknown, page: unknown): Promise<SiteSearch> {
  const query = queryText(q);
  const terms = searchTerms(q);
  const asked = resultPage(page);
  if (terms.length === 0) return { query, results: noResults(asked) };
  const engine = await searchEngine(await cms());
  return { query, results: await engine.search(terms, locale, asked, RESULTS_PER_PAGE) };
}
