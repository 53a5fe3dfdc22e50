import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import {
  contactSchema,
  mascotVisitSchema,
  ticketRequestSchema,
  vipReservationSchema,
} from '../support/form-schemas';
import { fieldErrors } from '@/lib/domain/forms/errors';
import { hasTurned } from '@/lib/domain/forms/fields';
import { errorCodes } from '@/lib/domain/forms/codes';
import { schemaFromDescription } from '@/lib/domain/forms/schema-from-description';
import { CHAMPAGNE_TABLE_EUR, vipReservationFields } from '@/lib/domain/forms/vip-reservation-form';
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

/** YYYY-MM-DD of today shifted by whole years and days, as a date input sends it. */
function isoDay({ years = 0, days = 0 }: { years?: number; days?: number }): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('what nobody types is refused with a field message', () => {
  const contact = (changes: Record<string, unknown>) =>
    errorsOf(contactSchema, { ...validContact(), ...changes });

  it.each([
    ['zero-width space', '\u200B'],
    ['zero-width joiners', '\u200C\u200D\u2060'],
    ['byte order mark', '\uFEFF'],
    ['soft hyphen', '\u00AD'],
    ['Hangul filler', '\u3164'],
    ['blank Braille pattern', '\u2800'],
    ['NUL', '\u0000'],
    ['control characters', '\u0001\u001F\u007F\u0085'],
    ['spaces of every kind', ' \u00A0\u3000\t'],
  ])('a name of only %s is missing', (_what, name) => {
    expect(contact({ firstName: name, lastName: name })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
  });

  it.each(['123', '---', "'.'", '\u200B.\u200B', '.\u3164.'])(
    'a name without a letter (%j) is refused',
    (name) => {
      expect(contact({ firstName: name })).toEqual({ firstName: 'nameInvalid' });
    },
  );

  it.each(['Zoë', 'Ólafur', "O'Brien", 'Anne-Marie', 'Đặng', 'محمد', '李', 'Ali\u200Cpour', 'J. R.'])(
    'accepts the name %s',
    (name) => {
      expect(contact({ firstName: name })).toEqual({});
    },
  );

  it('trims invisible characters around a name', () => {
    expect(contactSchema.parse({ ...validContact(), firstName: '\u200BLotte\uFEFF\u0000' }).firstName).toBe(
      'Lotte',
    );
  });

  it('refuses control characters and line breaks inside a single-line answer', () => {
    expect(contact({ firstName: 'Lot\u0000te', lastName: 'Ver\nmeulen' })).toEqual({
      firstName: 'invisibleCharacters',
      lastName: 'invisibleCharacters',
    });
    expect(
      errorsOf(mascotVisitSchema, { ...validMascotVisit(), street: 'Markt\u0000 1', city: 'Ieper\u001B[2J' }),
    ).toEqual({ street: 'invisibleCharacters', city: 'invisibleCharacters' });
    expect(
      errorsOf(ticketRequestSchema, {
        ...validTicketRequest(1),
        invitationCardType: 'other',
        invitationCardOther: 'UEFA\u0000delegate',
      }),
    ).toEqual({ invitationCardOther: 'invisibleCharacters' });
    expect(
      errorsOf(vipReservationSchema, { ...validVipReservation(1), vatNumber: 'BE\n0123456789' }),
    ).toEqual({
      vatNumber: 'invisibleCharacters',
    });
  });

  it('removes control characters from a message, keeping its lines and tabs', () => {
    const parsed = contactSchema.parse({
      ...validContact(),
      message: 'Hello\u0000 there\r\nline two\tend\u001B\u0085',
    });
    expect(parsed.message).toBe('Hello there\nline two\tend');
    expect(contact({ message: '\u0000\u0007\u200B' })).toEqual({ message: 'required' });
  });

  it.each(['........', '+ / - . / - .', '--------', '1234567', '+32 470 12 34 56 78 90 12'])(
    'refuses the phone number %j',
    (phone) => {
      expect(contact({ phone })).toEqual({ phone: 'phoneInvalid' });
      expect(errorsOf(mascotVisitSchema, { ...validMascotVisit(), phone })).toEqual({
        phone: 'phoneInvalid',
      });
    },
  );

  it.each(['057 12 34 56', '0470/12.34.56', '+32 470 12 34 56', '+44 20 7946 0958'])(
    'accepts the phone number %s',
    (phone) => {
      expect(contact({ phone })).toEqual({});
    },
  );

  it.each(['a@ex-.com', 'a@-ex.com', 'a@ex.-b.com', 'a@sub-.ex.com'])(
    'refuses the e-mail %s, which the CMS would refuse too',
    (email) => {
      expect(contact({ email })).toEqual({ email: 'emailInvalid' });
      expect(errorsOf(ticketRequestSchema, { ...validTicketRequest(1), email })).toEqual({
        email: 'emailInvalid',
      });
    },
  );

  it('refuses a birth date of today or later', () => {
    for (const birthDate of [isoDay({}), isoDay({ days: 1 })]) {
      expect(errorsOf(ticketRequestSchema, { ...validTicketRequest(1), birthDate })).toEqual({
        birthDate: 'birthDateInvalid',
      });
      expect(errorsOf(vipReservationSchema, { ...validVipReservation(1), birthDate })).toEqual({
        birthDate: 'birthDateInvalid',
      });
    }
  });

  it('books a VIP reservation only for an adult, from the 18th birthday on', () => {
    const vip = (birthDate: string) =>
      errorsOf(vipReservationSchema, { ...validVipReservation(1), birthDate });
    expect(vip(isoDay({ years: -18, days: 1 }))).toEqual({ birthDate: 'adultRequired' });
    expect(vip(isoDay({ years: -10 }))).toEqual({ birthDate: 'adultRequired' });
    expect(vip(isoDay({ years: -18, days: -1 }))).toEqual({});
    // A young referee may ask a ticket: the ticket request has no adult rule.
    expect(
      errorsOf(ticketRequestSchema, { ...validTicketRequest(1), birthDate: isoDay({ years: -15 }) }),
    ).toEqual({});
  });
});

describe('the 18th birthday', () => {
  it('is the day itself, and 1 March for someone born on 29 February', () => {
    expect(hasTurned(18, '2008-05-10', '2026-05-10')).toBe(true);
    expect(hasTurned(18, '2008-05-10', '2026-05-09')).toBe(false);
    expect(hasTurned(18, '2008-02-29', '2026-02-28')).toBe(false);
    expect(hasTurned(18, '2008-02-29', '2026-03-01')).toBe(true);
  });
});

describe('a request that contradicts itself', () => {
  const request = schemaFromDescription(vipReservationFields, 'request');
  const vip = (changes: Record<string, unknown>) =>
    errorsOf(request, { ...validVipReservation(1), ...changes });

  it('is refused: no tickets wanted, yet a count or a category', () => {
    expect(vip({ wantsTickets: false, ticketCount: 3, priceCategory: 'adult' })).toEqual({
      ticketCount: 'notAsked',
      priceCategory: 'notAsked',
    });
    expect(vip({ wantsTickets: false, ticketCount: 0 })).toMatchObject({ ticketCount: 'notAsked' });
  });

  it('is refused: no cashless card, yet a card number', () => {
    expect(vip({ hasCashlessCard: false, cardNumber: '12345678901234' })).toEqual({ cardNumber: 'notAsked' });
  });

  it('is not: questions not asked left out or blank', () => {
    const {
      ticketCount: _count,
      priceCategory: _category,
      cardNumber: _card,
      ...rest
    } = validVipReservation(1);
    expect(errorsOf(request, { ...rest, wantsTickets: false, hasCashlessCard: false })).toEqual({});
    expect(
      vip({
        hasCashlessCard: false,
        cardNumber: '',
        wantsTickets: false,
        ticketCount: null,
        priceCategory: '',
      }),
    ).toEqual({});
  });

  it('while the form itself keeps a hidden answer and leaves it out of what it sends', () => {
    const answer = { ...validVipReservation(1), wantsTickets: false, ticketCount: 3, priceCategory: 'adult' };
    const sent = vipReservationSchema.parse(answer);
    expect(sent).not.toHaveProperty('ticketCount');
    expect(errorsOf(request, sent)).toEqual({});
  });
});
