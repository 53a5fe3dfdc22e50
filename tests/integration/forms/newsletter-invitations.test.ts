/**
 * The one request to confirm that each address imported from a club's previous tool gets,
 * sent by the newsletter's run after the editions, into an SMTP sink, on a throwaway copy of
 * the demo (issue 45 point 3: an import never re-subscribes anyone without a new confirmation).
 */
import { handleEndpoints } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMail, smtpSink, type ReceivedMail } from '../../support/smtp-sink';
import { useSeededCms } from '../../support/throwaway-cms';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';

const bouncing = new Set<string>();
const sink = await smtpSink(0, {
  answerRecipient: (address) => {
    const email = address.replace(/^<|>$/g, '');
    return bouncing.has(email) ? `550 5.1.1 <${email}>: no such mailbox` : undefined;
  },
});
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(sink.port);
process.env.SITE_URL = 'http://localhost:3000';

const cms = useSeededCms();
let config: (typeof import('@/lib/cms/payload.config'))['default'];
let runner: typeof import('@/lib/cms/jobs/newsletter-runner');
let subscriptions: typeof import('@/lib/domain/newsletter/subscriptions');
let suppression: typeof import('@/lib/domain/newsletter/suppression');
let adminToken = '';

beforeAll(async () => {
  ({ default: config } = await import('@/lib/cms/payload.config'));
  runner = await import('@/lib/cms/jobs/newsletter-runner');
  subscriptions = await import('@/lib/domain/newsletter/subscriptions');
  suppression = await import('@/lib/domain/newsletter/suppression');
  const email = 'invitations-admin@club.example';
  const password = 'invitations-password-123';
  await cms().create({ collection: 'users', data: { name: 'admin', email, password, roles: ['admin'] } });
  adminToken = (await cms().login({ collection: 'users', data: { email, password } })).token!;
  await cms().updateGlobal({ slug: 'club-settings', data: { newsletter: { mailsPerMinute: 100 } } });
  return () => sink.close();
});

async function importList(csv: string) {
  const answer = await handleEndpoints({
    config,
    request: new Request('http://localhost:3000/api/newsletter-subscribers/import', {
      method: 'POST',
      headers: { Authorization: `JWT ${adminToken}`, 'Content-Type': 'text/csv' },
      body: csv,
    }),
  });
  expect(answer.status).toBe(200);
}

/** The invitation's subject in each language, whatever the club's name. */
const invitationSubjects = [en, nl].map(
  (messages) =>
    new RegExp(
      `^${messages.NewsletterMail.invitation.subject.replace(/[.?*+^$()[\]\\|]/g, '\\$&').replace('{club}', '.+')}$`,
    ),
);
const isInvitation = (mail: ReceivedMail) =>
  invitationSubjects.some((subject) => subject.test(readMail(mail).subject));
const invitationsTo = (email: string) =>
  sink.mails.filter((mail) => mail.to.some((to) => to.includes(email)) && isInvitation(mail));
const subscriber = async (email: string) =>
  (
    await cms().find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: email } },
      depth: 0,
      showHiddenFields: true,
    })
  ).docs[0];
const tokenIn = (mail: ReceivedMail) =>
  /\/api\/newsletter\/confirm\?token=([\w-]{43})/.exec(readMail(mail).text)?.[1];

describe("imported addresses' request to confirm", () => {
  it('asks each imported address once, in its language, with a link that confirms it and an unsubscribe header; never an unsubscribed one', async () => {
    await importList(
      'email,status,language\n' +
        'old.reader.1@example.org,subscribed,nl\n' +
        'old.reader.2@example.org,subscribed,en\n' +
        'old.leaver@example.org,unsubscribed,nl\n',
    );
    await runner.runNewsletterSends(cms());
    await runner.runNewsletterSends(cms());

    const [dutch] = invitationsTo('old.reader.1@example.org');
    expect(invitationsTo('old.reader.1@example.org')).toHaveLength(1);
    expect(invitationsTo('old.reader.2@example.org')).toHaveLength(1);
    expect(
      sink.mails.filter((mail) => mail.to.some((to) => to.includes('old.leaver@example.org'))),
    ).toHaveLength(0);
    expect(readMail(dutch).subject).toMatch(/^Wil je de nieuwsbrief van .+ nog ontvangen\?$/);
    expect(dutch.data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    expect((await subscriber('old.reader.1@example.org')).invitedAt).toBeTruthy();

    expect(await subscriptions.confirmSubscription(cms(), tokenIn(dutch))).toBe('confirmed');
    expect((await subscriber('old.reader.1@example.org')).status).toBe('confirmed');
    expect(await suppression.mayMail(cms(), 'old.reader.1@example.org')).toBe(true);
    // Unanswered, the other stays pending: no newsletter.
    expect(await suppression.mayMail(cms(), 'old.reader.2@example.org')).toBe(false);
  });

  it("spends only what the minute's rate leaves, and takes over a claim a stopped run left", async () => {
    await cms().updateGlobal({ slug: 'club-settings', data: { newsletter: { mailsPerMinute: 1 } } });
    try {
      await importList('email,status\nrate.one@example.org,subscribed\nrate.two@example.org,subscribed\n');
      await runner.runNewsletterSends(cms());
      const asked = ['rate.one@example.org', 'rate.two@example.org'].filter(
        (email) => invitationsTo(email).length > 0,
      );
      expect(asked).toHaveLength(1);

      // A run that claimed the other and stopped before sending: the claim is fresh, then stale.
      const other = ['rate.one@example.org', 'rate.two@example.org'].find((email) => !asked.includes(email))!;
      const { id } = await subscriber(other);
      const claimedAt = (minutesAgo: number) =>
        cms().update({
          collection: 'newsletter-subscribers',
          id,
          data: { invitationClaimedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString() },
        });
      await claimedAt(1);
      await runner.runNewsletterSends(cms());
      expect(invitationsTo(other)).toHaveLength(0);
      await claimedAt(16);
      await runner.runNewsletterSends(cms());
      expect(invitationsTo(other)).toHaveLength(1);
    } finally {
      await cms().updateGlobal({ slug: 'club-settings', data: { newsletter: { mailsPerMinute: 100 } } });
    }
  });

  it('suppresses a mailbox that does not exist, and asks nobody who signed up on the site meanwhile', async () => {
    bouncing.add('gone.mailbox@example.org');
    await importList(
      'email,status\ngone.mailbox@example.org,subscribed\nsigned.up.since@example.org,subscribed\n',
    );
    const signUp = await subscriptions.signUp(cms(), {
      email: 'signed.up.since@example.org',
      firstName: 'Sam',
      lastName: 'Since',
      birthDate: '1990-01-01',
      locale: 'en',
      policyVersion: '2026-11',
    });
    expect(signUp?.kind).toBe('confirm');
    await runner.runNewsletterSends(cms());

    expect(await subscriber('gone.mailbox@example.org')).toBeUndefined();
    expect(await suppression.isSuppressed({ payload: cms() }, 'gone.mailbox@example.org')).toBe(true);
    expect(invitationsTo('signed.up.since@example.org')).toHaveLength(0);
  });
});
