import type { CollectionAdminOptions, CollectionConfig, Field, PayloadRequest } from 'payload';
import { adminsOnly, hasRole, type Role } from '../../access';
import { toCsv } from './csv';
import { queueSubmissionMails } from './mails';

type Options = {
  slug: string;
  group: CollectionAdminOptions['group'];
  labels: CollectionConfig['labels'];
  useAsTitle: string;
  defaultColumns: string[];
  fields: Field[];
};

const nobody = () => false;

/** The fields every stored form answer carries besides its own. */
const common: Field[] = [
  {
    name: 'locale',
    type: 'select',
    options: ['en', 'nl', 'fr'],
    required: true,
    admin: { position: 'sidebar', description: 'The language the visitor used; replies go in it.' },
  },
];

/**
 * A collection of form submissions. Only admins read, change or delete them
 * (they hold personal data); nobody creates them over the API: the form's route
 * handler validates and stores through the local API. `GET /api/<slug>/csv`
 * exports them for admins.
 */
export function submissionCollection({
  slug,
  group,
  labels,
  useAsTitle,
  defaultColumns,
  fields,
}: Options): CollectionConfig {
  const allFields = [...fields, ...common];
  const columns = ['id', 'createdAt', ...allFields.flatMap((field) => ('name' in field ? [field.name] : []))];
  return {
    slug,
    labels,
    admin: { group, useAsTitle, defaultColumns: [...defaultColumns, 'createdAt'] },
    access: { read: adminsOnly, create: nobody, update: adminsOnly, delete: adminsOnly },
    defaultSort: '-createdAt',
    hooks: { afterChange: [queueSubmissionMails] },
    fields: allFields,
    endpoints: [
      {
        path: '/csv',
        method: 'get',
        handler: async (req: PayloadRequest) => {
          if (!hasRole(req.user as { roles?: Role[] } | null, 'admin')) {
            return Response.json({ error: 'forbidden' }, { status: 403 });
          }
          const { docs } = await req.payload.find({
            collection: slug as 'contact-messages',
            pagination: false,
            depth: 0,
            sort: '-createdAt',
            overrideAccess: false,
            user: req.user,
          });
          return new Response(toCsv(columns, docs as unknown as Record<string, unknown>[]), {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': `attachment; filename="${slug}.csv"`,
              'Cache-Control': 'no-store',
            },
          });
        },
      },
    ],
  };
}
