/**
 * The e-mails queued about a stored submission: what a job holds, and how the form's route
 * learns which jobs its submission queued. Which forms there are, their mailboxes and
 * confirmations, the forms' registry says (lib/domain/forms/registry.ts). Plain data, no Payload.
 */
import type { SubmissionCollection } from '../forms/registry';

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
