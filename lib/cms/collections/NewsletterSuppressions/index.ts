import type { Access, CollectionConfig } from 'payload';
import { suppressionReasons } from '../../../domain/newsletter/suppression';
import { handlesInbox, type Role } from '../../access';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';

const nobody: Access = () => false;
/** The community staff who read the subscribers see the list too: it tells them why an address is gone. */
const staff: Access = ({ req }) => handlesInbox(req.user as { roles?: Role[] } | null, 'community');

/**
 * The newsletter's suppression list (lib/domain/newsletter/suppression.ts): a keyed hash
 * per address that must get no newsletter mail, with why and since when. Written only by
 * the server (an unsubscription, an erasure, an admin's removal of a subscriber, an
 * import); nobody adds or removes a row by hand, not even an admin: a row leaves the list
 * only when its address confirms a new sign-up, which proves the owner wants the mail.
 */
export const NewsletterSuppressions: CollectionConfig = {
  slug: 'newsletter-suppressions',
  labels: {
    singular: cmsLabel('NewsletterSuppressions.singular'),
    plural: cmsLabel('NewsletterSuppressions.plural'),
  },
  admin: {
    group: adminGroups.community,
    useAsTitle: 'addressHash',
    defaultColumns: ['reason', 'suppressedAt', 'addressHash'],
    description: cmsLabel('NewsletterSuppressions.description'),
  },
  access: { read: staff, create: nobody, update: nobody, delete: nobody },
  fields: [
    {
      name: 'addressHash',
      label: cmsLabel('NewsletterSuppressions.addressHash'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
    },
    {
      name: 'reason',
      label: cmsLabel('NewsletterSuppressions.reason.label'),
      type: 'select',
      required: true,
      options: suppressionReasons.map((value) => ({
        value,
        label: cmsLabel(`NewsletterSuppressions.reason.options.${value}`),
      })),
    },
    {
      name: 'suppressedAt',
      label: cmsLabel('NewsletterSuppressions.suppressedAt'),
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
};
