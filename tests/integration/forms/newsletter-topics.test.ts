/**
 * The newsletter's topics (issue 45 points 1 and 3): an edition to a topic queued and sent
 * by the send job's runner into an SMTP sink, and the preferences page's topics form through
 * its route handler, on a throwaway copy of the demo (which defines no topic).
 */
import { NextRequest } from 'next/server';
import { handleEndpoints } from 'payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/domain/i18n/locales';
import { readMail, smtpSink } from '../../support/smtp-sink';
import { useSeededCms } from '../../support/throwaway-cms';

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  const load = (locale: string) => import(`@/messages/${locale}.json`).then((module) => module.default);
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, namespace, messages: await load(locale) }),
  };
});

const sink = await smtpSink(0);
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(sink.port);
process.env.SITE_URL = 'http://localhost:3000';

const cms = useSeededCms();
let config: (typeof import('@/lib/cms/payload.config'))['default'];
let runner: typeof import('@/lib/cms/jobs/newsletter-runner');
let audience: typeof import('@/lib/cms/collections/NewsletterDeliveries/audience');
let claims: typeof import('@/lib/cms/collections/NewsletterDeliveries/claims');
let unsubscribeToken: typeof import('@/lib/domain/newsletter/unsubscribe-link').unsubscribeToken;
let topicsPOST: (request: NextRequest) => Promise<Response>;
let staffToken = '';
let adminToken = '';
const topic = { youth: 0, women: 0, retired: 0 };

beforeAll(async () => {
  ({ default: config } = await import('@/lib/cms/payload.config'));
  runner = await import('@/lib/cms/jobs/newsletter-runner');
  audience = await import('@/lib/cms/collections/NewsletterDeliveries/audience');
  claims = await import('@/lib/cms/collections/NewsletterDeliveries/claims');
  ({ unsubscribeToken } = await import('@/lib/domain/newsletter/unsubscribe-link'));
  ({ POST: topicsPOST } = await import('@/app/api/newsletter/preferences/topics/route'));
  const email = 'topics-community@club.example';
  const password = 'topics-password-123';
  await cms().create({ collection: 'users', data: { name: 'c', email, password, roles: ['community'] } });
  staffToken = (await cms().login({ collection: 'users', data: { email, password } })).token!;
  await cms().create({
    collection: 'users',
    data: { name: 'a', email: `admin-${email}`, password, roles: ['admin'] },
  });
  adminToken = (await cms().login({ collection: 'users', data: { email: `admin-${email}`, password } }))
    .token!;
  for (const [key, name, active] of [
    ['youth', 'Youth teams', true],
    ['women', 'Women’s team', true],
    ['retired', 'Old topic', false],
  ] as const) {
    topic[key] = (
      await cms().create({ collection: 'newsletter-topics', data: { name, active, order: 1 } })
    ).id;
  }
  await cms().updateGlobal({ slug: 'club-settings', data: { newsletter: { mailsPerMinute: 100 } } });
  return () => sink.close();
});

async function subscriber(
  email: string,
  locale: Locale,
  topics: number[],
  status: 'pending' | 'confirmed' = 'confirmed',
) {
  return cms().create({
    collection: 'newsletter-subscribers',
    data: { email, locale, topics, consentAt: new Date().toISOString(), policyVersion: '2026-11', status },
  });
}

