import type { CollectionBeforeOperationHook, Plugin } from 'payload';

/**
 * The most an anonymous REST read gets: a page of 50 documents, relations one level
 * deep, no joins. The site reads its content through Payload's local API and none of it
 * through REST, so these only bound what a stranger can make the database do: uncapped,
 * one `?limit=100000&depth=10` read of every news item with every relation's relations
 * held the database for seconds while visitors' reads waited (issue 28 §8).
 */
export const anonymousReadLimits = { limit: 50, depth: 1 };

/** Caps `limit` and `depth` of reads by a request without a CMS login; editors keep theirs. */
export function capAnonymousReads(limits = anonymousReadLimits): CollectionBeforeOperationHook {
  return ({ args, operation, req }) => {
    if (operation !== 'read' && operation !== 'readDistinct') return args;
    if (req.user || req.payloadAPI === 'local') return args;
    // A list (find, findDistinct) has a limit; one document (findByID) a depth only.
    const asked = args as { limit?: unknown; depth?: unknown };
    const limit = Number(asked.limit);
    const depth = Number(asked.depth);
    return {
      ...args,
      // Unset is Payload's default page of 10; 0 and `pagination=false` would mean all of them.
      limit: asked.limit === undefined ? undefined : limit > 0 ? Math.min(limit, limits.limit) : limits.limit,
      pagination: true,
      depth: depth >= 0 ? Math.min(depth, limits.depth) : limits.depth,
      joins: false,
    };
  };
}

/** Puts the caps on every collection, the plugins' own included (listed last for that). */
export function anonymousReadCaps(limits = anonymousReadLimits): Plugin {
  return (config) => ({
    ...config,
    collections: config.collections?.map((collection) => ({
      ...collection,
      hooks: {
        ...collection.hooks,
        beforeOperation: [capAnonymousReads(limits), ...(collection.hooks?.beforeOperation ?? [])],
      },
    })),
  });
}
