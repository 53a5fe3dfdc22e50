import type { Access, CollectionConfig, FieldAccess } from 'payload';

export type Role = 'admin' | 'editor' | InboxRole;

/**
 * The roles that work through a part of the inbox (the form submissions): each reads
 * and handles only its own part (lib/cms/collections/Submissions), admins every part.
 */
export type InboxRole = 'business' | 'ticketing' | 'community';
export const inboxRoles: InboxRole[] = ['business', 'ticketing', 'community'];

export const roles: Role[] = ['admin', 'editor', ...inboxRoles];

type UserWithRoles = { roles?: Role[] | null } | null | undefined;

export function hasRole(user: UserWithRoles, role: Role): boolean {
  return Boolean(user?.roles?.includes(role));
}

export const anyone: Access = () => true;
export const authenticated: Access = ({ req }) => Boolean(req.user);

/**
 * Who writes the site's content: any logged-in user with a role beyond the inbox's.
 * Staff who only work through submissions (e.g. business staff) read the admin's
 * content as visitors do and change none of it.
 */
export const contentWriters: Access = ({ req }) =>
  Boolean((req.user as UserWithRoles)?.roles?.some((role) => !(inboxRoles as Role[]).includes(role)));
export const adminsOnly: Access = ({ req }) => hasRole(req.user as UserWithRoles, 'admin');
export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(req.user as UserWithRoles, 'admin');

/** Admins and the staff of this part of the inbox. */
export function handlesInbox(user: UserWithRoles, role: InboxRole): boolean {
  return hasRole(user, 'admin') || hasRole(user, role);
}

/** The roles that read drafts: in the CMS, and in a preview of the site (lib/data/editor-session.ts). */
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
  create: contentWriters,
  update: contentWriters,
  delete: contentWriters,
};

/** Sports data and media (publish on save, no drafts): editors write, everyone reads. */
export const publicContentAccess: CollectionConfig['access'] = {
  read: anyone,
  create: contentWriters,
  update: contentWriters,
  delete: contentWriters,
};

/** Admins manage every account; an editor only reads and updates their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!req.user) return false;
  if (hasRole(req.user as UserWithRoles, 'admin')) return true;
  return { id: { equals: req.user.id } };
};
