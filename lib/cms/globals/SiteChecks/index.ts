import type { GlobalConfig } from 'payload';
import { adminsOnly } from '../../access';
import { adminGroups } from '../../admin/groups';
import { testMailEndpoint } from './test-mail-endpoint';
import { cmsLabel } from '../../labels';

const nobody = () => false;

/**
 * What the site records of the operator's work, for the admin's "Going live" checklist
 * (lib/cms/admin/FirstRunChecklist.tsx): when the last backup finished (the backup command,
 * scripts/backup) and when a test mail last went through the mail server (the checklist's
 * button, POST /api/globals/site-checks/test-mail). Written by the server only; admins read it.
 */
export const SiteChecks: GlobalConfig = {
  slug: 'site-checks',
  label: cmsLabel('SiteChecks.label'),
  admin: { group: adminGroups.site, hidden: true },
  access: { read: adminsOnly, update: nobody },
  endpoints: [testMailEndpoint],
  fields: [
    { name: 'lastBackupAt', type: 'date', admin: { readOnly: true } },
    {
      name: 'lastTestMail',
      type: 'group',
      admin: { readOnly: true },
      fields: [
        { name: 'sentAt', type: 'date' },
        // The mail server it went through: another SMTP_HOST has not been tested yet.
        { name: 'server', type: 'text' },
      ],
    },
  ],
};
