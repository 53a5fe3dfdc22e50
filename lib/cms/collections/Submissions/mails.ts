import type { CollectionAfterChangeHook } from 'payload';
import {
  noteQueuedMails,
  type QueuedMail,
  type SubmissionMailInput,
} from '../../../domain/mail/submission-forms';
import { SUBMISSION_MAIL_TASK } from '../../jobs/submission-mail';

/** The jobs queue the submissions' e-mails wait in; the ticker runs every queue. */
export const MAIL_QUEUE = 'mail';

/**
 * How long the queue leaves a new mail to its first attempt (lib/domain/mail/submission-mails.ts
 * `deliverQueuedMails`): longer than the mail server's timeouts let a send take, so the
 * first attempt and the queue never send the same mail; past it, a first attempt that
 * never ended (its server stopped) is the queue's.
 */
const FIRST_ATTEMPT_MS = 10 * 60_000;

/**
 * Queues the e-mails a new submission calls for (the staff's, the visitor's
 * confirmation) as it is stored: on PostgreSQL in the transaction that stores it, so a
 * submission is never kept without its mails; on SQLite, which Payload runs without
 * transactions, in the next statement on the same file. The queue holds only the
 * submission's collection and id, no personal data: the mail is written when it is sent.
 * The jobs are noted in the call's context (lib/domain/mail/submission-forms.ts) for the form
 * route's first attempt once the submission is stored.
 */
export const queueSubmissionMails: CollectionAfterChangeHook = async ({
  collection,
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create') return doc;
  // Loaded when a submission is stored, not with the config (the CLI loads the config too).
  const { mailsFor } = await import('../../../domain/mail/submission-mails');
  const waitUntil = new Date(Date.now() + FIRST_ATTEMPT_MS);
  const queued: QueuedMail[] = [];
  for (const mail of await mailsFor(collection.slug, doc)) {
    const input = { mail, collection: collection.slug, id: String(doc.id) } as SubmissionMailInput;
    const job = await req.payload.jobs.queue({
      task: SUBMISSION_MAIL_TASK,
      queue: MAIL_QUEUE,
      input,
      waitUntil,
      req,
    });
    queued.push({ job: job.id, input });
  }
  noteQueuedMails(req.context, queued);
  return doc;
};
