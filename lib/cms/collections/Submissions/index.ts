import { adminGroups } from '../../admin/groups';
import { contactSubjects } from '../../../forms/contact-form';
import { visitOccasions } from '../../../forms/mascot-visit-form';
import { invitationCardTypes, ticketTypes } from '../../../forms/ticket-request-form';
import { dinnerTypes, priceCategories } from '../../../forms/vip-reservation-form';
import {
  checkbox,
  matchField,
  matchLabelField,
  number,
  select,
  submissionCollection,
  text,
  textarea,
} from './factory';

const person = [
  text('firstName'),
  text('lastName'),
  { name: 'email', type: 'email', required: true } as const,
];
const address = [text('street'), text('houseNumber'), text('postalCode'), text('city')];

export const VipReservations = submissionCollection({
  slug: 'vip-reservations',
  group: adminGroups.ticketingAndBusiness,
  labels: {
    singular: { en: 'VIP reservation', nl: 'VIP-reservatie', fr: 'Réservation VIP' },
    plural: { en: 'VIP reservations', nl: 'VIP-reservaties', fr: 'Réservations VIP' },
  },
  useAsTitle: 'lastName',
  defaultColumns: ['lastName', 'firstName', 'dinnerType', 'matchLabel', 'adults'],
  fields: [
    select('dinnerType', dinnerTypes),
    matchField,
    matchLabelField,
    ...person,
    text('birthDate'),
    text('phone'),
    text('company', false),
    text('vatNumber', false),
    ...address,
    number('adults'),
    number('children'),
    checkbox('hasCashlessCard'),
    checkbox('wantsTopUpCard'),
    text('cardNumber', false),
    checkbox('champagneTable'),
    textarea('comments'),
    checkbox('wantsTickets'),
    { name: 'ticketCount', type: 'number' },
    select('priceCategory', priceCategories, false),
    checkbox('marketingConsent'),
  ],
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
  fields: [
    matchField,
    matchLabelField,
    ...person,
    text('birthDate'),
    select('invitationCardType', invitationCardTypes),
    text('invitationCardOther', false),
    select('ticketType', ticketTypes),
    textarea('comments'),
  ],
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
  fields: [
    ...person,
    text('phone', false),
    select('subject', contactSubjects),
    { name: 'message', type: 'textarea', required: true },
    checkbox('marketingConsent'),
  ],
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
  fields: [
    ...person,
    text('phone'),
    text('preferredDate'),
    select('occasion', visitOccasions),
    number('children'),
    ...address,
    textarea('comments'),
    checkbox('marketingConsent'),
  ],
});
