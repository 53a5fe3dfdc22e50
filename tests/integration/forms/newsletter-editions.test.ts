/**
 * The newsletter's editions sent for real: an edition scheduled through its endpoint, its
 * deliveries queued and sent by the send job's runner into an SMTP sink, on a throwaway
 * copy of the demo (issue 45 points 1 and 2), and what is left of them a month later. Each
 * runner's call is one minute's run.
 */
import { NextRequest } from 'next/server';
import { handleEndpoints, type Payload } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/domain/i18n/locales';
import { readMail, smtpSink, type ReceivedMail } from '../../support/smtp-sink';
import { useSeededCms } from '../../support/throwaway-cms';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  const load = (locale: string) => import(`@/messages/${locale}.json`).then((module) => module.default);
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, namespace, messages: await load(locale) }),
  };
});

/** Addresses the sink refuses for good, and those it asks to try later (once each). */
const bouncing = new Set<string>();
const busyOnce = new Set<string>();
const sink = await smtpSink(0, {
  answerRecipient: (address) => {
    const email = address.replace(/^<|>$/g, '');
    if (bouncing.has(email)) return `550 5.1.1 <${email}>: no such mailbox`;
    if (busyOnce.delete(email)) return '451 4.3.0 try again later';
    return undefined;
  },
});
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(sink.port);
process.env.SITE_URL = 'http://localhost:3000';

const cms = useSeededCms();
let config: (typeof import('@/lib/cms/payload.config'))['default'];
let runner: typeof import('@/lib/cms/jobs/newsletter-runner');
let claims: typeof import('@/lib/cms/collections/NewsletterDeliveries/claims');
let suppression: typeof import('@/lib/domain/newsletter/suppression');
let retention: typeof import('@/lib/cms/jobs/retention');
let unsubscribePOST: (request: NextRequest) => Promise<Response>;
const tokens: Record<'admin' | 'community' | 'editor', string> = { admin: '', community: '', editor: '' };

beforeAll(async () => {
  ({ default: config } = await import('@/lib/cms/payload.config'));
  runner = await import('@/lib/cms/jobs/newsletter-runner');
  claims = await import('@/lib/cms/collections/NewsletterDeliveries/claims');
  suppression = await import('@/lib/domain/newsletter/suppression');
  retention = await import('@/lib/cms/jobs/retention');
  ({ POST: unsubscribePOST } = await import('@/app/api/newsletter/unsubscribe/route'));
  for (const role of ['admin', 'community', 'editor'] as const) {
    const email = `editions-${role}@club.example`;
    const password = 'editions-password-123';
    await cms().create({ collection: 'users', data: { name: role, email, password, roles: [role] } });
    tokens[role] = (await cms().login({ collection: 'users', data: { email, password } })).token!;
  }
  return () => sink.close();
});

const call = (
  who: keyof typeof tokens,
  method: string,
  path: string,
  body?: string,
  type = 'application/json',
) =>
  handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      headers: { Authorization: `JWT ${tokens[who]}`, 'Content-Type': type },
      body,
    }),
  });

async function subscribe(emails: string[], locale: Locale, status: 'pending' | 'confirmed' = 'confirmed') {
  for (const email of emails) {
    await cms().create({
      collection: 'newsletter-subscribers',
      data: { email, locale, consentAt: new Date().toISOString(), policyVersion: '2026-11', status },
    });
  }
}

async function setRate(mailsPerMinute: number) {
  await cms().updateGlobal({ slug: 'club-settings', data: { newsletter: { mailsPerMinute } } });
}

/** A new edition in `locale`, scheduled now through the endpoint as the community staff would. */
async function scheduledEdition(locale: Locale, subject: string) {
  const edition = await cms().create({
    collection: 'newsletter-editions',
    data: { locale, subject, preheader: 'This week at the club', includeMatches: true, status: 'draft' },
  });
  const answer = await call('community', 'POST', `/newsletter-editions/${edition.id}/send`, '{}');
  expect(answer.status).toBe(200);
  return edition;
}

const mailsTo = (email: string) => sink.mails.filter((mail) => mail.to.some((to) => to.includes(email)));
const headerOf = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(mail.data.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' '))?.[1];
const bySubject = (subject: string) => sink.mails.filter((mail) => readMail(mail).subject === subject);

async function deliveries(payload: Payload, edition: number) {
  const { docs } = await payload.find({
    collection: 'newsletter-deliveries',
    where: { edition: { equals: edition } },
    pagination: false,
    depth: 0,
  });
  return docs;
}

