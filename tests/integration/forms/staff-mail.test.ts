import { createServer, type Socket } from 'node:net';
import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals, type Payload } from 'payload';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formRequest, formRoute } from '../../support/form-requests';
import {
  validContact,
  validMascotVisit,
  validTicketRequest,
  validVipReservation,
} from '../../support/form-fixtures';
import { readMail, smtpSink, type ReceivedMail } from '../../support/smtp-sink';
import { useSeededCms } from '../../support/throwaway-cms';

// The mail server must be named before anything reads the environment (lib/shared/env/index.ts reads it once).
let sink = await smtpSink();
const port = sink.port;
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(port);
process.env.SITE_URL = 'http://localhost:3000';

const cms = useSeededCms();

const desks = {
  tickets: 'tickets-desk@club.example',
  business: 'vip-desk@club.example',
  community: 'community-desk@club.example',
  general: 'general-desk@club.example',
};

type Handler = (request: Request) => Promise<Response>;
let routes: Record<'contact' | 'vip' | 'ticket' | 'mascot', Handler>;
let matchId: number;
let firstAttemptsSettled: () => Promise<void>;
let dueJobs: { allQueues: true; limit: number };

beforeAll(async () => {
  const [contact, vip, ticket, mascot, fixtures, mails, ticker] = await Promise.all([
    formRoute('contact'),
    formRoute('vip-reservation'),
    formRoute('ticket-request'),
    formRoute('mascot-visit'),
    import('@/lib/data/home-fixtures'),
    import('@/lib/domain/mail/submission-mails'),
    import('@/lib/cms/jobs/ticker'),
  ]);
  routes = { contact, vip, ticket, mascot };
  matchId = (await fixtures.queryHomeFixtures(cms(), 'en'))[0].id;
  firstAttemptsSettled = mails.firstAttemptsSettled;
  dueJobs = ticker.dueJobs;
  // An admin splits the work and reads the mail in Dutch; the visitors below write in English.
  await cms().updateGlobal({
    slug: 'club-settings',
    data: { mailboxes: { ...desks, language: 'nl' } },
    context: { disableRevalidate: true },
  });
  return () => sink.close();
});

afterEach(() => {
  _internal_resetJobSystemGlobals();
  vi.restoreAllMocks();
});

/** Sends a submission as the browser does, and waits for its mails' first attempt to end. */
async function submit(route: keyof typeof routes, path: string, body: unknown): Promise<number> {
  const response = await routes[route](formRequest(`/api/forms/${path}`, body, { lang: 'en' }));
  expect(response.status).toBe(201);
  const { id } = await response.json();
  await firstAttemptsSettled();
  return id;
}

/** The mails a mailbox received that are about one stored submission (its admin link). */
function mailsAbout(to: string, collection: string, id: number, mails: ReceivedMail[] = sink.mails) {
  const link = `http://localhost:3000/admin/collections/${collection}/${id}`;
  return mails.filter(
    (mail) => mail.to.some((rcpt) => rcpt.includes(to)) && readMail(mail).text.includes(link),
  );
}

const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.data.split('\r\n\r\n')[0])?.[1];

/** The club's mail jobs still waiting (the queue deletes what it completed). */
const waitingMailJobs = (payload: Payload) =>
  payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'mail' } }, depth: 0 });

/** One tick of the ticker, `minutes` from now as the queue sees the time. */
async function tick(payload: Payload, minutes: number): Promise<void> {
  const later = Date.now() + minutes * 60_000;
  _internal_jobSystemGlobals.getCurrentDate = () => new Date(later);
  await payload.jobs.run(dueJobs);
}

