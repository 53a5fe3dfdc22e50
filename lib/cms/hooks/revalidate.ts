import { revalidateTag } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload';

type Context = { disableRevalidate?: boolean };

/**
 * Expires the cache tags of what changed so static pages regenerate on their next
 * request. Seeds and tests say `context: { disableRevalidate: true }`; outside a
 * running Next server (CLI scripts) there is nothing to revalidate either.
 */
export function expireTags(tags: string[], context: Context | undefined): void {
  if (context?.disableRevalidate) return;
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Not inside a Next request (seed, migration, test): no cache to expire.
    }
  }
}

/** afterChange and afterDelete hooks of a collection whose reads carry `tags`. */
export function revalidateCollection(...tags: string[]): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [({ context }) => expireTags(tags, context as Context)],
    afterDelete: [({ context }) => expireTags(tags, context as Context)],
  };
}

export function revalidateGlobal(...tags: string[]): { afterChange: GlobalAfterChangeHook[] } {
  return { afterChange: [({ context }) => expireTags(tags, context as Context)] };
}
