import type { Access, CollectionAdminOptions, CollectionConfig, Field } from 'payload';
import { locales } from '@/lib/domain/i18n/locales';
import { adminsOnly, adminsOnlyField, handlesInbox, type InboxRole, type Role } from '../../access';
import { csvExportEndpoint } from './export';
import { queueSubmissionMails } from './mails';
import { stampNotes, withAssigneeAddresses, workflowFields, type InboxPart } from './workflow';

type Options = {
  slug: string;
  group: CollectionAdminOptions['group'];
  labels: CollectionConfig['labels'];
  useAsTitle: string;
  defaultColumns: string[];
  fields: Field[];
  /** The staff who work through this part of the inbox, besides admins. */
  staffRole: InboxRole;
};

const nobody = () => false;

/** The fields every stored form answer carries besides its own. */
const common: Field[] = [
  {
    name: 'locale',
    type: 'select',
    options: [...locales],
    required: true,
    admin: { position: 'sidebar', description: 'The language the visitor used; replies go in it.' },
  },
];

/** What the visitor sent stays as sent for the staff: only an admin corrects it. */
const answeredByTheVisitor = (field: Field): Field =>
  ({ ...field, access: { ...('access' in field ? field.access : {}), update: adminsOnlyField } }) as Field;

/**
 * A collection of form submissions, a part of the club's inbox. Admins and the
 * staff of its part (`staffRole`) read it and work through it (status, assignee,
 * notes: workflow.ts); only admins delete; nobody creates them over the API: the
 * form's route handler validates and stores through the local API.
 * `GET /api/<slug>/csv` exports them (export.ts).
 */
export function submissionCollection({
  slug,
  group,
  labels,
  useAsTitle,
  defaultColumns,
  fields,
  staffRole,
}: Options): CollectionConfig {
  const answers = [...fields, ...common];
  const columns = [
    'id',
    'createdAt',
    ...answers.flatMap((field) => ('name' in field ? [field.name] : [])),
    'status',
    'assignee',
  ];
  const staff: Access = ({ req }) => handlesInbox(req.user as { roles?: Role[] } | null, staffRole);
  return {
    slug,
    labels,
    admin: {
      group,
      useAsTitle,
      defaultColumns: [...defaultColumns, 'status', 'assignee', 'createdAt'],
      components: { beforeListTable: ['/lib/cms/admin/inbox/InboxListHeader#InboxListHeader'] },
    },
    custom: { inbox: { role: staffRole, workflow: true } satisfies InboxPart },
    access: { read: staff, create: nobody, update: staff, delete: adminsOnly },
    defaultSort: '-createdAt',
    fields: [...answers.map(answeredByTheVisitor), ...workflowFields(staffRole)],
    hooks: { beforeChange: [stampNotes], afterChange: [queueSubmissionMails] },
    endpoints: [
      csvExportEndpoint({
        slug: slug as 'contact-messages',
        role: staffRole,
        columns,
        dateField: 'createdAt',
        rows: withAssigneeAddresses,
      }),
    ],
  };
}
