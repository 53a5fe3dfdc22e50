import type { Access, CollectionConfig, FieldAccess } from 'payload';
import { locales } from '@/lib/domain/i18n/locales';
import { consentForms } from '../../../domain/newsletter/consent';
import { normalisedAddress } from '../../../domain/newsletter/suppression';
import { adminsOnly, handlesInbox, type Role } from '../../access';
import { adminGroups } from '../../admin/groups';
import { csvExportEndpoint } from '../Submissions/export';
import type { InboxPart } from '../Submissions/workflow';
import { isEmailAddress } from '../../../domain/forms/email-address';
import { cmsLabel } from '../../labels';
import { exportColumns, withUnsubscribeLinks } from './export-rows';
import { importEndpoint } from './import-endpoint';
import { suppressOnDelete } from './suppress-on-delete';

const nobody: FieldAccess = () => false;
/**
 * Written only by the sign-up and its confirmation link (local API), never over
 * the API or in the admin: nobody can mark an address confirmed that did not prove
 * itself, nor keep an unconfirmed one past its expiry.
 */
const lifecycle = { create: nobody, update: nobody };

/** The community staff, who send the newsletter, read the list and export it; only admins change it. */
const inbox: InboxPart = { role: 'community', workflow: false };
const staff: Access = ({ req }) => handlesInbox(req.user as { roles?: Role[] } | null, inbox.role);

/**
 * Newsletter subscribers: personal data, so only admins and the community staff read
 * them, and only admins change them. Visitors subscribe through POST /api/newsletter,
 * which writes with the local API. `GET /api/newsletter-subscribers/csv` exports them,
 * each with its status and unsubscribe link, by the day they gave their consent;
 * `POST /api/newsletter-subscribers/import` (admins) takes a list from the club's previous
 * tool (import-endpoint.ts). A subscriber deleted by any road but the expiry of an
 * unconfirmed sign-up goes onto the suppression list (suppress-on-delete.ts).
 *
 * Double opt-in (lib/domain/newsletter/subscriptions.ts): a sign-up is stored `pending`
 * with its consent record and the hash of a confirmation token; the link in the
 * confirmation e-mail makes it `confirmed`. Only a confirmed subscriber may be
 * sent the newsletter: the others never proved they own the address.
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: {
    singular: cmsLabel('NewsletterSubscribers.singular'),
    plural: cmsLabel('NewsletterSubscribers.plural'),
  },
  admin: {
    group: adminGroups.community,
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'firstName', 'lastName', 'locale', 'consentAt', 'confirmedAt'],
    components: { beforeListTable: ['/lib/cms/admin/inbox/InboxListHeader#InboxListHeader'] },
  },
  custom: { inbox },
  hooks: { afterDelete: [suppressOnDelete] },
  access: { read: staff, create: adminsOnly, update: adminsOnly, delete: adminsOnly },
  endpoints: [
    csvExportEndpoint({
      slug: 'newsletter-subscribers',
      role: inbox.role,
      columns: exportColumns,
      dateField: 'consentAt',
      rows: withUnsubscribeLinks,
    }),
    importEndpoint,
  ],
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      // One address, one subscriber, however it was typed: the sign-up, mayMail, the
      // suppression list and the import all compare the normalised form.
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? normalisedAddress(value) : value)],
      },
      // The site's one e-mail rule, which the sign-up form checks too (lib/domain/forms/email-address.ts).
      validate: (value: null | string | undefined, { req: { t } }) =>
        (typeof value === 'string' && isEmailAddress(value)) || t('validation:emailAddress'),
    },
    // Required by the sign-up form (SPEC §3); a list imported from another tool may lack them.
    { name: 'firstName', type: 'text' },
    { name: 'lastName', type: 'text' },
    { name: 'birthDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'locale', type: 'select', required: true, options: [...locales] },
    {
      // Chosen by the subscriber on their preferences page, and used only to choose which
      // editions they get (lib/domain/newsletter/topics.ts).
      name: 'topics',
      label: cmsLabel('NewsletterTopics.subscriberTopics'),
      type: 'relationship',
      relationTo: 'newsletter-topics',
      hasMany: true,
      admin: {
        components: { Field: '/lib/cms/admin/newsletter/SubscriberTopicsField#SubscriberTopicsField' },
      },
    },
    {
      name: 'consentAt',
      type: 'date',
      required: true,
      admin: { description: 'When the subscriber accepted the privacy policy.' },
    },
    { name: 'policyVersion', type: 'text', required: true },
    {
      // With consentAt and policyVersion, the proof of consent: kept as long as the subscription.
      name: 'consentForm',
      type: 'select',
      defaultValue: 'sign-up',
      options: consentForms.map((value) => ({
        value,
        label: cmsLabel(`NewsletterSubscribers.consentForm.options.${value}`),
      })),
      access: lifecycle,
      admin: { description: cmsLabel('NewsletterSubscribers.consentForm.description') },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { value: 'pending', label: cmsLabel('NewsletterSubscribers.status.options.pending') },
        { value: 'confirmed', label: cmsLabel('NewsletterSubscribers.status.options.confirmed') },
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
      // Set once the mail server accepted an imported address's one request to confirm
      // (lib/cms/jobs/newsletter-invitations.ts); never for a sign-up, which mails its own.
      name: 'invitedAt',
      type: 'date',
      access: lifecycle,
      label: cmsLabel('NewsletterSubscribers.invitedAt.label'),
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: cmsLabel('NewsletterSubscribers.invitedAt.description'),
        condition: (data) => data?.consentForm === 'import',
      },
    },
    {
      // When a send run took the invitation: another run takes it over only once this is stale.
      name: 'invitationClaimedAt',
      type: 'date',
      access: { read: nobody, ...lifecycle },
      admin: { hidden: true },
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
