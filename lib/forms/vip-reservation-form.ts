/**
 * The VIP dining reservation as the browser draws it: its choices, steps and blank values.
 * Apart from the zod schema in vip-reservation.ts, which the browser loads only to check an answer.
 */
import type { VipReservation, VipReservationInput } from './vip-reservation';

export const dinnerTypes = ['brasserie', 'gastronomic', 'business-lounge'] as const;
export const priceCategories = ['adult', 'senior', 'youth', 'child'] as const;

/** SPEC §9: the champagne table costs 80 EUR excluding VAT. */
export const CHAMPAGNE_TABLE_EUR = 80;
/** SPEC §3 and §9: a cashless card number has exactly 14 digits. */
export const CARD_NUMBER_DIGITS = 14;

/** The steps of the form and the fields each one checks before "next". */
export const vipReservationSteps = [
  ['dinnerType', 'matchId'],
  [
    'firstName',
    'lastName',
    'birthDate',
    'email',
    'phone',
    'company',
    'vatNumber',
    'street',
    'houseNumber',
    'postalCode',
    'city',
  ],
  [
    'adults',
    'children',
    'hasCashlessCard',
    'wantsTopUpCard',
    'cardNumber',
    'champagneTable',
    'wantsTickets',
    'ticketCount',
    'priceCategory',
    'comments',
    'marketingConsent',
  ],
] as const satisfies readonly (readonly (keyof VipReservation)[])[];

export const vipReservationDefaults: VipReservationInput = {
  dinnerType: '' as never,
  matchId: '' as never,
  firstName: '',
  lastName: '',
  birthDate: '',
  email: '',
  phone: '',
  company: '',
  vatNumber: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  adults: 2,
  children: 0,
  hasCashlessCard: false,
  wantsTopUpCard: false,
  cardNumber: '',
  champagneTable: false,
  comments: '',
  wantsTickets: false,
  ticketCount: 0,
  priceCategory: '',
  marketingConsent: false,
  website: '',
};
