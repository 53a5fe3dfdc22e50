/**
 * The VIP dining reservation (SPEC §3): its fields, steps and blank values. The
 * zod schema (schema-from-description.ts) and the CMS collection are derived from it.
 */
import { addressFields, personalFields } from './common-fields';
import type { FormDescription, InputOf } from './description';

export const dinnerTypes = ['brasserie', 'gastronomic', 'business-lounge'] as const;
export const priceCategories = ['adult', 'senior', 'youth', 'child'] as const;

/** SPEC §9: the champagne table costs 80 EUR excluding VAT. */
export const CHAMPAGNE_TABLE_EUR = 80;
/** SPEC §3 and §9: a cashless card number has exactly 14 digits. */
export const CARD_NUMBER_DIGITS = 14;

export const vipReservationFields = {
  dinnerType: { kind: 'choice', options: dinnerTypes, error: 'dinnerTypeRequired' },
  matchId: { kind: 'match' },
  ...personalFields,
  // The guest books and pays in their own name: a minor cannot sign for the evening.
  birthDate: { kind: 'birthDate', adult: true },
  phone: { kind: 'phone' },
  company: { kind: 'text', optional: true },
  vatNumber: { kind: 'vatNumber', optional: true },
  ...addressFields,
  adults: { kind: 'count', min: 1, max: 20 },
  children: { kind: 'count', min: 0, max: 20 },
  hasCashlessCard: { kind: 'flag' },
  // The number of the card the guest already has, to put the evening's credit on.
  cardNumber: {
    kind: 'digits',
    length: CARD_NUMBER_DIGITS,
    error: 'cardNumberDigits',
    when: { field: 'hasCashlessCard', equals: true },
  },
  wantsTopUpCard: { kind: 'flag' },
  champagneTable: { kind: 'flag' },
  wantsTickets: { kind: 'flag' },
  ticketCount: { kind: 'count', min: 1, max: 20, when: { field: 'wantsTickets', equals: true } },
  priceCategory: { kind: 'choice', options: priceCategories, when: { field: 'wantsTickets', equals: true } },
  comments: { kind: 'longText', optional: true },
  marketingConsent: { kind: 'flag' },
} as const satisfies FormDescription;

/** The form's values in the browser, as its fields hold them. */
export type VipReservationInput = InputOf<typeof vipReservationFields>;

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
    'cardNumber',
    'wantsTopUpCard',
    'champagneTable',
    'wantsTickets',
    'ticketCount',
    'priceCategory',
    'comments',
    'marketingConsent',
  ],
] as const satisfies readonly (readonly (keyof typeof vipReservationFields)[])[];

export const vipReservationDefaults: VipReservationInput = {
  dinnerType: '',
  matchId: '',
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
  cardNumber: '',
  wantsTopUpCard: false,
  champagneTable: false,
  wantsTickets: false,
  ticketCount: 1,
  priceCategory: '',
  comments: '',
  marketingConsent: false,
  website: '',
};
