import type { CollectionBeforeChangeHook, Field, Payload } from 'payload';
import type { InboxRole } from '../../access';
import type { Localized } from '@/lib/domain/i18n/locales';
import { cmsLabel } from '../../labels';

/**
 * A collection that is a part of the club's inbox, as its `custom.inbox` says: who
 * works through it besides admins, and whether it has the workflow fields (the
 * newsletter's subscribers are exported, not handled). The dashboard's "waiting"
 * panel and the list header (lib/cms/admin/inbox) find the parts this way.
 */
export type InboxPart = { role: InboxRole; workflow: boolean };

export function inboxPartOf(collection: { custom?: Record<string, unknown> }): InboxPart | undefined {
  return collection.custom?.inbox as InboxPart | undefined;
}

/** Where a submission stands; every new one starts `new`. */
export const inboxStatuses = ['new', 'inProgress', 'done', 'spam'] as const;
export type InboxStatus = (typeof inboxStatuses)[number];

export const statusLabels: Record<InboxStatus, Localized> = {
  new: cmsLabel('Submissions.statusLabels.new'),
  inProgress: cmsLabel('Submissions.statusLabels.inProgress'),
  done: cmsLabel('Submissions.statusLabels.done'),
  spam: cmsLabel('Submissions.statusLabels.spam'),
};

/**
 * How the club works through a submission: its status, who handles it and the
 * staff's internal notes. Unlike the visitor's answers, these are the staff's to edit.
 * The assignee is one of the people who may open this part of the inbox.
 */
export function workflowFields(role: InboxRole): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      label: cmsLabel('Submissions.status.label'),
      options: inboxStatuses.map((value) => ({ value, label: statusLabels[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: cmsLabel('Submissions.assignee.label'),
      // Checked on save too (Payload validates a relationship against its filter).
      filterOptions: { roles: { in: ['admin', role] } },
      admin: { position: 'sidebar' },
    },
    {
      name: 'notes',
      type: 'array',
      label: cmsLabel('Submissions.notes.label'),
      labels: {
        singular: cmsLabel('Submissions.notes.singular'),
        plural: cmsLabel('Submissions.notes.plural'),
      },
      admin: {
        description: cmsLabel('Submissions.notes.description'),
      },
      fields: [
        {
          name: 'text',
          type: 'textarea',
          required: true,
          maxLength: 5000,
          label: cmsLabel('Submissions.notes.text.label'),
        },
        {
          name: 'author',
          type: 'relationship',
          relationTo: 'users',
          label: cmsLabel('Submissions.notes.author.label'),
          admin: { readOnly: true, width: '50%' },
        },
        {
          name: 'writtenAt',
          type: 'date',
          label: cmsLabel('Submissions.notes.writtenAt.label'),
          admin: { readOnly: true, width: '50%', date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
  ];
}

type Note = { id?: string | null; text?: string | null; author?: unknown; writtenAt?: string | null };

/**
 * Notes are signed by the server, whatever a request says: the notes saved before
 * stay exactly as they were (a removed or rewritten one comes back), and each new one
 * gets the user who saved it and the time. Nobody can put words in a colleague's name.
 */
export const stampNotes: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const kept = ((originalDoc?.notes ?? []) as Note[]).map((note) => ({
    ...note,
    author: idOf(note.author),
  }));
  const keptIds = new Set(kept.map((note) => note.id));
  const added = ((data.notes ?? []) as Note[])
    .filter((note) => !note.id || !keptIds.has(note.id))
    // A new note's id is the server's (Payload gives one): an id the request sent could be
    // another note's, here or in another submission, and the save would fail half-way.
    .map((note) => ({
      text: note.text,
      author: req.user?.id ?? null,
      writtenAt: new Date().toISOString(),
    }));
  return { ...data, notes: [...kept, ...added] };
};

function idOf(value: unknown): unknown {
  return value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value;
}

/** Export rows with the assignee's e-mail address in place of its database id. */
export async function withAssigneeAddresses(
  payload: Payload,
  rows: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const ids = [...new Set(rows.map((row) => idOf(row.assignee)).filter((id) => id != null))];
  if (ids.length === 0) return rows;
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    select: { email: true },
    overrideAccess: true,
  });
  const addresses = new Map(docs.map((user) => [user.id, user.email]));
  return rows.map((row) => ({ ...row, assignee: addresses.get(idOf(row.assignee) as number) ?? null }));
}
