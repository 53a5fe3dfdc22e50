import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import { changesPublicContent } from '../hooks/revalidate';
import type { SearchedCollection } from './documents';
import { indexDocument } from './index-document';
import { searchEngine } from './search-engine';

/**
 * The hooks that keep a collection's documents in the site search: a publish (re)indexes it
 * in every language, an unpublish or delete takes it out, an editor's draft changes nothing
 * (the same test as the cache's: lib/cms/hooks/revalidate.ts). They write in the save's own
 * transaction, so the index never holds what the save did not commit.
 */
export function searchIndexHooks(collection: SearchedCollection): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [
      async ({ doc, previousDoc, req, context }) => {
        if (deferred(context)) return doc;
        if (changesPublicContent(doc, previousDoc)) await indexDocument(req.payload, collection, doc.id, req);
        return doc;
      },
    ],
    afterDelete: [
      async ({ id, req, context }) => {
        if (deferred(context)) return;
        const engine = await searchEngine(req.payload, req);
        await engine.replace({ collection, id: String(id) }, []);
      },
    ],
  };
}

/**
 * A write that says `deferSearchIndex` (the demo's seed, lib/demo/football/shared.ts) leaves the
 * index alone: whoever asked rebuilds it once when done (rebuildSearchIndex).
 */
function deferred(context: Record<string, unknown> | undefined): boolean {
  return context?.deferSearchIndex === true;
}

/** A collection's hooks with the search index's after them: `revalidateCollection(...)`'s and these. */
export function withSearchIndex(
  collection: SearchedCollection,
  hooks: { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] },
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  const search = searchIndexHooks(collection);
  return {
    afterChange: [...hooks.afterChange, ...search.afterChange],
    afterDelete: [...hooks.afterDelete, ...search.afterDelete],
  };
}