describe('an edition to the subscribers of one language', () => {
  it('reaches each confirmed subscriber of its language once, nobody else, each with working one-click headers', async () => {
    const dutch = ['ed.nl.1@example.com', 'ed.nl.2@example.com', 'ed.nl.3@example.com'];
    await subscribe(dutch, 'nl');
    await subscribe(['ed.fr.1@example.com'], 'fr');
    await subscribe(['ed.nl.pending@example.com'], 'nl', 'pending');
    await setRate(100);
    const edition = await scheduledEdition('nl', 'Nieuwsbrief week 48');

    await runner.runNewsletterSends(cms());
    await runner.runNewsletterSends(cms());

    const mails = bySubject('Nieuwsbrief week 48');
    const confirmedDutch = (
      await cms().count({
        collection: 'newsletter-subscribers',
        where: { and: [{ locale: { equals: 'nl' } }, { status: { equals: 'confirmed' } }] },
      })
    ).totalDocs;
    expect(mails).toHaveLength(confirmedDutch);
    for (const email of dutch)
      expect(mails.filter((mail) => mail.to.some((to) => to.includes(email)))).toHaveLength(1);
    expect(mailsTo('ed.fr.1@example.com')).toHaveLength(0);
    expect(mailsTo('ed.nl.pending@example.com')).toHaveLength(0);

    const [first] = mailsTo(dutch[0]);
    expect(first.data).toMatch(/Content-Type: text\/html/i);
    // Both parts (multipart, quoted-printable) carry the subscriber's own preferences link.
    const body = first.data.replace(/=\r\n/g, '');
    expect(body.match(/localhost:3000\/nl\/nieuwsbrief\/voorkeuren\?token/g)).toHaveLength(2);
    expect(headerOf(first, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(headerOf(first, 'List-Unsubscribe') ?? '')![1];
    const answer = await unsubscribePOST(
      new NextRequest(oneClick, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(answer.status).toBe(200);
    expect(await suppression.mayMail(cms(), dutch[0])).toBe(false);

    const sent = await cms().findByID({ collection: 'newsletter-editions', id: edition.id });
    expect(sent.status).toBe('sent');
    expect(sent.counts).toMatchObject({ sent: confirmedDutch, queued: 0, failed: 0 });
  });

  it('is previewed and tested by the staff who send, not by an editor', async () => {
    const edition = await cms().create({
      collection: 'newsletter-editions',
      data: { locale: 'fr', subject: 'Aperçu <du> mois', includeMatches: true, status: 'draft' },
    });
    const html = await call('community', 'GET', `/newsletter-editions/${edition.id}/preview`);
    expect(html.headers.get('content-security-policy')).toMatch(/sandbox/);
    const page = await html.text();
    expect(page).toContain('Aperçu &lt;du&gt; mois');
    expect(page).toContain('Prochains matchs');
    // The club's crest from its settings, on the public address, at its small size.
    expect(page).toMatch(/<img src="http:\/\/localhost:3000\/[^"]+"/);
    const text = await (
      await call('community', 'GET', `/newsletter-editions/${edition.id}/preview?format=text`)
    ).text();
    expect(text).toContain('http://localhost:3000/fr/newsletter/preferences');
    expect((await call('editor', 'GET', `/newsletter-editions/${edition.id}/preview`)).status).toBe(403);

    const test = await call('community', 'POST', `/newsletter-editions/${edition.id}/test`);
    expect(await test.json()).toMatchObject({ sent: true, to: 'editions-community@club.example' });
    expect(readMail(await sink.waitForMail('editions-community@club.example')).subject).toBe(
      '[Test] Aperçu <du> mois',
    );
  });
});

describe('a send under way', () => {
  it('stops an address that unsubscribes between two runs', async () => {
    const emails = ['stop.1@example.com', 'stop.2@example.com', 'stop.3@example.com', 'stop.4@example.com'];
    // Only they are French and confirmed besides the first test's one, who sorts before them.
    await subscribe(emails, 'fr');
    await setRate(2);
    const edition = await scheduledEdition('fr', 'Stop en route');
    await runner.runNewsletterSends(cms());
    const leaving = emails.find((email) =>
      bySubject('Stop en route').every((mail) => !mail.to.some((to) => to.includes(email))),
    )!;
    const subscriber = (
      await cms().find({ collection: 'newsletter-subscribers', where: { email: { equals: leaving } } })
    ).docs[0];
    await cms().delete({
      collection: 'newsletter-subscribers',
      id: subscriber.id,
      context: { suppressionReason: 'unsubscribed' },
    });
    for (let run = 0; run < 3; run++) await runner.runNewsletterSends(cms());

    expect(mailsTo(leaving).filter((mail) => readMail(mail).subject === 'Stop en route')).toHaveLength(0);
    const rows = await deliveries(cms(), edition.id);
    expect(rows.filter((row) => row.status === 'unsubscribed')).toHaveLength(1);
    expect(bySubject('Stop en route')).toHaveLength(rows.length - 1);
  });

  it('resumes after a runner stopped holding a claim, and two runners at once mail nobody twice', async () => {
    const emails = Array.from({ length: 8 }, (_, index) => `resume.${index}@example.com`);
    await subscribe(emails, 'en');
    await setRate(100);
    const edition = await scheduledEdition('en', 'Resumed edition');
    // The recipients are queued as the first run would; a runner then claims three and dies before sending.
    await claims.queueRecipients(cms(), edition);
    await cms().update({ collection: 'newsletter-editions', id: edition.id, data: { status: 'sending' } });
    const now = new Date();
    const dead = await claims.claimDeliveries(cms(), {
      edition: edition.id,
      runner: 'crashed-runner',
      limit: 3,
      now,
      staleBefore: new Date(now.getTime() - runner.STALE_CLAIM_MS),
    });
    expect(dead).toHaveLength(3);
    // Two instances at once take the rest, but never the dead runner's fresh claim.
    await Promise.all([
      runner.runNewsletterSends(cms(), { runner: 'instance-a' }),
      runner.runNewsletterSends(cms(), { runner: 'instance-b' }),
    ]);
    const english = (await deliveries(cms(), edition.id)).length;
    expect(bySubject('Resumed edition')).toHaveLength(english - 3);
    // Once the claim is stale, the next run sends those three, and nobody gets it twice.
    const later = new Date(Date.now() + runner.STALE_CLAIM_MS + 60_000);
    await runner.runNewsletterSends(cms(), { now: () => later });
    const mails = bySubject('Resumed edition');
    expect(mails).toHaveLength(english);
    expect(new Set(mails.map((mail) => mail.to[0])).size).toBe(english);
  });
});

describe('the mail server’s answers', () => {
  it('suppresses an address refused for good (5xx) and tries one refused for now (4xx) again later', async () => {
    await subscribe(['gone.for.good@example.org', 'busy.box@example.org'], 'en');
    bouncing.add('gone.for.good@example.org');
    busyOnce.add('busy.box@example.org');
    const edition = await scheduledEdition('en', 'Bounce edition');
    await runner.runNewsletterSends(cms());
    const rows = await deliveries(cms(), edition.id);
    const gone = (
      await cms().find({
        collection: 'newsletter-subscribers',
        where: { email: { equals: 'gone.for.good@example.org' } },
      })
    ).docs[0];
    expect(rows.find((row) => row.subscriber === gone.id)).toMatchObject({ status: 'failed' });
    expect(await suppression.isSuppressed({ payload: cms() }, 'gone.for.good@example.org')).toBe(true);
    expect(mailsTo('busy.box@example.org')).toHaveLength(0);
    const busyRow = rows.find((row) => row.lastError?.includes('451'));
    expect(busyRow).toMatchObject({ status: 'queued', attempts: 1 });
    // After the backoff the address takes it.
    const later = new Date(Date.now() + 3 * 60_000);
    await runner.runNewsletterSends(cms(), { now: () => later });
    expect(
      mailsTo('busy.box@example.org').filter((mail) => readMail(mail).subject === 'Bounce edition'),
    ).toHaveLength(1);
    const failed = (await deliveries(cms(), edition.id)).filter((row) => row.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].lastError).toMatch(/550/);
    // The reply quoted the address; the row keeps it without, as it outlives the subscriber.
    expect(failed[0].lastError).not.toContain('@');
  });

  it('mails none of the addresses an import marked unsubscribed or bounced, nor one a backup brought back', async () => {
    await subscribe(
      ['kept.reader@example.net', 'left.elsewhere@example.net', 'bounced.elsewhere@example.net'],
      'nl',
    );
    // A restored backup holds a confirmed subscriber whose address the list knows left meanwhile.
    await subscribe(['restored.reader@example.net'], 'nl');
    await cms().create({
      collection: 'newsletter-suppressions',
      data: {
        addressHash: suppression.suppressionKey('restored.reader@example.net'),
        reason: 'unsubscribed',
        suppressedAt: new Date().toISOString(),
      },
    });
    const csv =
      'email,status\nleft.elsewhere@example.net,unsubscribed\nbounced.elsewhere@example.net,bounced\n';
    expect((await call('admin', 'POST', '/newsletter-subscribers/import', csv, 'text/csv')).status).toBe(200);
    const edition = await scheduledEdition('nl', 'Na de import');
    await setRate(100);
    await runner.runNewsletterSends(cms());
    expect(
      mailsTo('kept.reader@example.net').filter((mail) => readMail(mail).subject === 'Na de import'),
    ).toHaveLength(1);
    expect(mailsTo('left.elsewhere@example.net')).toHaveLength(0);
    expect(mailsTo('bounced.elsewhere@example.net')).toHaveLength(0);
    expect(mailsTo('restored.reader@example.net')).toHaveLength(0);
    const rows = await deliveries(cms(), edition.id);
    expect(rows.filter((row) => row.status === 'suppressed')).toHaveLength(1);
    expect(await suppression.mayMail(cms(), 'left.elsewhere@example.net')).toBe(false);
    expect(await suppression.mayMail(cms(), 'bounced.elsewhere@example.net')).toBe(false);
    expect((await cms().findByID({ collection: 'newsletter-editions', id: edition.id })).status).toBe('sent');
  });
});

describe('the send job', () => {
  it('is scheduled every minute on the queue the app’s ticker works through, and sends from it', async () => {
    await subscribe(['queue.reader@example.com'], 'en');
    await scheduledEdition('en', 'Through the queue');
    const before = Date.now();
    await cms().jobs.handleSchedules({ allQueues: true });
    const { docs } = await cms().find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'newsletter-send' } },
      depth: 0,
    });
    expect(docs).toHaveLength(1);
    expect(new Date(docs[0].waitUntil!).getTime() - before).toBeLessThanOrEqual(60_000);
    await cms().delete({ collection: 'payload-jobs', id: docs[0].id, depth: 0 });
    await cms().jobs.queue({ task: 'newsletter-send', input: {} });
    await cms().jobs.run({ queue: 'default' });
    const mails = mailsTo('queue.reader@example.com');
    expect(mails.map((mail) => readMail(mail).subject)).toEqual(['Through the queue']);
  });
});

