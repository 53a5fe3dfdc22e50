import { QueryClient } from '@tanstack/react-query';

/**
 * The browser's cache of the public JSON APIs (`/api/public/…`), one for the page's
 * lifetime: a list seen in the last minute shows again at once (the back button).
 * Loaded only with the on-demand views that fetch (filtered matches, "load more" news).
 */
// Retried as TanStack's hooks retry; its imperative `query` would not retry by itself.
const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 3 } } });

/** GETs `/api/public/<endpoint>?<search>` through that cache; the URL is the cache key. */
export function queryPublicApi<T>(endpoint: string, search: URLSearchParams): Promise<T> {
  const url = `/api/public/${endpoint}?${search}`;
  return client.query({
    queryKey: [url],
    queryFn: async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${endpoint}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
  });
}
