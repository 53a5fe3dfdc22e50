import type { CollectionBeforeChangeHook } from 'payload';

/**
 * The first account of a new site (Payload's first-user screen) manages the others, so it
 * is an admin whatever the form said: the roles field is an admin's to set, and without
 * a user yet the screen's choice is dropped for the default, editor, who cannot add users.
 */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data;
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req });
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data;
};
