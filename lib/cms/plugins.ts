import { redirectsPlugin } from '@payloadcms/plugin-redirects';
import type { Plugin } from 'payload';
import { cacheTags } from '../data/cache-tags';
import { adminsOnly, authenticated } from './access';
import { adminGroups } from './admin/groups';
import { revalidateCollection } from './hooks/revalidate';

/** Every CMS plugin, configured in one place. */
export const plugins: Plugin[] = [
  // Editors' redirects for moved or removed pages (SPEC §4, §7): answered by the
  // server with their real status, and by POST /api/redirect for the 404 page.
  redirectsPlugin({
    collections: ['news', 'history-chapters'],
    redirectTypes: ['301', '302', '307', '308'],
    overrides: {
      admin: { group: adminGroups.site, defaultColumns: ['from', 'to.type', 'type'] },
      access: { read: authenticated, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
      hooks: revalidateCollection(cacheTags.redirects),
    },
  }),
];
