import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload';
import { inboxPartOf } from '../Submissions/workflow';

/**
 * Before a user is deleted, the submissions assigned to them become unassigned (and
 * so show up as nobody's): SQLite would refuse the deletion otherwise, and a
 * submission must never point at someone who is gone. Their notes stay, unsigned.
 */
export const unassignWorkOfDeletedUser: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const parts = req.payload.config.collections.filter((collection) => inboxPartOf(collection)?.workflow);
  for (const { slug } of parts) {
    await req.payload.update({
      collection: slug as CollectionSlug,
      where: { assignee: { equals: id } },
      data: { assignee: null } as never,
      overrideAccess: true,
      req,
    });
  }
};
