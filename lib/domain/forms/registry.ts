import type { MessageKey } from '@/lib/domain/i18n/message-keys';

/**
 * Every form whose answers the club keeps, once. From this list come the route that takes
 * each form (`app/api/forms/[form]/route.ts`), its CMS collection with its part of the inbox,
 * its CSV export and its retention setting (lib/cms/collections/Submissions), the e-mail
 * that tells the staff and the visitor's confirmation (lib/domain/mail/submission-mails.ts), the
 * collections a visitor's data request covers, and the tests' lists of forms. A new form is
 * its description (`<form>-form.ts`), an entry here, its component, the loader that brings
 * the component on first use, and the page that shows it; then its messages and a migration
 * (docs/architecture.md "How to add…").
 *
 * Plain data without Payload or zod: the mail module, the CMS config and the tests read it.
 * The newsletter is not here: what it stores is the double opt-in's subscriber, not a
 * submission, and its route is the one SPEC §7 names (app/api/newsletter/route.ts).
 */
import type { InboxRole } from './inbox-roles';
import type { MailboxKey } from '../mail/mailboxes';
import { contactFields, type contactSubjects } from './contact-form';
import type { FormDescription } from './description';
import { mascotVisitFields } from './mascot-visit-form';
import { ticketRequestFields } from './ticket-request-form';
import { vipReservationFields } from './vip-reservation-form';

export type StoredForm = {
  /** The form's route is `/api/forms/<form>`; its component names it so. */
  form: string;
  /** The CMS collection its submissions are stored in, one part of the club's inbox. */
  collection: string;
  /** The form's fields (description.ts): its schema and its collection's fields come from them. */
  fields: FormDescription;
  /**
   * The collection's names in the admin, as keys of the `Cms` messages (lib/cms/labels.ts);
   * its retention setting is labelled with the plural.
   */
  labels: { singular: MessageKey<'Cms'>; plural: MessageKey<'Cms'> };
  /** The admin's sidebar group it is listed under (lib/cms/admin/groups.ts). */
  group: 'ticketingAndBusiness' | 'community';
  /** The admin list's columns, besides the workflow's (status, assignee, received). */
  columns: string[];
  /** The staff who read, work through and export it, besides admins. */
  inbox: InboxRole;
  /** The club's mailbox the staff mail goes to (lib/domain/mail/mailboxes.ts), per submission when it depends on an answer. */
  mailbox: MailboxKey | ((submission: Record<string, unknown>) => MailboxKey);
  /** The answer the staff mail's subject line shows after the visitor's name. */
  headline: string;
  /**
   * The visitor is sent a confirmation, with a reference made of this prefix and the
   * submission's id (`VIP-12`), worded by the `Mail.<form in camelCase>` messages (lib/domain/mail/confirmation.ts).
   */
  confirmation?: { prefix: string };
};

/** Each subject of the contact form reaches the team that answers it. */
export const contactSubjectMailbox: Record<(typeof contactSubjects)[number], MailboxKey> = {
  tickets: 'tickets',
  business: 'business',
  community: 'community',
  'fan-mail': 'community',
  other: 'general',
};

/** In the order the admin lists them. */
export const storedForms = [
  {
    form: 'vip-reservation',
    collection: 'vip-reservations',
    fields: vipReservationFields,
    labels: {
      singular: 'Submissions.forms.vipReservation.singular',
      plural: 'Submissions.forms.vipReservation.plural',
    },
    group: 'ticketingAndBusiness',
    columns: ['lastName', 'firstName', 'dinnerType', 'matchLabel', 'adults'],
    inbox: 'business',
    mailbox: 'business',
    headline: 'matchId',
    confirmation: { prefix: 'VIP' },
  },
  {
    form: 'ticket-request',
    collection: 'ticket-requests',
    fields: ticketRequestFields,
    labels: {
      singular: 'Submissions.forms.ticketRequest.singular',
      plural: 'Submissions.forms.ticketRequest.plural',
    },
    group: 'ticketingAndBusiness',
    columns: ['lastName', 'firstName', 'invitationCardType', 'ticketType', 'matchLabel'],
    inbox: 'ticketing',
    mailbox: 'tickets',
    headline: 'matchId',
    confirmation: { prefix: 'REF' },
  },
  {
    form: 'contact',
    collection: 'contact-messages',
    fields: contactFields,
    labels: {
      singular: 'Submissions.forms.contact.singular',
      plural: 'Submissions.forms.contact.plural',
    },
    group: 'community',
    columns: ['lastName', 'firstName', 'subject', 'email'],
    inbox: 'community',
    mailbox: (submission) =>
      contactSubjectMailbox[submission.subject as keyof typeof contactSubjectMailbox] ?? 'general',
    headline: 'subject',
  },
  {
    form: 'mascot-visit',
    collection: 'mascot-visits',
    fields: mascotVisitFields,
    labels: {
      singular: 'Submissions.forms.mascotVisit.singular',
      plural: 'Submissions.forms.mascotVisit.plural',
    },
    group: 'community',
    columns: ['lastName', 'preferredDate', 'occasion', 'children'],
    inbox: 'community',
    mailbox: 'community',
    headline: 'preferredDate',
  },
] as const satisfies readonly StoredForm[];

type Entry = (typeof storedForms)[number];

/** A form's name, as its route and its component say it (`vip-reservation`). */
export type FormId = Entry['form'];
/** A form's collection (`vip-reservations`). */
export type SubmissionCollection = Entry['collection'];
/** The forms that send the visitor a confirmation. */
type Confirming = Extract<Entry, { confirmation: object }>;

type CamelCase<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** The `Mail` messages a form's confirmation is worded in: `vip-reservation` → `vipReservation`. */
export type ConfirmationKind = CamelCase<Confirming['form']>;

function camelCase<Name extends string>(name: Name): CamelCase<Name> {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()) as CamelCase<Name>;
}

const byForm = new Map<string, StoredForm>(storedForms.map((entry) => [entry.form, entry]));
const byCollection = new Map<string, StoredForm>(storedForms.map((entry) => [entry.collection, entry]));

/** The form taken at `/api/forms/<form>`, if there is one. */
export function storedForm(form: string): StoredForm | undefined {
  return byForm.get(form);
}

export function isSubmissionCollection(slug: string): slug is SubmissionCollection {
  return byCollection.has(slug);
}

/** The form whose submissions `collection` stores. */
export function formOfCollection(collection: SubmissionCollection): StoredForm {
  return byCollection.get(collection)!;
}

/** The mailbox a submission's staff mail goes to. */
export function mailboxOf(form: StoredForm, submission: Record<string, unknown>): MailboxKey {
  return typeof form.mailbox === 'function' ? form.mailbox(submission) : form.mailbox;
}

/** The reference a confirmation and the staff mail both show (`VIP-12`), for the forms that confirm. */
export function referenceOf(form: StoredForm, id: number | string): string | undefined {
  return form.confirmation ? `${form.confirmation.prefix}-${id}` : undefined;
}

/** The `Mail` messages a confirming form's confirmation is worded in. */
export function confirmationKind(form: StoredForm): ConfirmationKind {
  return camelCase(form.form) as ConfirmationKind;
}
