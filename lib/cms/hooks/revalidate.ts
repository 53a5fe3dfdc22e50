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
      expiring(tags, ({ doc, previousDoc, context }) => {
        if (changesPublicContent(doc, previousDoc)) expireTags(tags, context as Context);
      }),
    ],
    afterDelete: [expiring(tags, ({ context }) => expireTags(tags, context as Context))],
  };
}

/** The afterChange hook of a global whose reads carry `tags`: every save expires them. */
export function revalidateGlobal(...tags: string[]): { afterChange: GlobalAfterChangeHook[] } {
  return { afterChange: [expiring(tags, ({ context }) => expireTags(tags, context as Context))] };
}

/**
 * An uploaded file shows wherever content points to it: replacing it, changing its alt
 * text or deleting it expires `tags`. A new upload shows nowhere until content uses it.
 */
export function revalidateUploads(...tags: string[]): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [
      expiring(tags, ({ operation, context }) => {
        if (operation === 'update') expireTags(tags, context as Context);
      }),
    ],
    afterDelete: [expiring(tags, ({ context }) => expireTags(tags, context as Context))],
  };
}

/** Marks a hook with the tags it expires, so a test can tell that no read is left stale. */
function expiring<Hook extends object>(tags: string[], hook: Hook): Hook & { expires: string[] } {
  return Object.assign(hook, { expires: tags });
}

/** The tags a collection's or global's hooks expire (none for a hook of another kind). */
export function tagsExpiredBy(hooks: { afterChange?: unknown[] } | undefined): string[] {
  return (hooks?.afterChange ?? []).flatMap((hook) => (hook as { expires?: string[] }).expires ?? []);
}
