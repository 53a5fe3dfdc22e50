import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/cache/tags';
import { editorialAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';
import { previewButton } from '../../admin/preview';
import { editorialVersions } from '../../versions';

/**
 * The fixed screens whose words editors write: community, business and
 * ticketing introductions and the legal texts. Each screen reads the page with
 * its key; a key exists once.
 */
export const pageKeys = [
  'about',
  'activities',
  'volunteers',
  'for-everybody',
  'friends',
  'mascot',
  'fanclub',
  'sponsoring',
  'vip-experience',
  'partners',
  'subscriptions',
  'tickets',
  'refs-scouts',
  'contact',
  'terms',
  'online-terms',
  'privacy',
  'cookies',
] as const;
export type PageKey = (typeof pageKeys)[number];

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { en: 'Page text', nl: 'Paginatekst', fr: 'Texte de page' },
    plural: { en: 'Page texts', nl: 'Paginateksten', fr: 'Textes des pages' },
  },
  admin: {
    group: adminGroups.site,
    preview: previewButton('pages'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', 'updatedAt', '_status'],
    listSearchableFields: ['title', 'key'],
  },
  access: editorialAccess,
  versions: editorialVersions,
  hooks: revalidateCollection(cacheTags.pages),
  fields: [
    {
      name: 'key',
      type: 'select',
      options: [...pageKeys],
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Which screen shows this text.' },
    },
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'intro', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description:
          'A picture shown beside the text, for community pages. Its alt text comes from the media item.',
      },
    },
  ],
};
