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
import { CARD_NUMBER_DIGITS, dinnerTypes, priceCategories } from './vip-reservation-form';

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
