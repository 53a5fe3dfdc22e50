import type { NewsQuery } from './filters';

/**
 * The query string of a list state, without defaults: `types=a&types=b&page=2`.
 * The news list's links ("load more") are built with it.
 */
export function newsSearch(query: NewsQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const type of query.types) search.append('types', type);
  if (query.page > 1) search.set('page', String(query.page));
  return search;
}
