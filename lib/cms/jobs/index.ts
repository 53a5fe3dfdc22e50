import type { Config } from 'payload';
import { isDerivedSecret } from '../../shared/env/derived-secret';
import { hasRole, type Role } from '../access';
import { retentionTask } from './retention';
import { submissionMailTask } from './submission-mail';
import { demoLiveMatchTask } from './demo-live-match';
import { leagueImportTask } from './league-import';
import { newsletterSendTask } from './newsletter-send';

/**
 * The jobs queue runs editors' scheduled publishing and unpublishing, sends the e-mails
 * about form submissions that could not go at once (`submission-mail.ts`), sends the
 * newsletter's editions at the club's rate (`newsletter-send.ts`), deletes personal data
 * past its retention period every night (`retention.ts`) and imports the league's
 * fixtures, results and rankings five times a day (`league-import.ts`). Jobs run
 * only inside an HTTP request to `/api/payload-jobs/run`, never from a timer in
 * the CMS itself: publishing must expire Next's cache tags, and Next can only do
 * that within a request. The app calls that endpoint every minute itself
 * (`lib/cms/jobs/ticker.ts`); with several instances, only the one whose turn it
 * is in the shared Redis does (`turn.ts`), and the cache tags a publish expires are
 * expired in the cache they share.
 */
export const jobs: Config['jobs'] = {
  access: {
    run: ({ req }) =>
      hasRole(req.user as { roles?: Role[] } | null, 'admin') ||
      isDerivedSecret(req.headers.get('authorization')?.replace(/^Bearer /, ''), 'scheduled-jobs'),
  },
  deleteJobOnComplete: true,
  tasks: [submissionMailTask, retentionTask, demoLiveMatchTask, newsletterSendTask, leagueImportTask],
};
