import type { GlobalConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { anyone, contentWriters } from '../../access';
import { adminGroups } from '../../admin/groups';
import { revalidateGlobal } from '../../hooks/revalidate';
import { cmsLabel } from '../../labels';

/** The club's offices with their opening hours, and the rules for fan mail. */
export const ContactDetails: GlobalConfig = {
  slug: 'contact-details',
  label: cmsLabel('ContactDetails.label'),
  admin: { group: adminGroups.site },
  access: { read: anyone, update: contentWriters },
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
            // Localized: a time's words are the language's own ("12:00–kick-off", "12:00–aftrap",
            // "12h00–coup d'envoi"), as each language writes its times its own way.
            { name: 'time', type: 'text', required: true, localized: true },
          ],
        },
      ],
    },
    { name: 'fanMailRules', type: 'richText', localized: true },
  ],
};
