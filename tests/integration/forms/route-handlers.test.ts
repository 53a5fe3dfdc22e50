import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Payload } from 'payload';
import { formRequest, nextIp, formRoute } from '../../support/form-requests';
import {
  validContact,
  validMascotVisit,
  validTicketRequest,
  validVipReservation,
} from '../../support/form-fixtures';
import { readMail, smtpSink } from '../../support/smtp-sink';
import { useSeededCms } from '../../support/throwaway-cms';

// The sink must listen before anything reads the environment (lib/shared/env/index.ts reads it once).
const sink = await smtpSink();
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(sink.port);
process.env.SITE_URL = 'http://localhost:3000';

const cms = useSeededCms();

type Handler = (request: Request) => Promise<Response>;
let routes: Record<'contact' | 'vip' | 'ticket' | 'mascot', Handler>;
let matchId: number;

beforeAll(async () => {
  const [contact, vip, ticket, mascot, fixtures] = await Promise.all([
    formRoute('contact'),
    formRoute('vip-reservation'),
    formRoute('ticket-request'),
    formRoute('mascot-visit'),
    import('@/lib/data/home-fixtures'),
  ]);
  routes = { contact, vip, ticket, mascot };
  matchId = (await fixtures.queryHomeFixtures(cms(), 'en'))[0].id;
  return () => sink.close();
});

type Collection = 'contact-messages' | 'vip-reservations' | 'ticket-requests' | 'mascot-visits';
const count = (payload: Payload, collection: Collection) =>
  payload.count({ collection }).then((result) => result.totalDocs);