describe('staff mail: each form reaches the mailbox the club settings name', () => {
  it('a VIP reservation goes to business, from the visitor, with the admin link, in the staff’s language', async () => {
    const id = await submit('vip', 'vip-reservation', validVipReservation(matchId));
    const [mail] = mailsAbout(desks.business, 'vip-reservations', id);
    expect(mail).toBeDefined();
    expect(header(mail, 'Reply-To')).toBe('sofie@example.com');
    const { subject, text } = readMail(mail);
    expect(subject).toMatch(/^VIP-reservatie: Sofie Claes – KVC Westhoek/);
    expect(text).toContain('Soort diner: Gastronomisch diner');
    expect(text).toContain('Nummer cashless kaart: 12345678901234');
    expect(text).toContain('Champagnetafel: Ja');
    expect(text).toContain(`Referentie: VIP-${id}`);
    expect(text).toContain('Taal van de bezoeker: English');
    // The visitor's confirmation went the same way, in their language, answered by the team.
    const confirmation = sink.mails.find((received) => received.to.some((rcpt) => rcpt.includes('sofie@')));
    expect(readMail(confirmation!).subject).toMatch(/^Your VIP reservation for /);
    expect(header(confirmation!, 'Reply-To')).toBe(desks.business);
  });

  it('a ticket request goes to tickets, a mascot visit to community', async () => {
    const ticket = await submit('ticket', 'ticket-request', validTicketRequest(matchId));
    const [ticketMail] = mailsAbout(desks.tickets, 'ticket-requests', ticket);
    expect(header(ticketMail, 'Reply-To')).toBe('marc@example.com');
    expect(readMail(ticketMail).text).toContain('Uitnodigingskaart: Scoutingkaart');
    expect(readMail(ticketMail).text).toContain('Soort ticket: Pers- en scoutingbox');
    const visit = await submit('mascot', 'mascot-visit', validMascotVisit());
    const [visitMail] = mailsAbout(desks.community, 'mascot-visits', visit);
    expect(header(visitMail, 'Reply-To')).toBe('jan@example.com');
    expect(readMail(visitMail).text).toContain('Gelegenheid: Schoolbezoek');
    expect(readMail(visitMail).text).toContain('Kinderen: 25');
  });

  it.each([
    ['tickets', desks.tickets],
    ['business', desks.business],
    ['community', desks.community],
    ['fan-mail', desks.community],
    ['other', desks.general],
  ] as const)('a contact message about %s goes to %s', async (subject, desk) => {
    const id = await submit('contact', 'contact', { ...validContact(), subject });
    expect(mailsAbout(desk, 'contact-messages', id)).toHaveLength(1);
    // One staff mail per message: no other desk gets it.
    const elsewhere = Object.values(desks).filter((other) => other !== desk);
    expect(elsewhere.flatMap((other) => mailsAbout(other, 'contact-messages', id))).toEqual([]);
  });

  it('an empty mailbox falls back to the general one, and that to the club’s address', async () => {
    const payload = cms();
    const save = (mailboxes: Record<string, string | null>) =>
      payload.updateGlobal({
        slug: 'club-settings',
        data: { mailboxes },
        context: { disableRevalidate: true },
      });
    try {
      await save({ ...desks, community: null });
      const toGeneral = await submit('mascot', 'mascot-visit', validMascotVisit());
      expect(mailsAbout(desks.general, 'mascot-visits', toGeneral)).toHaveLength(1);
      await save({ ...desks, community: null, general: null });
      const { email } = await payload.findGlobal({ slug: 'club-settings' });
      const toClub = await submit('mascot', 'mascot-visit', validMascotVisit());
      expect(mailsAbout(email, 'mascot-visits', toClub)).toHaveLength(1);
    } finally {
      await save({ ...desks, language: 'nl' });
    }
  });
});

describe('staff mail: a mail server that is down or slow', () => {
  it('with the mail server stopped, then started, each mail arrives exactly once', async () => {
    const payload = cms();
    const logged = await spyOnLogs(payload);
    await sink.close();
    const id = await submit('ticket', 'ticket-request', {
      ...validTicketRequest(matchId),
      firstName: 'Zelda',
      lastName: 'Quux',
      email: 'zelda.quux@example.org',
    });
    // Nothing went; both mails wait in the queue, which tries again from a minute on.
    expect((await waitingMailJobs(payload)).totalDocs).toBe(2);
    await tick(payload, 0);
    expect((await waitingMailJobs(payload)).totalDocs).toBe(2);

    sink = await smtpSink(port);
    await tick(payload, 2);
    await tick(payload, 20);
    await tick(payload, 200);
    expect(mailsAbout(desks.tickets, 'ticket-requests', id)).toHaveLength(1);
    expect(sink.mails.filter((mail) => mail.to.some((rcpt) => rcpt.includes('zelda.quux@')))).toHaveLength(1);
    expect(sink.mails).toHaveLength(2);
    expect((await waitingMailJobs(payload)).totalDocs).toBe(0);
    // What was logged meanwhile names neither the visitor nor their address.
    expect(logged()).not.toMatch(/Zelda|Quux|zelda\.quux/i);
    expect(logged()).toMatch(/submission mail not sent yet/);
  });

  it('a mail server that does not answer holds up neither the visitor nor the mail', async () => {
    const payload = cms();
    await sink.close();
    const hung = await hungServer(port);
    const started = performance.now();
    const response = await routes.contact(
      formRequest('/api/forms/contact', { ...validContact(), subject: 'business' }, { lang: 'en' }),
    );
    expect(response.status).toBe(201);
    expect(performance.now() - started).toBeLessThan(1_000);
    const { id } = await response.json();
    // The first attempt gives up when the server's greeting does not come (5 s).
    await firstAttemptsSettled();
    await hung.close();
    sink = await smtpSink(port);
    await tick(payload, 2);
    await tick(payload, 20);
    expect(mailsAbout(desks.business, 'contact-messages', id)).toHaveLength(1);
    expect(sink.mails).toHaveLength(1);
  });
});

/** Every line the site and Payload log from now on, as one text (the spies go after the test). */
async function spyOnLogs(payload: Payload): Promise<() => string> {
  const { log } = await import('@/lib/shared/log/logger');
  const calls: unknown[][] = [];
  for (const logger of [log, payload.logger]) {
    for (const level of ['info', 'warn', 'error'] as const) {
      vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => void calls.push(args)) as never);
    }
  }
  return () =>
    JSON.stringify(calls, (_key, value) =>
      value instanceof Error ? { message: value.message, stack: value.stack } : value,
    );
}

/** A server on `at` that takes connections and never answers, as a frozen mail server. */
async function hungServer(at: number): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(at, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
