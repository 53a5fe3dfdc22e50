import type { CollectionConfig } from 'payload';
import { adminsOnly, adminsOnlyField, adminsOrSelf, roles } from '../../access';
import { adminGroups } from '../../admin/groups';

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'User', nl: 'Gebruiker', fr: 'Utilisateur' },
    plural: { en: 'Users', nl: 'Gebruikers', fr: 'Utilisateurs' },
  },
  auth: true,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'roles'],
    group: adminGroups.site,
  },
  access: {
    create: adminsOnly,
    delete: adminsOnly,
    read: adminsOrSelf,
    update: adminsOrSelf,
    // Both roles may open the admin; anonymous visitors never can.
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: roles.map((role) => ({ label: role[0].toUpperCase() + role.slice(1), value: role })),
      // Only an admin may grant or remove roles, including their own.
      access: { create: adminsOnlyField, update: adminsOnlyField },
      saveToJWT: true,
    },
  ],
};
