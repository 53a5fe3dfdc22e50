import type { Access, CollectionConfig } from 'payload';
import { deliveryStatuses } from '../../../domain/newsletter/editions';
import { newsletterSenders } from '../../access';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';

const nobody: Access = () => false;

/**
 * One row per recipient of an edition (lib/cms/jobs/newsletter-send.ts): written by the
 * send job alone, through claims.ts, and read by those who send editions, to see who got
 * it, who did not and why. Nobody adds, changes or removes a row by hand: the count on the
 * edition and the "exactly once" of a send rest on them. The subscriber is kept as a
 * relation, never a copy of the address: an unsubscribed or erased subscriber leaves a row
 * that names nobody.
 */
export const NewsletterDeliveries: CollectionConfig = {
  slug: 'newsletter-deliveries',
  labels: {
    singular: cmsLabel('NewsletterDeliveries.singular'),
    plural: cmsLabel('NewsletterDeliveries.plural'),
  },
  admin: {
    group: adminGroups.community,
    defaultColumns: ['edition', 'subscriber', 'status', 'attempts', 'lastError', 'updatedAt'],
    description: cmsLabel('NewsletterDeliveries.description'),
  },
  access: { read: newsletterSenders, create: nobody, update: nobody, delete: nobody },
  // Each subscriber at most once per edition, however often its recipients are queued.
  indexes: [{ fields: ['edition', 'subscriber'], unique: true }],
  fields: [
    {
      name: 'edition',
      label: cmsLabel('NewsletterDeliveries.edition'),
      type: 'relationship',
      relationTo: 'newsletter-editions',
      required: true,
      index: true,
    },
    {
      name: 'subscriber',
      label: cmsLabel('NewsletterDeliveries.subscriber'),
      type: 'relationship',
      relationTo: 'newsletter-subscribers',
    },
    {
      name: 'status',
      label: cmsLabel('NewsletterDeliveries.status.label'),
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: deliveryStatuses.map((value) => ({
        value,
        label: cmsLabel(`NewsletterDeliveries.status.options.${value}`),
      })),
    },
    { name: 'attempts', label: cmsLabel('NewsletterDeliveries.attempts'), type: 'number', defaultValue: 0 },
    {
      name: 'nextAttemptAt',
      label: cmsLabel('NewsletterDeliveries.nextAttemptAt'),
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', label: cmsLabel('NewsletterDeliveries.lastError'), type: 'text' },
    // The runner that holds the row while it sends, and since when (claims.ts).
    { name: 'claimedBy', type: 'text', admin: { hidden: true } },
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
    {
      name: 'sentAt',
      label: cmsLabel('NewsletterDeliveries.sentAt'),
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
};
