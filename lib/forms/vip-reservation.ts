import { z } from '../zod';
import {
  address,
  birthDate,
  choice,
  count,
  flag,
  honeypot,
  LONG,
  matchId,
  optionalText,
  personal,
  phone,
} from './fields';

export const dinnerTypes = ['brasserie', 'gastronomic', 'business-lounge'] as const;
export const priceCategories = ['adult', 'senior', 'youth', 'child'] as const;

/** SPEC §9: the champagne table costs 80 EUR excluding VAT. */
export const CHAMPAGNE_TABLE_EUR = 80;
/** SPEC §3 and §9: a cashless card number has exactly 14 digits. */
export const CARD_NUMBER_DIGITS = 14;

/** The VIP dining reservation (SPEC §3): one schema for the browser and the server. */
export const vipReservationSchema = z
  .object({
    dinnerType: choice(dinnerTypes, 'dinnerTypeRequired'),
    matchId: matchId(),
    ...personal,
    birthDate: birthDate(),
    phone: phone(true),
    company: optionalText(),
    // Belgian VAT numbers: BE, then 0 or 1 and nine digits; other EU formats are accepted loosely.
    vatNumber: optionalText(20).regex(/^([A-Za-z]{2}[\dA-Za-z.\s]{8,14})?$/, { error: 'vatInvalid' }),
    ...address,
    adults: count(1, 20),
    children: count(0, 20),
    hasCashlessCard: flag(),
    wantsTopUpCard: flag(),
    cardNumber: optionalText(20).regex(new RegExp(`^(\\d{${CARD_NUMBER_DIGITS}})?$`), {
      error: 'cardNumberDigits',
    }),
    champagneTable: flag(),
    comments: optionalText(LONG),
    wantsTickets: flag(),
    ticketCount: count(0, 20),
    priceCategory: z.union([choice(priceCategories), z.literal('')], { error: 'choiceRequired' }),
    marketingConsent: flag(),
    website: honeypot(),
  })
  // Tickets need a number and a category, but only for guests who want tickets.
  .superRefine(
    (data, ctx) => {
      if (!data.wantsTickets) return;
      if (!(data.ticketCount >= 1))
        ctx.addIssue({ code: 'custom', path: ['ticketCount'], message: 'numberRange' });
      if (!data.priceCategory)
        ctx.addIssue({ code: 'custom', path: ['priceCategory'], message: 'choiceRequired' });
    },
    // Run even while other steps are still empty, so the tickets step can show its errors.
    { when: (payload) => ticketFieldsParsed(payload.value) },
  );

function ticketFieldsParsed(value: unknown): boolean {
  const data = value as Record<string, unknown> | null;
  return typeof data?.wantsTickets === 'boolean' && typeof data.ticketCount === 'number';
}

export type VipReservation = z.infer<typeof vipReservationSchema>;
export type VipReservationInput = z.input<typeof vipReservationSchema>;

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
