import type { Field, GlobalConfig } from 'payload';
import { adminsOnly, adminsOnlyField, anyone } from '../../access';
import { adminGroups } from '../../admin/groups';
import { revalidateGlobal } from '../../hooks/revalidate';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { identityFields } from './identity';
import { mailboxes } from './mailboxes';
import { newsletter } from './newsletter';
import { retention } from './retention';
import { cmsLabel } from '../../labels';

/**
 * An outside address the site links to. Optional: a club without an app or a TikTok account
 * leaves it empty, and the site shows no link for it (a required one blocked saving the
 * settings at all until every network had an address).
 */
const url = (name: string, label: string): Field => ({
  name,
  label,
  type: 'text',
  validate: (value: string | null | undefined) =>
    !value || /^https:\/\/[^\s]+$/.test(value) || 'An address starting with https://',
});

/**
 * Settings only the server and the admins need (the staff's mailboxes, the mail sender,
 * how long personal data is kept, the newsletter's rate): the site reads them through the local API, which asks
 * no access, so over REST they are the admins' alone, not every visitor's.
 */
const privateFields = new Set(['mailboxes', 'mail', 'retention', 'newsletter']);
const readByAdminsIfPrivate = (field: Field): Field =>
  'name' in field && field.type !== 'ui' && privateFields.has(field.name)
    ? ({ ...field, access: { ...field.access, read: adminsOnlyField } } as Field)
    : field;

/** The club's contact details and outside links, read by the header and footer. */
export const ClubSettings: GlobalConfig = {
  slug: 'club-settings',
  label: cmsLabel('ClubSettings.label'),
  admin: { group: adminGroups.site },
  // Settings are the admins' (issue 7 roles); editors keep the content globals.
  access: { read: anyone, update: adminsOnly },
  // The header, footer, contact page and structured data of every page read them.
  hooks: revalidateGlobal(cacheTags.clubSettings),
  fields: clubSettingsFields().map(readByAdminsIfPrivate),
};

function clubSettingsFields(): Field[] {
  return [
    { name: 'name', type: 'text', required: true },
    ...identityFields,
    {
      type: 'group',
      name: 'address',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'postalCode', type: 'text', required: true },
        { name: 'city', type: 'text', required: true, localized: true },
      ],
    },
    { name: 'phone', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    {
      type: 'group',
      name: 'links',
      label: 'Outside links',
      fields: [
        url('webshop', 'Webshop'),
        url('memberPortal', 'Member portal'),
        url('sportsAcademy', 'Sports academy'),
        url('ticketShop', 'Ticket shop'),
      ],
    },
    {
      type: 'group',
      name: 'apps',
      label: 'Mobile apps',
      fields: [url('ios', 'App Store (iOS)'), url('android', 'Google Play (Android)')],
    },
    {
      type: 'group',
      name: 'social',
      fields: [
        url('instagram', 'Instagram'),
        url('twitter', 'Twitter / X'),
        url('youtube', 'YouTube'),
        url('facebook', 'Facebook'),
        url('tiktok', 'TikTok'),
      ],
    },
    mailboxes,
    {
      name: 'centenaryBook',
      label: 'Centenary book (PDF)',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The book of a hundred years, offered for download on the history page.' },
    },
    retention,
    newsletter,
  ];
}
