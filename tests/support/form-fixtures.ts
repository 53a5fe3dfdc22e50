import type { ContactMessageInput } from '@/lib/domain/forms/contact-form';
import type { MascotVisitInput } from '@/lib/domain/forms/mascot-visit-form';
import type { TicketRequestInput } from '@/lib/domain/forms/ticket-request-form';
import type { VipReservationInput } from '@/lib/domain/forms/vip-reservation-form';

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** Complete, valid answers to each form, as the browser sends them. */
export const validContact = (): ContactMessageInput => ({
  firstName: 'Lotte',
  lastName: 'Vermeulen',
  email: 'lotte@example.com',
  phone: '+32 470 12 34 56',
  subject: 'fan-mail',
  message: 'Could the players sign a shirt for my son?',
  marketingConsent: true,
  website: '',
});

export const validMascotVisit = (): MascotVisitInput => ({
  firstName: 'Jan',
  lastName: 'Peeters',
  email: 'jan@example.com',
  phone: '057 12 34 56',
  preferredDate: inAMonth(),
  occasion: 'school',
  children: 25,
  street: 'Schoolstraat',
  houseNumber: '3',
  postalCode: '8900',
  city: 'Ieper',
  comments: '',
  marketingConsent: false,
  website: '',
});

export const validTicketRequest = (matchId: number): TicketRequestInput => ({
  matchId,
  firstName: 'Marc',
  lastName: 'Dubois',
  birthDate: '1975-04-12',
  email: 'marc@example.com',
  invitationCardType: 'scout',
  invitationCardOther: '',
  ticketType: 'press-box',
  comments: '',
  website: '',
});

export const validVipReservation = (matchId: number): VipReservationInput => ({
  dinnerType: 'gastronomic',
  matchId,
  firstName: 'Sofie',
  lastName: 'Claes',
  birthDate: '1984-09-30',
  email: 'sofie@example.com',
  phone: '+32 57 20 30 40',
  company: 'Claes Bouw',
  vatNumber: 'BE0123456789',
  street: 'Markt',
  houseNumber: '10',
  postalCode: '8900',
  city: 'Ieper',
  adults: 4,
  children: 1,
  hasCashlessCard: true,
  wantsTopUpCard: false,
  cardNumber: '12345678901234',
  champagneTable: true,
  comments: 'A table near the window, please.',
  wantsTickets: true,
  ticketCount: 2,
  priceCategory: 'adult',
  marketingConsent: true,
  website: '',
});
