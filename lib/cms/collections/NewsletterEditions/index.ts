import type { Access, CollectionConfig, FieldAccess } from 'payload';
import { locales } from '@/lib/domain/i18n/locales';
import { deliveryOutcomes, editionStatuses } from '../../../domain/newsletter/editions';
import { editionAudiences } from '../../../domain/newsletter/topics';
import { newsletterSenders, sendsNewsletter, type Role } from '../../access';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';
import { editionEndpoints } from './endpoints';

const server: FieldAccess = () => false;
/** An edition is changed or removed only before it starts going out: what was sent stays as it was sent. */
const beforeSending: Access = ({ req }) =>
  sendsNewsletter(req.user as { roles?: Role[] } | null) && {
    status: { in: ['draft', 'scheduled'] },
  };

/**
 * A newsletter edition, written in ONE language for the confirmed subscribers of that
 * language: subject, preheader, rich text, picked news and the next matches as cards, in
 * the club's colours and crest (lib/domain/newsletter/edition-render.ts). The admin previews
 * it, mails a test to the signed-in account and sends it now or at `sendAt`
 * (endpoints.ts); the send job (lib/cms/jobs/newsletter-send.ts) queues a delivery per
 * recipient and sends them at the club's rate, writing the progress counts here.
 */
export const NewsletterEditions: CollectionConfig = {
  slug: 'newsletter-editions',
  labels: {
    singular: cmsLabel('NewsletterEditions.singular'),
    plural: cmsLabel('NewsletterEditions.plural'),
  },
  admin: {
    group: adminGroups.community,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'locale', 'status', 'sendAt', 'counts.sent'],
    description: cmsLabel('NewsletterEditions.description'),
  },
  access: {
    read: newsletterSenders,
    create: newsletterSenders,
    update: beforeSending,
    delete: beforeSending,
  },
  endpoints: editionEndpoints,
  fields: [
    {
      name: 'locale',
      label: cmsLabel('NewsletterEditions.locale'),
      type: 'select',
      required: true,
      options: [...locales],
      admin: { description: cmsLabel('NewsletterEditions.localeDescription') },
    },
    {
      // Shown only where the club defined topics (club-has-topics.ts); otherwise every edition
      // goes to everyone of its language, as the default says.
      name: 'audience',
      label: cmsLabel('NewsletterTopics.audience.label'),
      type: 'radio',
      defaultValue: 'everyone',
      options: editionAudiences.map((value) => ({
        value,
        label: cmsLabel(`NewsletterTopics.audience.options.${value}`),
      })),
      admin: { components: { Field: '/lib/cms/admin/newsletter/AudienceField#AudienceField' } },
    },
    {
      name: 'topics',
      label: cmsLabel('NewsletterTopics.editionTopics'),
      type: 'relationship',
      relationTo: 'newsletter-topics',
      hasMany: true,
      filterOptions: { active: { equals: true } },
      admin: {
        condition: (_, siblingData) => siblingData?.audience === 'topics',
        description: cmsLabel('NewsletterTopics.editionTopicsDescription'),
      },
      // An audience of topics with none picked would reach nobody: refused, not sent to no one.
      validate: (value, { siblingData, req: { t } }) =>
        (siblingData as { audience?: string }).audience !== 'topics' ||
        (Array.isArray(value) && value.length > 0) ||
        t('validation:required'),
    },
    {
      name: 'subject',
      label: cmsLabel('NewsletterEditions.subject'),
      type: 'text',
      required: true,
      maxLength: 150,
    },
    {
      name: 'preheader',
      label: cmsLabel('NewsletterEditions.preheader'),
      type: 'text',
      maxLength: 200,
      admin: { description: cmsLabel('NewsletterEditions.preheaderDescription') },
    },
    { name: 'body', label: cmsLabel('NewsletterEditions.body'), type: 'richText' },
    {
      name: 'news',
      label: cmsLabel('NewsletterEditions.news'),
      type: 'relationship',
      relationTo: 'news',
      hasMany: true,
      maxRows: 6,
      filterOptions: { _status: { equals: 'published' } },
    },
    {
      name: 'includeMatches',
      label: cmsLabel('NewsletterEditions.includeMatches'),
      type: 'checkbox',
      defaultValue: true,
    },
    {
      name: 'actions',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '/lib/cms/admin/newsletter/EditionActions#EditionActions' },
      },
    },
    {
      name: 'status',
      label: cmsLabel('NewsletterEditions.status.label'),
      type: 'select',
      required: true,
      defaultValue: 'draft',
      index: true,
      options: editionStatuses.map((value) => ({
        value,
        label: cmsLabel(`NewsletterEditions.status.options.${value}`),
      })),
      access: { create: server, update: server },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'sendAt',
      label: cmsLabel('NewsletterEditions.sendAt'),
      type: 'date',
      index: true,
      access: { create: server, update: server },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'counts',
      label: cmsLabel('NewsletterEditions.counts'),
      type: 'group',
      access: { create: server, update: server },
      admin: { position: 'sidebar', readOnly: true },
      fields: deliveryOutcomes.map((name) => ({
        name,
        label: cmsLabel(`NewsletterDeliveries.status.options.${name}`),
        type: 'number' as const,
        defaultValue: 0,
      })),
    },
    {
      name: 'finishedAt',
      label: cmsLabel('NewsletterEditions.finishedAt'),
      type: 'date',
      access: { create: server, update: server },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
};
