import { expect, test } from './support/own-visitor';
import {
  validContact,
  validMascotVisit,
  validTicketRequest,
  validVipReservation,
} from '../support/form-fixtures';
import { adminFind, uniqueEmail } from './support/forms';

/**
 * Answers no person types, posted straight to the route handlers as a script
 * would: each gets a 400 with the field's error code (the form shows it in the
 * visitor's language), never a 503, and nothing is stored.
 */

/** YYYY-MM-DD of today shifted by whole years, as a date input sends it. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

// The match is checked only once every answer passes; these are refused before, so any id will do.
const ANY_MATCH = 1;

// Valid answers (the integration tests' own), each from its own address; every test spoils one.
// Posted in English: the language is the `lang` query parameter, as on every API route.
const contact = (email: string) => ({ ...validContact(), email });
const mascotVisit = (email: string) => ({ ...validMascotVisit(), email });
const ticketRequest = (email: string) => ({ ...validTicketRequest(ANY_MATCH), email });
const vipReservation = (email: string) => ({ ...validVipReservation(ANY_MATCH), email });

const exploits: {
  name: string;
  form: string;
  collection: string;
  body: (email: string) => Record<string, unknown>;
  fieldErrors: Record<string, string>;
}[] = [
  {
    name: 'an e-mail address the CMS refuses (a@ex-.com) on the contact form',
    form: 'contact',
    collection: 'contact-messages',
    body: (email) => ({ ...contact(email), email: email.replace('@example.com', '@ex-.com') }),
    fieldErrors: { email: 'emailInvalid' },
  },
  {
    name: 'an e-mail address the CMS refuses on the ticket request',
    form: 'ticket-request',
    collection: 'ticket-requests',
    body: (email) => ({ ...ticketRequest(email), email: email.replace('@example.com', '@ex-.com') }),
    fieldErrors: { email: 'emailInvalid' },
  },
  {
    name: 'names of zero-width characters only',
    form: 'contact',
    collection: 'contact-messages',
    body: (email) => ({ ...contact(email), firstName: '\u200B\u200C', lastName: '\uFEFF' }),
    fieldErrors: { firstName: 'firstNameRequired', lastName: 'lastNameRequired' },
  },
  {
    name: 'a NUL byte inside a name',
    form: 'contact',
    collection: 'contact-messages',
    body: (email) => ({ ...contact(email), firstName: 'Lot\u0000te' }),
    fieldErrors: { firstName: 'invisibleCharacters' },
  },
  {
    name: 'a name of control characters only',
    form: 'ticket-request',
    collection: 'ticket-requests',
    body: (email) => ({ ...ticketRequest(email), lastName: '\u0000\u0007' }),
    fieldErrors: { lastName: 'lastNameRequired' },
  },
  {
    name: 'a phone number without digits',
    form: 'mascot-visit',
    collection: 'mascot-visits',
    body: (email) => ({ ...mascotVisit(email), phone: '.../.../...' }),
    fieldErrors: { phone: 'phoneInvalid' },
  },
  {
    name: 'a birth date of today',
    form: 'ticket-request',
    collection: 'ticket-requests',
    body: (email) => ({ ...ticketRequest(email), birthDate: yearsAgo(0) }),
    fieldErrors: { birthDate: 'birthDateInvalid' },
  },
  {
    name: 'a VIP reservation by a minor',
    form: 'vip-reservation',
    collection: 'vip-reservations',
    body: (email) => ({ ...vipReservation(email), birthDate: yearsAgo(12) }),
    fieldErrors: { birthDate: 'adultRequired' },
  },
  {
    name: 'a VIP reservation without tickets, yet with a ticket count and category',
    form: 'vip-reservation',
    collection: 'vip-reservations',
    body: (email) => ({ ...vipReservation(email), wantsTickets: false }),
    fieldErrors: { ticketCount: 'notAsked', priceCategory: 'notAsked' },
  },
  {
    name: 'a VIP reservation without a cashless card, yet with a card number',
    form: 'vip-reservation',
    collection: 'vip-reservations',
    body: (email) => ({ ...vipReservation(email), hasCashlessCard: false }),
    fieldErrors: { cardNumber: 'notAsked' },
  },
];

test.describe('forms refuse what nobody types', () => {
  // As the site's own form posts it: a browser names the page's origin on every POST.
  test.use({ extraHTTPHeaders: async ({ baseURL }, use) => use({ origin: new URL(baseURL!).origin }) });

  for (const exploit of exploits) {
    test(exploit.name, async ({ request }) => {
      const email = uniqueEmail(`exploit-${exploit.form}`);
      const body = exploit.body(email);
      const response = await request.post(`/api/forms/${exploit.form}?lang=en`, { data: body });
      expect(response.status()).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid', fieldErrors: exploit.fieldErrors });
      expect(await adminFind(request, exploit.collection, String(body.email))).toHaveLength(0);
    });
  }

  test('a message reaches the store without its control characters', async ({ request }) => {
    const email = uniqueEmail('exploit-message');
    const response = await request.post('/api/forms/contact?lang=en', {
      data: { ...contact(email), message: 'Hello\u0000 there,\r\nsee\u001B you' },
    });
    expect(response.status()).toBe(201);
    const [stored] = await adminFind(request, 'contact-messages', email);
    expect(stored.message).toBe('Hello there,\nsee you');
  });

  test('the newsletter answers field errors, never a 503', async ({ request }) => {
    const response = await request.post('/api/newsletter?lang=fr', {
      data: {
        first_name: '\u200B',
        last_name: 'Claes',
        birth_date: '1991-09-30',
        email: `an-${Date.now()}@ex-.com`,
        privacy: true,
      },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).fields).toEqual({
      first_name: 'Le prénom est obligatoire',
      email: 'Veuillez saisir une adresse e-mail valide.',
    });
  });
});
