import type { CollectionConfig } from 'payload';
import { env } from '../../../shared/env';
import { adminsOnly, adminsOnlyField, adminsOrSelf, roles } from '../../access';
import { selfAndInboxColleagues } from './colleagues';
import { roleLabels } from './role-labels';
import { unassignWorkOfDeletedUser } from './unassign';
import { adminGroups } from '../../admin/groups';
import { firstUserIsAdmin } from '../../hooks/first-user-admin';
import { equalLoginTime } from '../../hooks/login-timing';
import { rememberLoginDevice } from '../../hooks/known-device';
import { throttleLogins } from '../../hooks/login-throttle';
import { resetNeedsMail } from '../../hooks/reset-needs-mail';
import { cmsLabel } from '../../labels';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: cmsLabel('Users.singular'),
    plural: cmsLabel('Users.plural'),
  },
  auth: {
    // No lock after wrong passwords (anyone could lock the admin out that way): logins
    // are throttled per address, and per account for devices that never logged in to it
    // (hooks/login-throttle.ts).
    maxLoginAttempts: 0,
    // Over https the session cookie is never sent in clear, even after an http link.
    // Browsers refuse a Secure cookie from an http origin, so a CMS_ORIGINS address
    // other than localhost must be https too.
    cookies: { secure: new URL(env.SITE_URL).protocol === 'https:' },
  },
  hooks: {
    beforeOperation: [throttleLogins(), equalLoginTime, resetNeedsMail],
    afterLogin: [rememberLoginDevice],
    beforeChange: [firstUserIsAdmin],
    beforeDelete: [unassignWorkOfDeletedUser],
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: adminGroups.site,
  },
  access: {
    create: adminsOnly,
    delete: adminsOnly,
    read: selfAndInboxColleagues,
    update: adminsOrSelf,
    // Lifting a lock-out after wrong passwords is the admins' (Payload's default: anyone signed in).
    unlock: adminsOnly,
    // Every role may open the admin (a match secretary for the match centre); anonymous visitors never can.
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      // The first account of a site is its admin (hooks/first-user-admin.ts): Payload's
      // first-user screen shows that, where a fixed default said Editor.
      defaultValue: async ({ req }) =>
        (await req.payload.count({ collection: 'users', overrideAccess: true, req })).totalDocs === 0
          ? ['admin']
          : ['editor'],
      label: cmsLabel('Users.roles.label'),
      options: roles.map((role) => ({ label: roleLabels[role], value: role })),
      // Only an admin may grant or remove roles, including their own.
      access: { create: adminsOnlyField, update: adminsOnlyField },
      saveToJWT: true,
    },
  ],
};
