import type { Role } from '../../access';
import type { Localized } from '@/lib/domain/i18n/locales';

/** Each role as the admin names it, in its three languages. */
export const roleLabels: Record<Role, Localized> = {
  admin: { en: 'Admin', nl: 'Beheerder', fr: 'Administrateur' },
  editor: { en: 'Editor', nl: 'Redacteur', fr: 'Rédacteur' },
  'match-secretary': { en: 'Match secretary', nl: 'Wedstrijdsecretaris', fr: 'Secrétaire de match' },
  business: {
    en: 'Business staff (VIP reservations)',
    nl: 'Business (VIP-reservaties)',
    fr: 'Business (réservations VIP)',
  },
  ticketing: {
    en: 'Ticketing staff (ticket requests)',
    nl: 'Ticketing (ticketaanvragen)',
    fr: 'Billetterie (demandes de billets)',
  },
  community: {
    en: 'Community staff (contact, mascot visits, newsletter)',
    nl: 'Gemeenschap (contact, mascottebezoeken, nieuwsbrief)',
    fr: 'Communauté (contact, visites de la mascotte, newsletter)',
  },
};
