import type { GlobalConfig } from 'payload';
import { cacheTags } from '@/lib/cache/tags';
import { anyone, staff } from '../../access';
import { adminGroups } from '../../admin/groups';
import { revalidateGlobal } from '../../hooks/revalidate';

/** The club's offices with their opening hours, and the rules for fan mail. */
export const ContactDetails: GlobalConfig = {
  slug: 'contact-details',
  label: { en: 'Offices and fan mail', nl: 'Kantoren en fanpost', fr: 'Bureaux et courrier des fans' },
  admin: { group: adminGroups.site },
  access: { read: anyone, update: staff },
  hooks: revalidateGlobal(cacheTags.contactDetails),
  fields: [
    {
      name: 'offices',
      type: 'array',
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'address', type: 'text', required: true },
        { name: 'phone', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
        {
          name: 'hours',
          type: 'array',
          labels: { singular: 'Opening hours', plural: 'Opening hours' },
          fields: [
            { name: 'days', type: 'text', required: true, localized: true },
            { name: 'time', type: 'text', required: true },
          ],
        },
      ],
    },
    { name: 'fanMailRules', type: 'richText', localized: true },
  ],
};