/** An edition sent now through its endpoint, as the community staff would, then two minutes' runs. */
async function sent(locale: Locale, subject: string, topics?: number[]) {
  const edition = await cms().create({
    collection: 'newsletter-editions',
    data: {
      locale,
      subject,
      includeMatches: false,
      status: 'draft',
      ...(topics ? { audience: 'topics' as const, topics } : {}),
    },
  });
  const answer = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api/newsletter-editions/${edition.id}/send`, {
      method: 'POST',
      headers: { Authorization: `JWT ${staffToken}`, 'Content-Type': 'application/json' },
      body: '{}',
    }),
  });
  expect(answer.status).toBe(200);
  const reach = await audience.audienceSize(cms(), edition);
  await runner.runNewsletterSends(cms());
  // Queued again as after a restart half-way: nobody is added twice.
  await claims.queueRecipients(cms(), edition);
  await runner.runNewsletterSends(cms());
  return { reach, recipients: recipientsOf(subject) };
}

const recipientsOf = (subject: string) =>
  sink.mails
    .filter((mail) => readMail(mail).subject === subject)
    .flatMap((mail) => mail.to.map((to) => to.replace(/^<|>$/g, '')))
    .sort();

describe('an edition to topics', () => {
  it('reaches exactly the confirmed subscribers of its language who chose one of its topics, once each', async () => {
    await subscriber('t.youth@example.com', 'nl', [topic.youth]);
    await subscriber('t.both@example.com', 'nl', [topic.youth, topic.women]);
    await subscriber('t.women@example.com', 'nl', [topic.women]);
    await subscriber('t.none@example.com', 'nl', []);
    await subscriber('t.old@example.com', 'nl', [topic.retired]);
    await subscriber('t.french@example.com', 'fr', [topic.youth]);
    await subscriber('t.pending@example.com', 'nl', [topic.youth], 'pending');

    const youth = await sent('nl', 'Jeugd deze week', [topic.youth]);
    expect(youth.recipients).toEqual(['t.both@example.com', 't.youth@example.com']);
    expect(youth.reach).toBe(2);

    const either = await sent('nl', 'Jeugd en dames', [topic.youth, topic.women]);
    expect(either.recipients).toEqual(['t.both@example.com', 't.women@example.com', 't.youth@example.com']);
    expect(either.reach).toBe(3);
  });

  it('with no topic audience still reaches every confirmed subscriber of its language', async () => {
    const dutch = (
      await cms().find({
        collection: 'newsletter-subscribers',
        where: { and: [{ locale: { equals: 'nl' } }, { status: { equals: 'confirmed' } }] },
        pagination: false,
        depth: 0,
      })
    ).docs.map((one) => one.email);
    expect(dutch).toContain('t.none@example.com');
    const everyone = await sent('nl', 'Voor iedereen');
    expect(everyone.recipients).toEqual([...dutch].sort());
    expect(everyone.reach).toBe(dutch.length);
  });

  it('is refused when its audience is topics and it names none: it would reach nobody', async () => {
    await expect(
      cms().create({
        collection: 'newsletter-editions',
        data: { locale: 'en', subject: 'Nobody', audience: 'topics', status: 'draft' },
      }),
    ).rejects.toThrow(/topics/i);
  });
});

describe('the preferences page’s topics form', () => {
  const post = (token: string, body: string, lang = 'nl') =>
    topicsPOST(
      new NextRequest(
        `http://localhost:3000/api/newsletter/preferences/topics?token=${encodeURIComponent(token)}&lang=${lang}`,
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body },
      ),
    );
  const topicsOf = async (id: number) =>
    (await cms().findByID({ collection: 'newsletter-subscribers', id, depth: 0 })).topics;

  it('changes the topics with a good link, and sends the visitor back to the page saying so', async () => {
    const one = await subscriber('form.good@example.com', 'nl', [topic.retired]);
    const token = unsubscribeToken(one);
    const answer = await post(token, `topic=${topic.youth}&topic=${topic.women}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `/nl/nieuwsbrief/voorkeuren?token=${encodeURIComponent(token)}&saved=topics`,
    );
    // The retired topic the page no longer shows is kept; the offered ones are as ticked.
    expect(await topicsOf(one.id)).toEqual([topic.retired, topic.youth, topic.women]);
    expect((await post(token, '')).status).toBe(303);
    expect(await topicsOf(one.id)).toEqual([topic.retired]);
  });

  it('refuses a bad link, and an unknown or retired topic, with a 400 in the page’s language, changing nothing', async () => {
    const one = await subscriber('form.bad@example.com', 'fr', [topic.women]);
    const token = unsubscribeToken(one);
    const forged = `${one.id}.${'A'.repeat(43)}`;
    expect((await post('not-a-token', `topic=${topic.youth}`)).status).toBe(400);
    // A well-formed link that is nobody's leads back to the page, which says so, and changes nothing.
    expect((await post(forged, `topic=${topic.youth}`)).headers.get('location')).not.toContain('saved');
    for (const body of [`topic=${topic.youth}&topic=999999`, `topic=${topic.retired}`, 'topic=x']) {
      const answer = await post(token, body, 'fr');
      expect(answer.status).toBe(400);
      expect(await answer.text()).toMatch(/n’est plus proposé/);
    }
    expect(await topicsOf(one.id)).toEqual([topic.women]);
  });
});

describe('the list’s export and import', () => {
  const endpoint = (method: string, path: string, body?: string) =>
    handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api/newsletter-subscribers${path}`, {
        method,
        headers: { Authorization: `JWT ${adminToken}`, 'Content-Type': 'text/csv' },
        body,
      }),
    });

  it('exports each subscriber’s topics by name in their language, and an import reads them in any language', async () => {
    await cms().update({
      collection: 'newsletter-topics',
      id: topic.youth,
      locale: 'nl',
      data: { name: 'Jeugdploegen' },
    });
    await subscriber('export.topics@example.com', 'nl', [topic.youth, topic.women]);
    const [head, ...lines] = (await (await endpoint('GET', '/csv')).text()).trim().split('\r\n');
    const at = head.split(',').indexOf('topics');
    const line = lines.find((one) => one.startsWith('export.topics@example.com'))!;
    // Women's team has no Dutch name: the default language's stands in.
    expect(line.split(',')[at]).toBe('Jeugdploegen; Women’s team');

    const csv =
      'email,status,taal,onderwerpen\nimported.topics@example.com,subscribed,nl,"youth teams; Women’s team, Unknown"\n';
    expect((await endpoint('POST', '/import', csv)).status).toBe(200);
    const imported = (
      await cms().find({
        collection: 'newsletter-subscribers',
        where: { email: { equals: 'imported.topics@example.com' } },
        depth: 0,
      })
    ).docs[0];
    expect(imported).toMatchObject({ status: 'pending', topics: [topic.youth, topic.women] });
  });
});

describe('a topic', () => {
  it('is retired, not deleted, once a subscriber chose it or an edition goes to it; an unused one goes', async () => {
    const chosen = (await cms().create({ collection: 'newsletter-topics', data: { name: 'Chosen' } })).id;
    const aimed = (await cms().create({ collection: 'newsletter-topics', data: { name: 'Aimed' } })).id;
    const unused = (await cms().create({ collection: 'newsletter-topics', data: { name: 'Unused' } })).id;
    await subscriber('keeps.topic@example.com', 'en', [chosen]);
    await cms().create({
      collection: 'newsletter-editions',
      data: { locale: 'en', subject: 'Aimed', status: 'draft', audience: 'topics', topics: [aimed] },
    });
    for (const id of [chosen, aimed]) {
      await expect(cms().delete({ collection: 'newsletter-topics', id })).rejects.toThrow(/retire it/);
    }
    await cms().delete({ collection: 'newsletter-topics', id: unused });
    const { docs } = await cms().find({ collection: 'newsletter-topics', pagination: false, depth: 0 });
    expect(docs.map((one) => one.id)).toEqual(expect.arrayContaining([chosen, aimed]));
    expect(docs.map((one) => one.id)).not.toContain(unused);
  });
});
