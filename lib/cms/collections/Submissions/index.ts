import { adminGroups } from '../../admin/groups';
import { contactFields } from '../../../forms/contact-form';
import { mascotVisitFields } from '../../../forms/mascot-visit-form';
import { ticketRequestFields } from '../../../forms/ticket-request-form';
import { vipReservationFields } from '../../../forms/vip-reservation-form';
import { submissionCollection } from './factory';
import { fieldsFromDescription } from './fields-from-description';

export const VipReservations = submissionCollection({
  slug: 'vip-reservations',
  group: adminGroups.ticketingAndBusiness,
  labels: {
    singular: { en: 'VIP reservation', nl: 'VIP-reservatie', fr: 'Réservation VIP' },
    plural: { en: 'VIP reservations', nl: 'VIP-reservaties', fr: 'Réservations VIP' },
  },
  useAsTitle: 'lastName',
  defaultColumns: ['lastName', 'firstName', 'dinnerType', 'matchLabel', 'adults'],
  fields: fieldsFromDescription(vipReservationFields),
  staffRole: 'business',
});

export const TicketRequests = submissionCollection({
  slug: 'ticket-requests',
  group: adminGroups.ticketingAndBusiness,
  labels: {
    singular: {
      en: 'Ticket request (refs & scouts)',
      nl: 'Ticketaanvraag (scheidsrechters & scouts)',
      fr: 'Demande de billet (arbitres & scouts)',
    },
    plural: {
      en: 'Ticket requests (refs & scouts)',
      nl: 'Ticketaanvragen (scheidsrechters & scouts)',
      fr: 'Demandes de billets (arbitres & scouts)',
    },
  },
  useAsTitle: 'lastName',
  defaultColumns: ['lastName', 'firstName', 'invitationCardType', 'ticketType', 'matchLabel'],
  fields: fieldsFromDescription(ticketRequestFields),
  staffRole: 'ticketing',
});

export const ContactMessages = submissionCollection({
  slug: 'contact-messages',
  group: adminGroups.community,
  labels: {
    singular: { en: 'Contact message', nl: 'Contactbericht', fr: 'Message de contact' },
    plural: { en: 'Contact messages', nl: 'Contactberichten', fr: 'Messages de contact' },
  },
  useAsTitle: 'lastName',
  defaultColumns: ['lastName', 'firstName', 'subject', 'email'],
  fields: fieldsFromDescription(contactFields),
  staffRole: 'community',
});

export const MascotVisits = submissionCollection({
  slug: 'mascot-visits',
  group: adminGroups.community,
  labels: {
    singular: {
      en: 'Mascot visit request',
      nl: 'Aanvraag mascottebezoek',
      fr: 'Demande de visite de la mascotte',
    },
    plural: {
      en: 'Mascot visit requests',
      nl: 'Aanvragen mascottebezoek',
      fr: 'Demandes de visite de la mascotte',
    },
  },
  useAsTitle: 'lastName',
  defaultColumns: ['lastName', 'preferredDate', 'occasion', 'children'],
  fields: fieldsFromDescription(mascotVisitFields),
  staffRole: 'community',
});

/**
 * Every form's collection: the retention settings and the daily deletion
 * (lib/cms/globals/ClubSettings/retention.ts, lib/cms/jobs/retention.ts) follow this list.
 */
export const submissionCollections = [VipReservations, TicketRequests, ContactMessages, MascotVisits];
