import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { contactSchema } from '@/lib/forms/contact';
import { fieldErrors } from '@/lib/forms/errors';
import { errorCodes } from '@/lib/forms/codes';
import { mascotVisitSchema } from '@/lib/forms/mascot-visit';
import { ticketRequestSchema } from '@/lib/forms/ticket-request';
import { vipReservationSchema } from '@/lib/forms/vip-reservation';
import { CHAMPAGNE_TABLE_EUR } from '@/lib/forms/vip-reservation-form';
import {
  validContact,
  validMascotVisit,
  validTicketRequest,
  validVipReservation,
} from '../support/form-fixtures';
import type { z } from 'zod';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('SPEC §5 messages', () => {
  it('are the English wording of the error codes', () => {
    expect(en.FormErrors).toMatchObject({
      firstNameRequired: 'First name is required',
      lastNameRequired: 'Last name is required',
      birthDateRequired: 'Birth date is required',
      emailRequired: 'Email is required',
      ticketTypeRequired: 'Ticket type is required',
      dinnerTypeRequired: 'You must select a dinner type',
      emailInvalid: 'Please enter a valid email address.',
      formIncomplete: 'Sorry, not all fields are filled out correctly.',
      reservationFailed: 'Something went wrong with the reservation.',
    });
  });

  it('exist for every code in every language', () => {
    for (const catalog of [en, nl, fr]) {
      for (const code of errorCodes) expect(catalog.FormErrors[code], code).toBeTruthy();
    }
  });
});

describe('every valid answer passes', () => {
  it.each([
    ['contact', contactSchema, validContact()],
    ['mascot visit', mascotVisitSchema, validMascotVisit()],
    ['ticket request', ticketRequestSchema, validTicketRequest(1)],
    ['vip reservation', vipReservationSchema, validVipReservation(1)],
  ] as const)('%s', (_name, schema, value) => {
    expect(errorsOf(schema, value)).toEqual({});
  });
});

