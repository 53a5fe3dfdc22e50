import type { CollectionBeforeChangeHook, Endpoint, PayloadHandler, SanitizedConfig } from 'payload';
import { adminsOnly } from './index';

/**
 * Payload adds collections and a global of its own, with its default access (any signed-in
 * account). Each is given the rights its use needs, no more:
 *
 * - `payload-jobs-stats`, the last time each schedule queued its task (the nightly
 *   retention, ../jobs/retention.ts): an editor, the inbox's staff or a match secretary
 *   could rewrite it and keep the retention from being queued. Admins only; the queue
 *   writes it through the database adapter, which asks no access.
 * - `payload-locked-documents`, who is editing what: the admin takes a lock through the
 *   database adapter when a document opens, and over REST only reads, takes over (a PATCH
 *   of `user`) or releases one. A lock made over REST, or one moved to another account,
 *   let anyone block a colleague's saves in someone else's name (423 "locked by another
 *   user"): nobody creates one over the API, and a lock taken over is the taker's own.
 * - `payload-preferences`, each account's own: deleting a key the account does not have
 *   is a 404 (Payload's handler answered 500).
 * - `payload-migrations`, the applied migrations: the migration command's alone (it has no
 *   REST route, and the local API it uses asks no access).
 */
export function payloadInternalsGuarded(config: SanitizedConfig): SanitizedConfig {
  for (const global of config.globals) {
    if (global.slug !== 'payload-jobs-stats') continue;
    global.access = { ...global.access, read: adminsOnly, update: adminsOnly, readVersions: adminsOnly };
  }
  for (const collection of config.collections) {
    if (collection.slug === 'payload-locked-documents') {
      collection.access = { ...collection.access, create: no };
      collection.hooks.beforeChange = [...(collection.hooks.beforeChange ?? []), lockIsTheEditorsOwn];
    }
    if (collection.slug === 'payload-migrations') {
      collection.access = { ...collection.access, read: no, create: no, update: no, delete: no };
    }
    if (collection.slug === 'payload-preferences') {
      collection.endpoints = (collection.endpoints || []).map((endpoint) =>
        endpoint.method === 'delete' ? { ...endpoint, handler: deleteOwnPreference(endpoint) } : endpoint,
      );
    }
  }
  return config;
}

const no = () => false;

/** A lock changed over the API names the account that changed it, and stays on its document. */
const lockIsTheEditorsOwn: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (!req.user) return data;
  return {
    ...data,
    document: originalDoc?.document,
    globalSlug: originalDoc?.globalSlug,
    user: { relationTo: req.user.collection, value: req.user.id },
  };
};

function deleteOwnPreference(endpoint: Endpoint): PayloadHandler {
  return async (req) => {
    const key = req.routeParams?.key;
    if (req.user && typeof key === 'string') {
      const { totalDocs } = await req.payload.count({
        collection: 'payload-preferences',
        where: {
          key: { equals: key },
          'user.value': { equals: req.user.id },
          'user.relationTo': { equals: req.user.collection },
        },
        req,
      });
      if (totalDocs === 0) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    }
    return endpoint.handler(req);
  };
}
