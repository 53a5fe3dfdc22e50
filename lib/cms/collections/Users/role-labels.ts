import type { Role } from '../../access';
import type { Localized } from '@/lib/domain/i18n/locales';
import { cmsLabel } from '../../labels';

/** Each role as the admin names it, in its three languages. */
export const roleLabels: Record<Role, Localized> = {
  admin: cmsLabel('Users.roleLabels.admin'),
  editor: cmsLabel('Users.roleLabels.editor'),
  'match-secretary': cmsLabel('Users.roleLabels.match-secretary'),
  business: cmsLabel('Users.roleLabels.business'),
  ticketing: cmsLabel('Users.roleLabels.ticketing'),
  community: cmsLabel('Users.roleLabels.community'),
};
