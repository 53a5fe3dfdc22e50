import type { CollectionConfig } from 'payload';
import { adminsOnly } from '../../access';
import { adminGroups } from '../../admin/groups';
import { rightsRequestEndpoints } from './endpoints';
import { RIGHTS_LOG } from './personal-data';
import { cmsLabel } from '../../labels';

const nobody = () => false;

/**
 * The log of visitors' requests about their data (GDPR articles 15 and 17): who answered,
 * when, which kind and how many records, per collection. It never holds the address: only
 * its keyed hash (personal-data.ts), enough to find the earlier requests of an address
 * entered again, and nothing that names the person once their data is erased. Written only
 * by the request tool's endpoints, in the same transaction as an erasure; nobody edits or
 * deletes an entry, the retention job removes it after its period (club settings).
 * The tool itself sits above the list (RightsRequestTool).
 */
export const RightsRequests: CollectionConfig = {
  slug: RIGHTS_LOG,
  labels: {
    singular: cmsLabel('RightsRequests.singular'),
    plural: cmsLabel('RightsRequests.plural'),
  },
  admin: {
    group: adminGroups.site,
    defaultColumns: ['createdAt', 'kind', 'records', 'handledBy'],
    useAsTitle: 'kind',
    components: { beforeList: ['/lib/cms/admin/RightsRequestTool#RightsRequestTool'] },
  },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  endpoints: rightsRequestEndpoints,
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        {
          value: 'access',
          label: cmsLabel('RightsRequests.kind.options.access'),
        },
        { value: 'erasure', label: cmsLabel('RightsRequests.kind.options.erasure') },
      ],
    },
    {
      name: 'records',
      type: 'number',
      required: true,
      label: cmsLabel('RightsRequests.records.label'),
    },
    {
      name: 'perCollection',
      type: 'json',
      label: cmsLabel('RightsRequests.perCollection.label'),
    },
    {
      name: 'handledBy',
      type: 'relationship',
      relationTo: 'users',
      label: cmsLabel('RightsRequests.handledBy.label'),
    },
    {
      name: 'addressHash',
      type: 'text',
      required: true,
      index: true,
      label: cmsLabel('RightsRequests.addressHash.label'),
      admin: {
        description: cmsLabel('RightsRequests.addressHash.description'),
      },
    },
  ],
};
