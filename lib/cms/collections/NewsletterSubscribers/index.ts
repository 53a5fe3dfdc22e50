import type { CollectionConfig, FieldAccess } from 'payload';
import { adminsOnly } from '../../access';
import { adminGroups } from '../../admin/groups';
import { isEmailAddress } from '../../../forms/email-address';

const nobody: FieldAccess = () => false;
/**
 * Written only by the sign-up and its confirmation link (local API), never over
 * the API or in the admin: nobody can mark an address confirmed that did not prove
 * itself, nor keep an unconfirmed one past its expiry.
 */
const lifecycle = { create: nobody, update: nobody };

/**
 * Newsletter subscribers: personal data, so only admins read or change them.
 * Visitors subscribe through POST /api/newsletter, which writes with the local API.
 *
 * Double opt-in (lib/newsletter/subscriptions.ts): a sign-up is stored `pending`
 * with its consent record and the hash of a confirmation token; the link in the
 * confirmation e-mail makes it `confirmed`. Only a confirmed subscriber may be
 * sent the newsletter: the others never proved they own the address.
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
    defaultColumns: ['email', 'status', 'firstName', 'lastName', 'locale', 'consentAt', 'confirmedAt'],
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
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: { en: 'Pending', nl: 'Niet bevestigd', fr: 'En attente' } },
        { value: 'confirmed', label: { en: 'Confirmed', nl: 'Bevestigd', fr: 'Confirmé' } },
      ],
      access: lifecycle,
      admin: {
        position: 'sidebar',
        description:
          'Pending until the link in the confirmation e-mail is opened; only confirmed subscribers get the newsletter.',
      },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      access: lifecycle,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the confirmation link was opened.',
      },
    },
    {
      name: 'confirmationExpiresAt',
      type: 'date',
      index: true,
      access: lifecycle,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'The confirmation link works until then; an unconfirmed sign-up is deleted afterwards.',
      },
    },
    {
      // SHA-256 of the token in the link, never the token: a copy of the database
      // confirms nobody. Not even an admin reads it over the API.
      name: 'confirmationTokenHash',
      type: 'text',
      index: true,
      access: { read: nobody, ...lifecycle },
      admin: { hidden: true },
    },
  ],
};
