import type { Access, CollectionConfig, FieldAccess } from 'payload';

export type Role = 'admin' | 'editor';
export const roles: Role[] = ['admin', 'editor'];

type UserWithRoles = { roles?: Role[] | null } | null | undefined;

export function hasRole(user: UserWithRoles, role: Role): boolean {
  return Boolean(user?.roles?.includes(role));
}

export const anyone: Access = () => true;
export const authenticated: Access = ({ req }) => Boolean(req.user);
export const adminsOnly: Access = ({ req }) => hasRole(req.user as UserWithRoles, 'admin');
export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(req.user as UserWithRoles, 'admin');

/** The roles that read drafts: in the CMS, and in a preview of the site (lib/preview/editor-session.ts). */
const draftReaders: Role[] = ['admin', 'editor'];

export function canReadDrafts(user: UserWithRoles): boolean {
  return draftReaders.some((role) => hasRole(user, role));
}

/** Editors see drafts; everyone else only what is published. */
export const authenticatedOrPublished: Access = ({ req }) =>
  canReadDrafts(req.user as UserWithRoles) ? true : { _status: { equals: 'published' } };

/** Editorial content (the collections with drafts): editors write, visitors read what is published. */
export const editorialAccess: CollectionConfig['access'] = {
  read: authenticatedOrPublished,
  create: authenticated,
  update: authenticated,
  delete: authenticated,
};

/** Sports data and media (publish on save, no drafts): editors write, everyone reads. */
export const publicContentAccess: CollectionConfig['access'] = {
  read: anyone,
  create: authenticated,
  update: authenticated,
  delete: authenticated,
};

/** Admins manage every account; an editor only reads and updates their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!req.user) return false;
  if (hasRole(req.user as UserWithRoles, 'admin')) return true;
  return { id: { equals: req.user.id } };
};
