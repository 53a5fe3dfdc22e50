import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Payload } from 'payload';
import { cms } from '@/lib/cms/client';

/**
 * A CMS query, cached across requests under `tags` until a CMS hook expires
 * them. The query itself takes the Payload instance first, so tests run it on a
 * throwaway database without Next's cache.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: string[],
  query: (payload: Payload, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(async (...args: Args) => query(await cms(), ...args), [key], { tags });
}
