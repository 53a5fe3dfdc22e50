import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { editorialAccess } from '../../access';
import { slugField } from '../../fields/slug';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';
import { previewButton } from '../../admin/preview';
import { editorialVersions } from '../../versions';
import { cmsLabel } from '../../labels';

/** A chapter of the club history, with its own detail page (`history/{slug}`). */
export const HistoryChapters: CollectionConfig = {
  slug: 'history-chapters',
  labels: {
    singular: cmsLabel('HistoryChapters.singular'),
    plural: cmsLabel('HistoryChapters.plural'),
  },
  admin: {
    group: adminGroups.community,
    preview: previewButton('history-chapters'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'period', 'order', '_status'],
    listSearchableFields: ['title', 'period'],
  },
  access: editorialAccess,
  versions: editorialVersions,
  defaultSort: 'order',
  // Chapter pages are static: publishing, renaming or deleting one expires every history read.
  hooks: revalidateCollection(cacheTags.history),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    slugField(),
    { name: 'period', type: 'text', required: true, admin: { description: 'e.g. 1950–1975' } },
    { name: 'order', type: 'number', required: true, admin: { position: 'sidebar' } },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'body', type: 'richText', localized: true },
  ],
};
