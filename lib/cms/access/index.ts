import type { Access, CollectionConfig, Field, FieldAccess } from 'payload';
import { inboxRoles, type InboxRole } from '@/lib/domain/forms/inbox-roles';

export type Role = 'admin' | 'editor' | 'match-secretary' | InboxRole;

/**
 * The roles that work through a part of the inbox (the form submissions): each reads
 * and handles only its own part (lib/cms/collections/Submissions), admins every part.
 */
export { inboxRoles, type InboxRole };

export const roles: Role[] = ['admin', 'editor', 'match-secretary', ...inboxRoles];

type UserWithRoles = { roles?: Role[] | null } | null | undefined;

export function hasRole(user: UserWithRoles, role: Role): boolean {
  return Boolean(user?.roles?.includes(role));
}

/**
 * The roles that write the club's content, named one by one: a role added later (the
 * inbox's staff, a match secretary who only enters live matches) writes nothing until
 * it is given a place here or in a collection's own access.
 */
const contentRoles: Role[] = ['admin', 'editor'];

export function writesContent(user: UserWithRoles): boolean {
  return contentRoles.some((role) => hasRole(user, role));
}

export const anyone: Access = () => true;
export const contentWriters: Access = ({ req }) => writesContent(req.user as UserWithRoles);
export const contentWritersField: FieldAccess = ({ req }) => writesContent(req.user as UserWithRoles);

/** Who enters a match as it happens (the match centre): the content's writers and the match secretaries. */
export function canEnterLiveMatches(user: UserWithRoles): boolean {
  return writesContent(user) || hasRole(user, 'match-secretary');
}
export const liveMatchWriters: Access = ({ req }) => canEnterLiveMatches(req.user as UserWithRoles);

/**
 * The same fields, each writable by the content's writers only: a collection that lets
 * another role update it keeps that role to the fields left out of this.
 */
export function contentWritersOnly(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && field.type !== 'ui')
      return { ...field, access: { ...field.access, update: contentWritersField } } as Field;
    if (field.type === 'row' || field.type === 'collapsible')
      return { ...field, fields: contentWritersOnly(field.fields) };
    return field;
  });
}

export const adminsOnly: Access = ({ req }) => hasRole(req.user as UserWithRoles, 'admin');
export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(req.user as UserWithRoles, 'admin');

/** Admins and the staff of this part of the inbox. */
export function handlesInbox(user: UserWithRoles, role: InboxRole): boolean {
  return hasRole(user, 'admin') || hasRole(user, role);
}

/** The roles that read drafts: in the CMS, and in a preview of the site (lib/data/editor-session.ts). */
export function canReadDrafts(user: UserWithRoles): boolean {
  return writesContent(user);
}

/** Editors see drafts; everyone else only what is published. */
export const draftReadersOrPublished: Access = ({ req }) =>
  canReadDrafts(req.user as UserWithRoles) ? true : { _status: { equals: 'published' } };

/**
 * Editorial content (the collections with drafts): editors write, visitors read what is
 * published. The version history holds every draft and autosave, so it is for the roles
 * that read drafts: Payload's default would open it to every signed-in account.
 */
export const editorialAccess: CollectionConfig['access'] = {
  read: draftReadersOrPublished,
  readVersions: contentWriters,
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

/**
 * Who writes and sends the newsletter's editions and follows their deliveries: the
 * community staff, who already read and export the subscribers, and admins. Editors write
 * the news an edition picks, but mailing the list is the list keepers' call.
 */
export function sendsNewsletter(user: UserWithRoles): boolean {
  return handlesInbox(user, 'community');
}
export const newsletterSenders: Access = ({ req }) => sendsNewsletter(req.user as UserWithRoles);