describe('form route handlers: bad input', () => {
  it('answers 400 to malformed JSON', async () => {
    const response = await routes.contact(
      formRequest('/api/forms/contact', null, { raw: '{"firstName": "Lo' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'malformedJson' });
  });

  it('answers 400 to a JSON value that is not an object', async () => {
    const response = await routes.contact(formRequest('/api/forms/contact', [1, 2]));
    expect(response.status).toBe(400);
  });

  it('answers 400 with per-field errors to wrong types', async () => {
    const response = await routes.vip(
      formRequest('/api/forms/vip-reservation', {
        ...validVipReservation(matchId),
        adults: 'four',
        champagneTable: 'yes',
        firstName: 42,
      }),
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.fieldErrors).toMatchObject({
      adults: 'numberRange',
      champagneTable: 'required',
      firstName: 'firstNameRequired',
    });
  });

  it("answers 400 with the SPEC messages' codes to missing fields", async () => {
    const response = await routes.ticket(formRequest('/api/forms/ticket-request', {}, { lang: 'en' }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toMatchObject({
      matchId: 'matchRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      birthDate: 'birthDateRequired',
      email: 'emailRequired',
      ticketType: 'ticketTypeRequired',
    });
  });

  it('answers 413 to a body over the limit, declared or not', async () => {
    const big = { ...validContact(), message: 'x'.repeat(40_000) };
    expect((await routes.contact(formRequest('/api/forms/contact', big))).status).toBe(413);
    const chunked = new Request('http://localhost:3000/api/forms/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        'x-forwarded-for': nextIp(),
      },
      body: new Blob([JSON.stringify(big)]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect((await routes.contact(chunked)).status).toBe(413);
  });

  it('answers 415 to a wrong content type', async () => {
    const response = await routes.contact(
      formRequest('/api/forms/contact', null, {
        raw: 'firstName=Lotte',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(response.status).toBe(415);
  });

  it('answers 404 to a form the registry does not have, and stores nothing', async () => {
    const { POST } = await import('@/app/api/forms/[form]/route');
    const before = await count(cms(), 'contact-messages');
    for (const form of ['contact-messages', 'newsletter', 'toString']) {
      const response = await POST(formRequest(`/api/forms/${form}`, validContact(), { lang: 'en' }), {
        params: Promise.resolve({ form }),
      });
      expect(response.status, form).toBe(404);
    }
    expect(await count(cms(), 'contact-messages')).toBe(before);
  });

  it('answers 400 to a language the site does not have, and stores nothing', async () => {
    const before = await count(cms(), 'contact-messages');
    const response = await routes.contact(formRequest('/api/forms/contact', validContact(), { lang: 'de' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'unknownLanguage' });
    expect(await count(cms(), 'contact-messages')).toBe(before);
  });

  it('answers 403 to another origin or none', async () => {
    const foreign = formRequest('/api/forms/contact', validContact(), {
      headers: { origin: 'https://evil.example' },
    });
    expect((await routes.contact(foreign)).status).toBe(403);
    const none = new Request('http://localhost:3000/api/forms/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validContact()),
    });
    expect((await routes.contact(none)).status).toBe(403);
  });

  it('answers 429 past the per-IP limit of attempts, other visitors unaffected', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await routes.contact(formRequest('/api/forms/contact', null, { raw: '{', ip }))).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await routes.contact(formRequest('/api/forms/contact', null, { raw: '{' }))).status).toBe(400);
  });

  it('does not lock out a visitor whose answers were refused a few times', async () => {
    const ip = nextIp();
    for (let i = 0; i < 12; i++) {
      const typo = { ...validContact(), email: `lotte@example.c${'o'.repeat(i % 2)}m@` };
      expect((await routes.contact(formRequest('/api/forms/contact', typo, { ip }))).status).toBe(400);
    }
    expect((await routes.contact(formRequest('/api/forms/contact', validContact(), { ip }))).status).toBe(
      201,
    );
  });

  it('answers 429 past the per-IP limit of stored submissions, and stores no more', async () => {
    const { formHandler } = await import('@/lib/server/forms/handle-submission');
    const { contactFields } = await import('@/lib/domain/forms/contact-form');
    const handler = formHandler({
      payload: async () => cms(),
      form: 'contact-limit-test',
      collection: 'contact-messages',
      fields: contactFields,
      rateLimit: { limit: 2, windowMs: 60_000 },
    });
    const ip = nextIp();
    const before = await count(cms(), 'contact-messages');
    const send = async (body: unknown) =>
      (await handler(formRequest('/api/forms/contact', body, { ip }))).status;
    expect([await send(validContact()), await send(validContact()), await send(validContact())]).toEqual([
      201, 201, 429,
    ]);
    expect(await count(cms(), 'contact-messages')).toBe(before + 2);
    // Attempts of any kind count up to three times the submissions: six, the three above included.
    expect([await send({}), await send({}), await send({}), await send({})]).toEqual([400, 400, 400, 429]);
  });

  it('drops a submission whose honeypot is filled in, and says thank you', async () => {
    const before = await count(cms(), 'contact-messages');
    const response = await routes.contact(
      formRequest('/api/forms/contact', { ...validContact(), website: 'http://spam.example' }),
    );
    expect(response.status).toBe(201);
    expect(await count(cms(), 'contact-messages')).toBe(before);
  });

  it('stores script injection as inert text', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const response = await routes.contact(
      formRequest('/api/forms/contact', { ...validContact(), message: script, lastName: '=HYPERLINK("x")' }),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = await cms().findByID({ collection: 'contact-messages', id });
    expect(stored.message).toBe(script);
    const { toCsv } = await import('@/lib/cms/collections/Submissions/csv');
    expect(toCsv(['lastName', 'message'], [stored as never])).toContain(`'=HYPERLINK(""x"")`);
  });

  it('rejects a match that is not an upcoming home game', async () => {
    const response = await routes.vip(
      formRequest('/api/forms/vip-reservation', validVipReservation(999_999), { lang: 'en' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ matchId: 'matchRequired' });
  });

  it('answers 503, stores nothing and keeps the visitor retrying when the database fails', async () => {
    const { formHandler } = await import('@/lib/server/forms/handle-submission');
    const { contactFields } = await import('@/lib/domain/forms/contact-form');
    const broken = formHandler({
      form: 'contact',
      collection: 'contact-messages',
      fields: contactFields,
      payload: () => Promise.reject(new Error('database is down')),
    });
    const before = await count(cms(), 'contact-messages');
    const response = await broken(formRequest('/api/forms/contact', validContact()));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await count(cms(), 'contact-messages')).toBe(before);
  });
});

describe('form route handlers: stored submissions and confirmation e-mails', () => {
  it('stores a contact message', async () => {
    const response = await routes.contact(formRequest('/api/forms/contact', validContact(), { lang: 'nl' }));
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = await cms().findByID({ collection: 'contact-messages', id });
    expect(stored).toMatchObject({
      lastName: 'Vermeulen',
      subject: 'fan-mail',
      locale: 'nl',
      marketingConsent: true,
    });
    expect(stored).not.toHaveProperty('website');
  });

  it('stores a mascot visit request', async () => {
    const response = await routes.mascot(
      formRequest('/api/forms/mascot-visit', validMascotVisit(), { lang: 'fr' }),
    );
    expect(response.status).toBe(201);
  });

  it("stores a VIP reservation and e-mails a confirmation in the visitor's language", async () => {
    const response = await routes.vip(
      formRequest(
        '/api/forms/vip-reservation',
        { ...validVipReservation(matchId), email: 'vip-nl@example.com' },
        { lang: 'nl' },
      ),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = await cms().findByID({ collection: 'vip-reservations', id, depth: 0 });
    expect(stored).toMatchObject({
      match: matchId,
      cardNumber: '12345678901234',
      champagneTable: true,
      ticketCount: 2,
    });
    expect(stored.matchLabel).toContain('KVC Westhoek');
    const mail = await sink.waitForMail('vip-nl@example.com');
    const { subject, text } = readMail(mail);
    expect(subject).toBe(`Je VIP-reservatie voor ${stored.matchLabel}`);
    expect(text).toContain('Beste Sofie,');
    expect(text).toContain(`Je referentie: VIP-${id}`);
  });

  it('stores a ticket request and e-mails a confirmation', async () => {
    const response = await routes.ticket(
      formRequest(
        '/api/forms/ticket-request',
        { ...validTicketRequest(matchId), email: 'scout-fr@example.com' },
        { lang: 'fr' },
      ),
    );
    expect(response.status).toBe(201);
    const mail = await sink.waitForMail('scout-fr@example.com');
    const { subject, text } = readMail(mail);
    expect(subject).toMatch(/^Votre demande de billets pour KVC Westhoek – /);
    expect(text).toContain('Cher/Chère Marc,');
    expect(text).toContain('La billetterie vérifie votre carte');
  });
});

/** YYYY-MM-DD of today shifted by whole years, as a date input sends it. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

describe('form route handlers: what nobody types is refused with a field error, and nothing is stored', () => {
  type Exploit = {
    name: string;
    route: 'contact' | 'vip' | 'ticket' | 'mascot';
    body: () => Record<string, unknown>;
    fieldErrors: Record<string, string>;
  };
  const paths = {
    contact: ['/api/forms/contact', 'contact-messages'],
    vip: ['/api/forms/vip-reservation', 'vip-reservations'],
    ticket: ['/api/forms/ticket-request', 'ticket-requests'],
    mascot: ['/api/forms/mascot-visit', 'mascot-visits'],
  } as const;
  const exploits: Exploit[] = [
    {
      name: 'an e-mail address Payload refuses (a@ex-.com), on the contact form',
      route: 'contact',
      body: () => ({ ...validContact(), email: 'a@ex-.com' }),
      fieldErrors: { email: 'emailInvalid' },
    },
    {
      name: 'an e-mail address Payload refuses, on the ticket request',
      route: 'ticket',
      body: () => ({ ...validTicketRequest(matchId), email: 'scout@ex-.com' }),
      fieldErrors: { email: 'emailInvalid' },
    },
    {
      name: 'names of zero-width characters only',
      route: 'contact',
      body: () => ({ ...validContact(), firstName: '\u200B\u200C', lastName: '\uFEFF\u2060' }),
      fieldErrors: { firstName: 'firstNameRequired', lastName: 'lastNameRequired' },
    },
    {
      name: 'a name of control characters only',
      route: 'ticket',
      body: () => ({ ...validTicketRequest(matchId), lastName: '\u0000\u0007' }),
      fieldErrors: { lastName: 'lastNameRequired' },
    },
    {
      name: 'a name without a letter',
      route: 'mascot',
      body: () => ({ ...validMascotVisit(), firstName: '12345' }),
      fieldErrors: { firstName: 'nameInvalid' },
    },
    {
      name: 'a NUL byte inside a name',
      route: 'contact',
      body: () => ({ ...validContact(), firstName: 'Lot\u0000te' }),
      fieldErrors: { firstName: 'invisibleCharacters' },
    },
    {
      name: 'control characters inside an address',
      route: 'vip',
      body: () => ({ ...validVipReservation(matchId), street: 'Markt\u0000', city: 'Ie\u001Bper' }),
      fieldErrors: { city: 'invisibleCharacters' },
    },
    {
      name: 'a phone number without digits',
      route: 'mascot',
      body: () => ({ ...validMascotVisit(), phone: '.../.../...' }),
      fieldErrors: { phone: 'phoneInvalid' },
    },
    {
      name: 'a birth date of today',
      route: 'ticket',
      body: () => ({ ...validTicketRequest(matchId), birthDate: yearsAgo(0) }),
      fieldErrors: { birthDate: 'birthDateInvalid' },
    },
    {
      name: 'a VIP reservation by a minor',
      route: 'vip',
      body: () => ({ ...validVipReservation(matchId), birthDate: yearsAgo(12) }),
      fieldErrors: { birthDate: 'adultRequired' },
    },
    {
      name: 'a VIP reservation without tickets, yet with a ticket count and category',
      route: 'vip',
      body: () => ({
        ...validVipReservation(matchId),
        wantsTickets: false,
        ticketCount: 4,
        priceCategory: 'adult',
      }),
      fieldErrors: { ticketCount: 'notAsked', priceCategory: 'notAsked' },
    },
    {
      name: 'a VIP reservation without a cashless card, yet with a card number',
      route: 'vip',
      body: () => ({ ...validVipReservation(matchId), hasCashlessCard: false, cardNumber: '12345678901234' }),
      fieldErrors: { cardNumber: 'notAsked' },
    },
  ];

  for (const exploit of exploits) {
    it(exploit.name, async () => {
      const [path, collection] = paths[exploit.route];
      const before = await count(cms(), collection);
      const response = await routes[exploit.route](formRequest(path, exploit.body(), { lang: 'en' }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid', fieldErrors: exploit.fieldErrors });
      expect(await count(cms(), collection)).toBe(before);
    });
  }

  it('control characters in a message are removed before it is stored', async () => {
    const response = await routes.contact(
      formRequest('/api/forms/contact', {
        ...validContact(),
        message: 'Hello\u0000 there,\r\n\tsee\u001B[2J you',
      }),
    );
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const stored = await cms().findByID({ collection: 'contact-messages', id });
    expect(stored.message).toBe('Hello there,\n\tsee[2J you');
  });
});

describe('confirmation e-mails: at most 3 per mailbox and hour', () => {
  it('stores every request, mails the first three, and logs the rest without the address', async () => {
    const { log } = await import('@/lib/shared/log/logger');
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => {});
    // One mailbox, written four ways: case and a "+tag" do not make another recipient.
    const addresses = [
      'flood-target@example.com',
      'Flood-Target@Example.com',
      'flood-target+1@example.com',
      'flood-target+2@example.com',
    ];
    const before = await count(cms(), 'ticket-requests');
    for (const email of addresses) {
      const response = await routes.ticket(
        formRequest('/api/forms/ticket-request', { ...validTicketRequest(matchId), email }, { lang: 'en' }),
      );
      expect(response.status).toBe(201);
    }
    expect(await count(cms(), 'ticket-requests')).toBe(before + 4);
    // Once the mails' first attempts have ended, whatever was sent has arrived.
    const { firstAttemptsSettled } = await import('@/lib/domain/mail/submission-mails');
    await firstAttemptsSettled();
    const received = sink.mails.filter((mail) => mail.to.some((rcpt) => /flood-target/i.test(rcpt)));
    expect(received).toHaveLength(3);
    const logged = warn.mock.calls.map((call) => JSON.stringify(call)).join('\n');
    expect(logged).toMatch(/confirmation of REF-\d+ not sent/);
    expect(logged).not.toMatch(/flood-target/i);
    warn.mockRestore();
  });

  it('another mailbox still gets its confirmation', async () => {
    const response = await routes.vip(
      formRequest(
        '/api/forms/vip-reservation',
        { ...validVipReservation(matchId), email: 'not-flooded@example.com' },
        { lang: 'en' },
      ),
    );
    expect(response.status).toBe(201);
    await sink.waitForMail('not-flooded@example.com');
  });
});
