import type { Field } from 'payload';
import { DEFAULT_MAILS_PER_MINUTE } from '../../../domain/newsletter/editions';
import { cmsLabel } from '../../labels';

/**
 * How fast the newsletter goes out (lib/cms/jobs/newsletter-send.ts): mails a minute, which
 * the club sets to what its mail server or provider's relay accepts (a few hundred an hour
 * at a small provider, thousands at a bulk relay). A send to more subscribers simply takes
 * longer; the site is not held up either way.
 */
export const newsletter: Field = {
  type: 'group',
  name: 'newsletter',
  label: cmsLabel('ClubSettings.newsletter.label'),
  fields: [
    {
      name: 'mailsPerMinute',
      label: cmsLabel('ClubSettings.newsletter.mailsPerMinute'),
      type: 'number',
      required: true,
      min: 1,
      max: 10_000,
      defaultValue: DEFAULT_MAILS_PER_MINUTE,
      admin: { description: cmsLabel('ClubSettings.newsletter.mailsPerMinuteDescription') },
    },
  ],
};
