import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Payload, Where } from 'payload';
import { cms } from '@/lib/cms/client';
import { previewShowsDrafts } from '@/lib/data/editor-session';
import { guardDatabase } from '@/lib/shared/resilience/database';

/**
 * A CMS query, cached across requests under `tags` until a CMS hook expires
 * them. While the database cannot be reached it throws DatabaseUnavailable
 * (lib/shared/resilience/database.ts). The query itself takes the Payload instance first, so tests run it on a
 * throwaway database without Next's cache.
 *
 * `unstable_cache` rather than Next 16's `'use cache'` + `cacheTag`: those need
 * `cacheComponents`, which changes how every route renders (route segment configs
 * such as the sitemaps' and feeds' `force-static` are refused, and every read of
 * the request, the layout's draft mode among them, must sit under Suspense) and
 * puts the cached entries in a second cache handler beside the Redis one that
 * several instances share. Not adopted until that move is made and measured.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: string[],
  query: (payload: Payload, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(async (...args: Args) => guardDatabase(async () => query(await cms(), ...args)), [key], {
    tags,
  });
}

/** Visitors see what is published; an editor's preview (Next draft mode) sees the latest drafts. */
export type Visibility = 'published' | 'drafts';

/** The condition that keeps unpublished documents out of what visitors see. */
export function visibleTo(visibility: Visibility, ...conditions: Where[]): Where {
  const all = visibility === 'published' ? [{ _status: { equals: 'published' } }, ...conditions] : conditions;
  return { and: all };
}

/**
 * A cached read of editorial content that an editor can preview: a logged-in editor's
 * preview reads the latest drafts, uncached; every other request the published
 * version, through the cache (Next skips it in draft mode, so a replayed preview cookie
 * without a session costs an uncached read of published content, never a draft).
 */
export function previewableRead<Args extends unknown[], Result>(
  key: string,
  tags: string[],
  query: (payload: Payload, visibility: Visibility, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const published = unstable_cache(
    async (...args: Args) => guardDatabase(async () => query(await cms(), 'published', ...args)),
    [key],
    { tags },
  );
  return async (...args: Args) =>
    (await previewShowsDrafts())
      ? guardDatabase(async () => query(await cms(), 'drafts', ...args))
      : published(...args);
}
