import { beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from 'payload';
import { formRequest, nextIp } from '../../support/form-requests';
import {
  validContact,
  validMascotVisit,
  validTicketRequest,
  validVipReservation,
} from '../../support/form-fixtures';
import { readMail, smtpSink } from '../../support/smtp-sink';
import { useSeededCms } from '../../support/throwaway-cms';

// The sink must listen before anything reads the environment (lib/env.ts reads it once).
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
    import('@/app/api/forms/contact/route'),
    import('@/app/api/forms/vip-reservation/route'),
    import('@/app/api/forms/ticket-request/route'),
    import('@/app/api/forms/mascot-visit/route'),
    import('@/lib/forms/server/home-fixtures'),
  ]);
  routes = { contact: contact.POST, vip: vip.POST, ticket: ticket.POST, mascot: mascot.POST };
  matchId = (await fixtures.queryHomeFixtures(cms(), 'en'))[0].id;
  return () => sink.close();
});

const count = (payload: Payload, collection: 'contact-messages' | 'vip-reservations') =>
  payload.count({ collection }).then((result) => result.totalDocs);

async function waitForMail(to: string) {
  for (let i = 0; i < 50; i++) {
    const mail = sink.mails.find((candidate) => candidate.to.some((rcpt) => rcpt.includes(to)));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to}`);
}

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
    const response = await routes.ticket(formRequest('/api/forms/ticket-request', { locale: 'en' }));
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

  it('answers 429 past the per-IP limit, other visitors unaffected', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await routes.contact(formRequest('/api/forms/contact', null, { raw: '{', ip }))).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await routes.contact(formRequest('/api/forms/contact', null, { raw: '{' }))).status).toBe(400);
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
      formRequest('/api/forms/vip-reservation', { ...validVipReservation(999_999), locale: 'en' }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toEqual({ matchId: 'matchRequired' });
  });

  it('answers 503, stores nothing and keeps the visitor retrying when the database fails', async () => {
    const { formHandler } = await import('@/lib/forms/server/handle-submission');
    const { contactSchema } = await import('@/lib/forms/contact');
    const broken = formHandler({
      form: 'contact',
      collection: 'contact-messages',
      schema: contactSchema,
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
    const response = await routes.contact(
      formRequest('/api/forms/contact', { ...validContact(), locale: 'nl' }),
    );
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
      formRequest('/api/forms/mascot-visit', { ...validMascotVisit(), locale: 'fr' }),
    );
    expect(response.status).toBe(201);
  });

  it("stores a VIP reservation and e-mails a confirmation in the visitor's language", async () => {
    const response = await routes.vip(
      formRequest('/api/forms/vip-reservation', {
        ...validVipReservation(matchId),
        email: 'vip-nl@example.com',
        locale: 'nl',
      }),
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
    const mail = await waitForMail('vip-nl@example.com');
    const { subject, text } = readMail(mail);
    expect(subject).toBe(`Je VIP-reservatie voor ${stored.matchLabel}`);
    expect(text).toContain('Beste Sofie,');
    expect(text).toContain(`Je referentie: VIP-${id}`);
  });

  it('stores a ticket request and e-mails a confirmation', async () => {
    const response = await routes.ticket(
      formRequest('/api/forms/ticket-request', {
        ...validTicketRequest(matchId),
        email: 'scout-fr@example.com',
        locale: 'fr',
      }),
    );
    expect(response.status).toBe(201);
    const mail = await waitForMail('scout-fr@example.com');
    const { subject, text } = readMail(mail);
    expect(subject).toMatch(/^Votre demande de billets pour KVC Westhoek – /);
    expect(text).toContain('Cher/Chère Marc,');
    expect(text).toContain('La billetterie vérifie votre carte');
  });
});
