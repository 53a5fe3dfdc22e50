import type { GlobalConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { priceCategories } from '../../../domain/forms/vip-reservation-form';
import { anyone, contentWriters } from '../../access';
import { adminGroups } from '../../admin/groups';
import { revalidateGlobal } from '../../hooks/revalidate';
import { cmsLabel } from '../../labels';

export const stands = ['east', 'north', 'west'] as const;
/** SPEC §3: the perks a season subscription can come with. */
export const perks = [
  'scarf',
  'personalised-item',
  'birthday-package',
  'magazine',
  'free-bus',
  'priority-period',
  'voucher-booklet',
] as const;

const euro = (name: string) => ({ name, type: 'number' as const, required: true, min: 0 });

/** Season subscription prices per stand and match ticket prices per age group. */
export const Ticketing: GlobalConfig = {
  slug: 'ticketing',
  label: cmsLabel('Ticketing.label'),
  admin: { group: adminGroups.ticketingAndBusiness },
  access: { read: anyone, update: contentWriters },
  hooks: revalidateGlobal(cacheTags.ticketing),
  fields: [
    {
      name: 'subscriptions',
      type: 'array',
      labels: { singular: 'Stand', plural: 'Subscriptions per stand' },
      fields: [
        { name: 'stand', type: 'select', options: [...stands], required: true },
        euro('adult'),
        euro('reduced'),
        { name: 'perks', type: 'select', hasMany: true, options: [...perks] },
      ],
    },
    {
      name: 'ticketPrices',
      type: 'array',
      labels: { singular: 'Age group', plural: 'Ticket prices' },
      admin: { description: 'Online prices; the ticket counter charges more.' },
      fields: [
        { name: 'ageGroup', type: 'select', options: [...priceCategories], required: true },
        euro('normal'),
        euro('subtop'),
        euro('top'),
      ],
    },
  ],
};
