import type { GlobalConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { dinnerTypes } from '../../../domain/forms/vip-reservation-form';
import { anyone, contentWriters } from '../../access';
import { adminGroups } from '../../admin/groups';
import { revalidateGlobal } from '../../hooks/revalidate';
import { cmsLabel } from '../../labels';

/** The VIP dining offer: each dinner type with its description and price per guest. */
export const Hospitality: GlobalConfig = {
  slug: 'hospitality',
  label: cmsLabel('Hospitality.label'),
  admin: { group: adminGroups.ticketingAndBusiness },
  access: { read: anyone, update: contentWriters },
  hooks: revalidateGlobal(cacheTags.hospitality),
  fields: [
    {
      name: 'dinners',
      type: 'array',
      fields: [
        { name: 'type', type: 'select', options: [...dinnerTypes], required: true },
        { name: 'description', type: 'textarea', required: true, localized: true },
        {
          name: 'pricePerGuest',
          type: 'number',
          required: true,
          min: 0,
          admin: { description: 'EUR, excluding VAT' },
        },
      ],
    },
  ],
};