describe('common personal fields', () => {
  it('require first name, last name and e-mail with their own messages', () => {
    expect(errorsOf(contactSchema, { ...validContact(), firstName: ' ', lastName: '', email: '' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
    });
  });

  it.each(['lotte', 'lotte@', 'lotte@example', '@example.com', 'a b@example.com'])(
    'rejects the e-mail %s',
    (email) => {
      expect(errorsOf(contactSchema, { ...validContact(), email })).toEqual({ email: 'emailInvalid' });
    },
  );

  it('trims what visitors type', () => {
    const parsed = contactSchema.parse({ ...validContact(), firstName: '  Lotte ' });
    expect(parsed.firstName).toBe('Lotte');
  });

  it('limits lengths', () => {
    expect(errorsOf(contactSchema, { ...validContact(), lastName: 'x'.repeat(101) })).toEqual({
      lastName: 'tooLong',
    });
    expect(errorsOf(contactSchema, { ...validContact(), message: 'x'.repeat(2001) })).toEqual({
      message: 'tooLong',
    });
  });

  it('requires a birth date that is a real past day', () => {
    const at = (birthDate: string) => errorsOf(ticketRequestSchema, { ...validTicketRequest(1), birthDate });
    expect(at('')).toEqual({ birthDate: 'birthDateRequired' });
    expect(at('2001-02-29')).toEqual({ birthDate: 'birthDateInvalid' });
    expect(at('12/04/1975')).toEqual({ birthDate: 'birthDateInvalid' });
    expect(at('2999-01-01')).toEqual({ birthDate: 'birthDateInvalid' });
    expect(at('1899-12-31')).toEqual({ birthDate: 'birthDateInvalid' });
  });

  it('reads a value of the wrong type as missing', () => {
    expect(errorsOf(contactSchema, { ...validContact(), subject: 3, marketingConsent: 'yes' })).toEqual({
      subject: 'choiceRequired',
      marketingConsent: 'required',
    });
  });
});

describe('VIP reservation', () => {
  const vip = (changes: Record<string, unknown>) =>
    errorsOf(vipReservationSchema, { ...validVipReservation(1), ...changes });

  it('requires a dinner type and a game', () => {
    expect(vip({ dinnerType: '', matchId: Number.NaN })).toEqual({
      dinnerType: 'dinnerTypeRequired',
      matchId: 'matchRequired',
    });
    expect(vip({ dinnerType: 'barbecue' })).toEqual({ dinnerType: 'dinnerTypeRequired' });
  });

  it('asks the 14 digits of the card only from guests who have one', () => {
    expect(vip({ hasCashlessCard: false, cardNumber: '' })).toEqual({});
    expect(vip({ hasCashlessCard: false, cardNumber: '12' })).toEqual({});
    expect(vip({ cardNumber: '' })).toEqual({ cardNumber: 'cardNumberDigits' });
    expect(vip({ cardNumber: '1234567890123' })).toEqual({ cardNumber: 'cardNumberDigits' });
    expect(vip({ cardNumber: '123456789012345' })).toEqual({ cardNumber: 'cardNumberDigits' });
    expect(vip({ cardNumber: '1234567890123a' })).toEqual({ cardNumber: 'cardNumberDigits' });
  });

  it('asks a number and a category of tickets only from guests who want tickets', () => {
    expect(vip({ wantsTickets: true, ticketCount: 0, priceCategory: '' })).toEqual({
      ticketCount: 'numberRange',
      priceCategory: 'choiceRequired',
    });
    expect(vip({ wantsTickets: false, ticketCount: 0, priceCategory: '' })).toEqual({});
  });

  it('shows the ticket errors even while earlier steps are empty', () => {
    const errors = errorsOf(vipReservationSchema, {
      ...validVipReservation(1),
      firstName: '',
      wantsTickets: true,
      ticketCount: 0,
    });
    expect(errors).toMatchObject({ firstName: 'firstNameRequired', ticketCount: 'numberRange' });
  });

  it('keeps the numbers of guests in range', () => {
    expect(vip({ adults: 0 })).toEqual({ adults: 'numberRange' });
    expect(vip({ adults: 2.5 })).toEqual({ adults: 'numberRange' });
    expect(vip({ children: -1 })).toEqual({ children: 'numberRange' });
    expect(vip({ children: 21 })).toEqual({ children: 'numberRange' });
  });

  it('checks phone, postal code and VAT number', () => {
    expect(vip({ phone: 'call me' })).toEqual({ phone: 'phoneInvalid' });
    expect(vip({ postalCode: '89' })).toEqual({ postalCode: 'postalCodeInvalid' });
    expect(vip({ vatNumber: '12' })).toEqual({ vatNumber: 'vatInvalid' });
    expect(vip({ vatNumber: '', company: '' })).toEqual({});
  });

  it('prices the champagne table at 80 EUR excluding VAT (SPEC §9)', () => {
    expect(CHAMPAGNE_TABLE_EUR).toBe(80);
  });
});

describe('ticket request', () => {
  const request = (changes: Record<string, unknown>) =>
    errorsOf(ticketRequestSchema, { ...validTicketRequest(1), ...changes });

  it('requires a ticket type with its own message', () => {
    expect(request({ ticketType: '' })).toEqual({ ticketType: 'ticketTypeRequired' });
  });

  it('asks which invitation card when the visitor chooses "other"', () => {
    expect(request({ invitationCardType: 'other', invitationCardOther: '' })).toEqual({
      invitationCardOther: 'required',
    });
    expect(request({ invitationCardType: 'other', invitationCardOther: 'UEFA delegate' })).toEqual({});
    expect(request({ invitationCardType: '' })).toEqual({ invitationCardType: 'choiceRequired' });
  });
});

describe('mascot visit', () => {
  const visit = (changes: Record<string, unknown>) =>
    errorsOf(mascotVisitSchema, { ...validMascotVisit(), ...changes });

  it('wants a preferred date from today on', () => {
    expect(visit({ preferredDate: '' })).toEqual({ preferredDate: 'required' });
    expect(visit({ preferredDate: '2020-01-01' })).toEqual({ preferredDate: 'dateNotFuture' });
    expect(visit({ preferredDate: 'tomorrow' })).toEqual({ preferredDate: 'dateInvalid' });
    expect(visit({ preferredDate: new Date().toISOString().slice(0, 10) })).toEqual({});
  });

  it('wants an occasion, a number of children and an address', () => {
    expect(visit({ occasion: '', children: 0, street: '', city: '' })).toEqual({
      occasion: 'choiceRequired',
      children: 'numberRange',
      street: 'required',
      city: 'required',
    });
  });
});

describe('contact', () => {
  it('accepts no phone number, but not a wrong one', () => {
    expect(errorsOf(contactSchema, { ...validContact(), phone: '' })).toEqual({});
    expect(errorsOf(contactSchema, { ...validContact(), phone: '12' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('requires a subject and a message', () => {
    expect(errorsOf(contactSchema, { ...validContact(), subject: '', message: '  ' })).toEqual({
      subject: 'choiceRequired',
      message: 'required',
    });
  });
});
