import type { Payload } from 'payload';
import type { SiteCheck } from '../../../generated/payload-types';

/** Records a finished backup (scripts/backup), for the admin's checklist. */
export async function recordBackup(payload: Payload, finishedAt: string): Promise<void> {
  await payload.updateGlobal({ slug: 'site-checks', data: { lastBackupAt: finishedAt } });
}

/** Records a test mail the mail server accepted. */
export async function recordTestMail(payload: Payload, sentAt: string, server: string): Promise<void> {
  await payload.updateGlobal({ slug: 'site-checks', data: { lastTestMail: { sentAt, server } } });
}

export async function readSiteChecks(payload: Payload): Promise<SiteCheck> {
  return payload.findGlobal({ slug: 'site-checks', depth: 0 });
}
