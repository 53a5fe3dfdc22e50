import { QueryClient } from '@tanstack/react-query';
import type { SiteSearch } from '@/lib/data/search';
import type { Locale } from '@/lib/domain/i18n/locales';

/** The search screen's queries: a result stays fresh for a minute, a failure is not retried (the next key is). */
export const searchQueries = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } },
});

/** One page of results from GET /api/search. */
export async function fetchSearch(query: string, locale: Locale, signal: AbortSignal): Promise<SiteSearch> {
  const params = new URLSearchParams({ q: query, lang: locale });
  const response = await fetch(`/api/search?${params}`, { signal });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SiteSearch;
}
