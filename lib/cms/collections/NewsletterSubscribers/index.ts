import type { CollectionConfig } from 'payload';
import { adminsOnly } from '../../access';
import { adminGroups } from '../../admin/groups';
import { isEmailAddress } from '../../../forms/email-address';

/**
 * Newsletter subscribers: personal data, so only admins read or change them.
 * Visitors subscribe through POST /api/newsletter, which writes with the local API.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: { en: 'Newsletter subscriber', nl: 'Nieuwsbriefabonnee', fr: 'Abonné à la newsletter' },
    plural: { en: 'Newsletter subscribers', nl: 'Nieuwsbriefabonnees', fr: 'Abonnés à la newsletter' },
  },
  admin: {
    group: adminGroups.community,
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'locale', 'consentAt'],
  },
  access: { read: adminsOnly, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      // The site's one e-mail rule, which the sign-up form checks too (lib/forms/email-address.ts).
      validate: (value: null | string | undefined, { req: { t } }) =>
        (typeof value === 'string' && isEmailAddress(value)) || t('validation:emailAddress'),
    },
    { name: 'firstName', type: 'text', required: true },
    { name: 'lastName', type: 'text', required: true },
    { name: 'birthDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'locale', type: 'select', required: true, options: ['en', 'nl', 'fr'] },
    {
      name: 'consentAt',
      type: 'date',
      required: true,
      admin: { description: 'When the subscriber accepted the privacy policy.' },
    },
    { name: 'policyVersion', type: 'text', required: true },
  ],
};
