import type { TaskConfig } from 'payload';
import type { SubmissionMailInput } from '../../domain/mail/submission-forms';

export const SUBMISSION_MAIL_TASK = 'submissionMail';

/**
 * One e-mail about a submission (to the staff, or the visitor's confirmation), queued
 * when the submission is stored (lib/cms/collections/Submissions/mails.ts) and sent by
 * lib/domain/mail/submission-mails.ts. A failed send is tried again after 1, 2, 4 … 2048
 * minutes, about three days in all, then kept in the jobs collection with its error.
 */
export const submissionMailTask: TaskConfig<{ input: SubmissionMailInput; output: object }> = {
  slug: SUBMISSION_MAIL_TASK,
  label: 'Submission e-mail',
  inputSchema: [
    { name: 'mail', type: 'select', options: ['staff', 'confirmation'], required: true },
    { name: 'collection', type: 'text', required: true },
    { name: 'id', type: 'text', required: true },
  ],
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    // Loaded when a mail is sent, not with the config (the CLI loads the config too).
    const { sendSubmissionMail } = await import('../../domain/mail/submission-mails');
    await sendSubmissionMail(req.payload, input);
    return { output: {} };
  },
};
