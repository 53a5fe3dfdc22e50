/**
 * What the club is told about each form's submissions, and whom the visitor's
 * confirmation comes from: per submission collection, the form's description (the
 * staff mail lists its answers), the answer the subject line shows, the mailbox it goes
 * to (lib/mail/mailboxes.ts) and, for the forms that confirm by e-mail, the
 * confirmation's kind and the prefix of its reference. Plain data, no Payload.
 */
import { contactFields } from '../forms/contact-form';
import type { FormDescription } from '../forms/description';
import { mascotVisitFields } from '../forms/mascot-visit-form';
import { ticketRequestFields } from '../forms/ticket-request-form';
import { vipReservationFields } from '../forms/vip-reservation-form';
import { contactSubjectMailbox, type MailboxKey } from './mailboxes';

export type SubmissionCollection =
  'vip-reservations' | 'ticket-requests' | 'contact-messages' | 'mascot-visits';

type SubmissionForm = {
  fields: FormDescription;
  headline: string;
  mailbox: (submission: Record<string, unknown>) => MailboxKey;
  confirmation?: { kind: 'ticketRequest' | 'vipReservation'; prefix: string };
};

export const submissionForms: Record<SubmissionCollection, SubmissionForm> = {
  'vip-reservations': {
    fields: vipReservationFields,
    headline: 'matchId',
    mailbox: () => 'business',
    confirmation: { kind: 'vipReservation', prefix: 'VIP' },
  },
  'ticket-requests': {
    fields: ticketRequestFields,
    headline: 'matchId',
    mailbox: () => 'tickets',
    confirmation: { kind: 'ticketRequest', prefix: 'REF' },
  },
  'contact-messages': {
    fields: contactFields,
    headline: 'subject',
    mailbox: (submission) =>
      contactSubjectMailbox[submission.subject as keyof typeof contactSubjectMailbox] ?? 'general',
  },
  'mascot-visits': { fields: mascotVisitFields, headline: 'preferredDate', mailbox: () => 'community' },
};

export function isSubmissionCollection(slug: string): slug is SubmissionCollection {
  return Object.hasOwn(submissionForms, slug);
}

/** The reference a confirmation and the staff mail both show (`VIP-12`), for the forms that confirm. */
export function referenceOf(collection: SubmissionCollection, id: number | string): string | undefined {
  const prefix = submissionForms[collection].confirmation?.prefix;
  return prefix ? `${prefix}-${id}` : undefined;
}

/** One queued e-mail about a submission: the job's input (lib/cms/jobs/submission-mail.ts). */
export type SubmissionMailInput = {
  mail: 'staff' | 'confirmation';
  collection: SubmissionCollection;
  id: string;
};

export type QueuedMail = { job: number | string; input: SubmissionMailInput };

const QUEUED = 'queuedSubmissionMails';

/**
 * The context of a local API call that stores a submission, with a list its hook notes
 * the queued mails in, for the caller's first attempt once the submission is stored.
 * A list, not a key the hook sets: Payload hands the hooks a copy of the context when a
 * relationship is validated on the way, and a copy shares the list.
 */
export function noteQueuedMailsIn<Context extends Record<string, unknown>>(
  context: Context,
): Context & { [QUEUED]: QueuedMail[] } {
  return { ...context, [QUEUED]: [] };
}

/** Notes `queued` in the context's list; a call without one (a script) leaves them to the queue. */
export function noteQueuedMails(context: Record<string, unknown>, queued: QueuedMail[]): void {
  const list = context[QUEUED];
  if (Array.isArray(list)) list.push(...queued);
}

export function queuedSubmissionMails(context: Record<string, unknown>): QueuedMail[] {
  const list = context[QUEUED];
  return Array.isArray(list) ? (list as QueuedMail[]) : [];
}