describe('a subscriber who changes language during a send', () => {
  it('does not get the edition queued in the old language: the delivery is skipped and counted', async () => {
    await subscribe(['switches.language@example.com', 'stays.dutch@example.com'], 'nl');
    await setRate(100);
    const edition = await scheduledEdition('nl', 'Taal gewijzigd');
    // Queued as the edition's first run would, then the subscriber picks French before their turn.
    await claims.queueRecipients(cms(), edition);
    await cms().update({ collection: 'newsletter-editions', id: edition.id, data: { status: 'sending' } });
    const [switching] = (
      await cms().find({
        collection: 'newsletter-subscribers',
        where: { email: { equals: 'switches.language@example.com' } },
      })
    ).docs;
    await cms().update({ collection: 'newsletter-subscribers', id: switching.id, data: { locale: 'fr' } });

    await runner.runNewsletterSends(cms());

    expect(mailsTo('switches.language@example.com')).toHaveLength(0);
    expect(mailsTo('stays.dutch@example.com').map((mail) => readMail(mail).subject)).toEqual([
      'Taal gewijzigd',
    ]);
    const row = (await deliveries(cms(), edition.id)).find(
      (delivery) => delivery.subscriber === switching.id,
    );
    expect(row).toMatchObject({ status: 'skipped' });
    const sent = await cms().findByID({ collection: 'newsletter-editions', id: edition.id });
    expect(sent.status).toBe('sent');
    expect(sent.counts).toMatchObject({ skipped: 1, queued: 0 });
  });
});

