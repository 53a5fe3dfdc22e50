import type { Access, CollectionConfig, Field, FieldAccess } from 'payload';

export type Role = 'admin' | 'editor' | 'match-secretary';
export const roles: Role[] = ['admin', 'editor', 'match-secretary'];

/** How the admin names each role, in its three languages. */
export const roleLabels: Record<Role, { en: string; nl: string; fr: string }> = {
  admin: { en: 'Admin', nl: 'Beheerder', fr: 'Administrateur' },
  editor: { en: 'Editor', nl: 'Redacteur', fr: 'Rédacteur' },
  'match-secretary': { en: 'Match secretary', nl: 'Wedstrijdsecretaris', fr: 'Secrétaire de match' },
};

type UserWithRoles = { roles?: Role[] | null } | null | undefined;

export function hasRole(user: UserWithRoles, role: Role): boolean {
  return Boolean(user?.roles?.includes(role));
}

/** The roles that write the club's content; a match secretary only enters live matches. */
const staffRoles: Role[] = ['admin', 'editor'];

export function isStaff(user: UserWithRoles): boolean {
  return staffRoles.some((role) => hasRole(user, role));
}

export const anyone: Access = () => true;
export const staff: Access = ({ req }) => isStaff(req.user as UserWithRoles);
export const staffField: FieldAccess = ({ req }) => isStaff(req.user as UserWithRoles);
/** Who enters a match as it happens (the match centre): the staff and the match secretaries. */
export function canEnterLiveMatches(user: UserWithRoles): boolean {
  return isStaff(user) || hasRole(user, 'match-secretary');
}
export const liveMatchWriters: Access = ({ req }) => canEnterLiveMatches(req.user as UserWithRoles);

/**
 * The same fields, each writable by the staff only: a collection that lets another role
 * update it keeps that role to the fields left out of this.
 */
export function staffWritesOnly(fields: Field[]): Field[] {
  return fields.map((field) => {
    if ('name' in field && field.type !== 'ui')
      return { ...field, access: { ...field.access, update: staffField } } as Field;
    if (field.type === 'row' || field.type === 'collapsible')
      return { ...field, fields: staffWritesOnly(field.fields) };
    return field;
  });
}

export const adminsOnly: Access = ({ req }) => hasRole(req.user as UserWithRoles, 'admin');
export const adminsOnlyField: FieldAccess = ({ req }) => hasRole(req.user as UserWithRoles, 'admin');

/** The roles that read drafts: in the CMS, and in a preview of the site (lib/preview/editor-session.ts). */
export function canReadDrafts(user: UserWithRoles): boolean {
  return isStaff(user);
}

/** Editors see drafts; everyone else only what is published. */
export const staffOrPublished: Access = ({ req }) =>
  canReadDrafts(req.user as UserWithRoles) ? true : { _status: { equals: 'published' } };

/** Editorial content (the collections with drafts): editors write, visitors read what is published. */
export const editorialAccess: CollectionConfig['access'] = {
  read: staffOrPublished,
  create: staff,
  update: staff,
  delete: staff,
};

/** Sports data and media (publish on save, no drafts): editors write, everyone reads. */
export const publicContentAccess: CollectionConfig['access'] = {
  read: anyone,
  create: staff,
  update: staff,
  delete: staff,
};

/** Admins manage every account; an editor only reads and updates their own. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!req.user) return false;
  if (hasRole(req.user as UserWithRoles, 'admin')) return true;
  return { id: { equals: req.user.id } };
};
