import type { CollectionConfig } from 'payload';
import { adminsOnly } from '../../access';
import { adminGroups } from '../../admin/groups';
import { rightsRequestEndpoints } from './endpoints';
import { RIGHTS_LOG } from './personal-data';

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
    singular: { en: 'Data request', nl: 'Gegevensverzoek', fr: 'Demande de données' },
    plural: {
      en: 'Data requests (GDPR)',
      nl: 'Gegevensverzoeken (AVG)',
      fr: 'Demandes de données (RGPD)',
    },
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
          label: { en: 'Copy of the data', nl: 'Kopie van de gegevens', fr: 'Copie des données' },
        },
        { value: 'erasure', label: { en: 'Erasure', nl: 'Wissing', fr: 'Effacement' } },
      ],
    },
    {
      name: 'records',
      type: 'number',
      required: true,
      label: { en: 'Records', nl: 'Records', fr: 'Enregistrements' },
    },
    {
      name: 'perCollection',
      type: 'json',
      label: {
        en: 'Records per collection',
        nl: 'Records per collectie',
        fr: 'Enregistrements par collection',
      },
    },
    {
      name: 'handledBy',
      type: 'relationship',
      relationTo: 'users',
      label: { en: 'Handled by', nl: 'Behandeld door', fr: 'Traité par' },
    },
    {
      name: 'addressHash',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'Address (keyed hash)', nl: 'Adres (gesleutelde hash)', fr: 'Adresse (hachage à clé)' },
      admin: {
        description: {
          en: 'The address itself is never stored. Enter it again in the tool above to find its earlier requests.',
          nl: 'Het adres zelf wordt nooit bewaard. Geef het opnieuw in bij het hulpmiddel hierboven om eerdere verzoeken te vinden.',
          fr: 'L’adresse elle-même n’est jamais conservée. Saisissez-la à nouveau dans l’outil ci-dessus pour retrouver ses demandes antérieures.',
        },
      },
    },
  ],
};