describe('the deliveries of old editions', () => {
  it('are deleted by the nightly retention run 30 days after the edition was sent, its counts kept', async () => {
    await subscribe(['old.edition@example.com'], 'en');
    await setRate(100);
    const old = await scheduledEdition('en', 'Old edition');
    await runner.runNewsletterSends(cms());
    const recent = await scheduledEdition('en', 'Recent edition');
    await runner.runNewsletterSends(cms());
    const oldCounts = (await cms().findByID({ collection: 'newsletter-editions', id: old.id })).counts;
    expect(oldCounts?.sent).toBeGreaterThan(0);
    const now = new Date();
    await cms().update({
      collection: 'newsletter-editions',
      id: old.id,
      data: { finishedAt: new Date(now.getTime() - 31 * 86_400_000).toISOString() },
    });
    await cms().update({
      collection: 'newsletter-editions',
      id: recent.id,
      data: { finishedAt: new Date(now.getTime() - 29 * 86_400_000).toISOString() },
    });
    const recentRows = (await deliveries(cms(), recent.id)).length;
    expect(recentRows).toBeGreaterThan(0);

    const oldRows = (await deliveries(cms(), old.id)).length;
    const deleted = await retention.enforceRetention(cms(), now);

    expect(await deliveries(cms(), old.id)).toEqual([]);
    expect(deleted['newsletter-deliveries']).toBe(oldRows);
    expect((await cms().findByID({ collection: 'newsletter-editions', id: old.id })).counts).toEqual(
      oldCounts,
    );
    expect(await deliveries(cms(), recent.id)).toHaveLength(recentRows);
  });
});
