import { NextRequest } from 'next/server';
import type { PayloadRequest } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/domain/i18n/locales';
import { applySecondClub } from '../fixtures/second-club/apply';
import { demoName, secondClub } from '../fixtures/second-club/identity';
import { formRequest, nextIp, ORIGIN, formRoute } from '../support/form-requests';
import {
  validContact,
  validMascotVisit,
  validTicketRequest,
  validVipReservation,
} from '../support/form-fixtures';
import { readMail, smtpSink, type ReceivedMail } from '../support/smtp-sink';
import { useSeededCms } from '../support/throwaway-cms';

/**
 * A second club's identity (tests/fixtures/second-club) applied to the demo's database
 * through the local API (issue 30, point 4): the settings take it as the club saves it,
 * and every mail the site sends — confirmations, the newsletter's, the staff's, the admin's
 * test mail — comes from the club's sender and names the club, never the demo.
 */

// next-intl's server entry needs the react-server build; the same translator stands in for it.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  const load = (locale: string) => import(`@/messages/${locale}.json`).then((module) => module.default);
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, namespace, messages: await load(locale) }),
  };
});
// `after` needs Next's request scope; here its task runs at once, kept so the test can wait for it.
const afterTasks = vi.hoisted(() => [] as Promise<unknown>[]);
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void afterTasks.push(Promise.resolve().then(task)),
}));

// The sink must listen before anything reads the environment (lib/shared/env/index.ts reads it once).
const sink = await smtpSink();
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(sink.port);
process.env.SITE_URL = 'http://localhost:3000';

const cms = useSeededCms();

beforeAll(async () => {
  await applySecondClub(cms());
  return () => sink.close();
});

/** Every mail the sink received, once the sends started after the answers are done. */
async function everyMail(): Promise<ReceivedMail[]> {
  await Promise.all(afterTasks);
  await new Promise((resolve) => setTimeout(resolve, 500));
  return sink.mails;
}

describe('a second club applied to the demo', () => {
  it('the club settings hold the second club as its admin saved it', async () => {
    const settings: unknown = await cms().findGlobal({ slug: 'club-settings', depth: 0 });
    const { name, shortName, pathSegment, foundedYear, mascotName, colours, mail, copyright } = secondClub;
    expect(settings).toMatchObject({
      name,
      shortName,
      pathSegment,
      foundedYear,
      mascotName,
      colours,
      mail,
      copyright,
    });
    expect(settings).toMatchObject({ crest: expect.any(Number), crestMonochrome: expect.any(Number) });
  });

  it('every mail comes from the second club and never names the demo', { timeout: 60_000 }, async () => {
    const [contact, vip, ticket, mascot, newsletter, fixtures] = await Promise.all([
      formRoute('contact'),
      formRoute('vip-reservation'),
      formRoute('ticket-request'),
      formRoute('mascot-visit'),
      import('@/app/api/newsletter/route'),
      import('@/lib/data/home-fixtures'),
    ]);
    const matchId = (await fixtures.queryHomeFixtures(cms(), 'en'))[0].id;
    const answers = await Promise.all([
      vip(
        formRequest(
          '/api/forms/vip-reservation',
          { ...validVipReservation(matchId), email: 'vip@example.com' },
          { lang: 'nl' },
        ),
      ),
      ticket(
        formRequest(
          '/api/forms/ticket-request',
          { ...validTicketRequest(matchId), email: 'ticket@example.com' },
          { lang: 'fr' },
        ),
      ),
      contact(formRequest('/api/forms/contact', validContact(), { lang: 'en' })),
      mascot(formRequest('/api/forms/mascot-visit', validMascotVisit(), { lang: 'nl' })),
      newsletter.POST(
        new NextRequest(`${ORIGIN}/api/newsletter?lang=en`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': nextIp() },
          body: JSON.stringify({
            first_name: 'Amélie',
            last_name: 'Dubois',
            birth_date: '30/09/1984',
            email: 'fan@example.com',
            privacy: true,
          }),
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.status < 300)).toEqual([true, true, true, true, true]);

    // The admin's test mail from the "Going live" checklist goes out the same way.
    const admin = await cms().find({
      collection: 'users',
      where: { roles: { contains: 'admin' } },
      limit: 1,
    });
    const { testMailEndpoint } = await import('@/lib/cms/globals/SiteChecks/test-mail-endpoint');
    const pressed = await testMailEndpoint.handler({
      payload: cms(),
      user: admin.docs[0],
      i18n: { language: 'en' },
      routeParams: {},
    } as unknown as PayloadRequest);
    expect(pressed.status).toBe(200);

    const mails = await everyMail();
    for (const to of ['vip@example.com', 'ticket@example.com', 'fan@example.com', admin.docs[0].email]) {
      expect(
        mails.some((mail) => mail.to.some((rcpt) => rcpt.includes(to))),
        to,
      ).toBe(true);
    }
    const sender = new RegExp(
      `^From: "?${secondClub.mail.senderName}"? <${secondClub.mail.senderAddress}>`,
      'm',
    );
    for (const mail of mails) {
      const { subject, text } = readMail(mail);
      expect(mail.data, subject).toMatch(sender);
      expect(`${subject}\n${text}`, subject).not.toContain(demoName);
    }
    const confirmations = mails.filter((mail) => mail.to.some((rcpt) => /vip@|ticket@|fan@/.test(rcpt)));
    for (const mail of confirmations) expect(readMail(mail).text).toContain(secondClub.name);
  });
});
