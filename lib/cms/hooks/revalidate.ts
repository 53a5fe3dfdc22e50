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

type Versioned = { _status?: 'draft' | 'published' | null } | undefined;

/**
 * Whether a save changes what visitors see. An editor's draft (every autosave)
 * does not, unless it follows the published version: then it is an unpublish,
 * or the first draft after publishing. Collections without drafts always do.
 */
export function changesPublicContent(doc: Versioned, previousDoc: Versioned): boolean {
  return doc?._status !== 'draft' || previousDoc?._status === 'published';
}

/**
 * afterChange and afterDelete hooks of a collection whose reads carry `tags`:
 * publish, unpublish, slug change and delete expire every list, page, feed and
 * sitemap that reads those tags, in every language.
 */
export function revalidateCollection(...tags: string[]): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [
      ({ doc, previousDoc, context }) => {
        if (changesPublicContent(doc, previousDoc)) expireTags(tags, context as Context);
      },
    ],
    afterDelete: [({ context }) => expireTags(tags, context as Context)],
  };
}

export function revalidateGlobal(...tags: string[]): { afterChange: GlobalAfterChangeHook[] } {
  return { afterChange: [({ context }) => expireTags(tags, context as Context)] };
}
