/**
 * The newsletter's double opt-in through its real route handlers (sign-up and
 * confirmation link) into a throwaway database, with the e-mails caught by an
 * SMTP sink (SPEC §3, §7).
 */
import { createHash } from 'node:crypto';
import { NextRequest } from 'next/server';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/lib/domain/i18n/locales';
import { nextIp, ORIGIN } from '../../support/form-requests';
import { readMail, smtpSink } from '../../support/smtp-sink';
import { useSeededCms } from '../../support/throwaway-cms';

// next-intl's server entry needs the react-server build, which these Node tests do not
// run under; the same translator over the same messages stands in for it.
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  const load = (locale: string) => import(`@/messages/${locale}.json`).then((module) => module.default);
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, namespace, messages: await load(locale) }),
  };
});

// `after` needs Next's request scope; here its task runs at once, and is kept so a
// test can wait for the e-mail it sends.
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
let POST: (request: NextRequest) => Promise<Response>;
let confirmGET: (request: NextRequest) => Promise<Response>;
let confirmHEAD: () => Response;
let unsubscribePOST: (request: NextRequest) => Promise<Response>;
let unsubscribeGET: (request: NextRequest) => Response;
let unsubscribeHEAD: () => Response;
let preferencesPOST: (request: NextRequest) => Promise<Response>;
let topicsPOST: (request: NextRequest) => Promise<Response>;
let isSuppressed: typeof import('@/lib/domain/newsletter/suppression').isSuppressed;
let mayMail: typeof import('@/lib/domain/newsletter/suppression').mayMail;

beforeAll(async () => {
  ({ POST } = await import('@/app/api/newsletter/route'));
  ({ GET: confirmGET, HEAD: confirmHEAD } = await import('@/app/api/newsletter/confirm/route'));
  ({
    POST: unsubscribePOST,
    GET: unsubscribeGET,
    HEAD: unsubscribeHEAD,
  } = await import('@/app/api/newsletter/unsubscribe/route'));
  ({ POST: preferencesPOST } = await import('@/app/api/newsletter/preferences/route'));
  ({ POST: topicsPOST } = await import('@/app/api/newsletter/preferences/topics/route'));
  ({ isSuppressed, mayMail } = await import('@/lib/domain/newsletter/suppression'));
  return () => sink.close();
});

/** What the route waits for before answering a valid sign-up (SIGN_UP_ANSWER_MS). */
const ANSWER_FLOOR_MS = 400;

const signUp = (body: unknown, headers: Record<string, string> = {}, lang = 'fr') =>
  POST(
    new NextRequest(`${ORIGIN}/api/newsletter?lang=${lang}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-forwarded-for': nextIp(),
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );

const person = (email: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Amélie',
  last_name: 'Dubois',
  birth_date: '30/09/1984',
  email,
  privacy: true,
  ...overrides,
});

/** Status and body, which must not tell a known address from a new one. */
const answerOf = async (response: Response) => ({ status: response.status, body: await response.json() });

const openLink = (query: string) => confirmGET(new NextRequest(`${ORIGIN}/api/newsletter/confirm?${query}`));

async function storedSubscriber(email: string) {
  const { docs } = await cms().find({
    collection: 'newsletter-subscribers',
    where: { email: { equals: email } },
    depth: 0,
  });
  return docs[0];
}

/** Every mail the sink received for `to`, oldest first, once the pending sends are done. */
async function mailsTo(to: string) {
  await Promise.all(afterTasks);
  return sink.mails.filter((mail) => mail.to.some((rcpt) => rcpt.includes(to))).map(readMail);
}

const tokenIn = (text: string) => /[?&]token=([\w-]{43})/.exec(text)?.[1];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function signedUpToken(email: string, overrides: Record<string, unknown> = {}) {
  expect((await signUp(person(email, overrides))).status).toBe(202);
  const mails = await mailsTo(email);
  return tokenIn(mails[mails.length - 1].text)!;
}

describe('newsletter sign-up: a new address', () => {
  for (const [format, birthDate] of [
    ['dd/mm/yyyy', '30/09/1984'],
    ['yyyy-mm-dd', '1984-09-30'],
  ]) {
    it(`is stored pending with its consent record, birth date written ${format}`, async () => {
      const email = `Fan.${format.replace(/\W/g, '')}@Example.com`;
      const before = Date.now();
      const response = await signUp(person(email, { first_name: ' Amélie ', birth_date: birthDate }));
      expect(await answerOf(response)).toEqual({ status: 202, body: { ok: true } });
      const stored = await storedSubscriber(email.toLowerCase());
      expect(stored).toMatchObject({
        email: email.toLowerCase(),
        firstName: 'Amélie',
        lastName: 'Dubois',
        locale: 'fr',
        policyVersion: expect.any(String),
        status: 'pending',
      });
      expect(stored.confirmedAt ?? null).toBeNull();
      expect(String(stored.birthDate).slice(0, 10)).toBe('1984-09-30');
      expect(new Date(stored.consentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
      const expiresIn = new Date(stored.confirmationExpiresAt!).getTime() - before;
      expect(expiresIn / 3_600_000).toBeCloseTo(48, 1);
    });
  }

  it('is mailed a confirmation link in the visitor’s language, with nothing the visitor typed', async () => {
    const email = 'mail.link@example.com';
    await signUp(person(email, { first_name: 'Visit http://spam.example' }));
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('Confirmez votre inscription à la newsletter du KVC Westhoek');
    expect(mail.text).toMatch(
      /http:\/\/localhost:3000\/api\/newsletter\/confirm\?token=[\w-]{43}&lang=fr(\s|$)/,
    );
    expect(mail.text).toContain('48 heures');
    expect(mail.text).not.toContain('spam.example');
  });

  it('keeps only the SHA-256 of the token, which not even an admin reads over the API', async () => {
    const email = 'hashed@example.com';
    const token = await signedUpToken(email);
    const stored = await storedSubscriber(email);
    expect(stored.confirmationTokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const admin = (
      await cms().find({ collection: 'users', where: { email: { equals: 'admin@westhoek.example' } } })
    ).docs[0];
    const asAdmin = await cms().findByID({
      collection: 'newsletter-subscribers',
      id: stored.id,
      overrideAccess: false,
      user: admin,
    });
    expect(asAdmin.status).toBe('pending');
    expect(asAdmin).not.toHaveProperty('confirmationTokenHash');
  });
});

describe('newsletter sign-up: a known address', () => {
  it('pending: the same answer as a new one, its data unchanged, a new link that replaces the old', async () => {
    const email = 'pending.twice@example.com';
    const first = await signUp(person(email));
    const firstToken = tokenIn((await mailsTo(email))[0].text)!;
    const before = await storedSubscriber(email);

    const second = await signUp(
      person(email, { first_name: 'Mallory', last_name: 'Intruder', birth_date: '01/01/2000' }),
      {},
      'nl',
    );
    expect(await answerOf(second)).toEqual(await answerOf(first));
    const after = await storedSubscriber(email);
    for (const field of [
      'firstName',
      'lastName',
      'birthDate',
      'consentAt',
      'policyVersion',
      'locale',
    ] as const) {
      expect(after[field], field).toEqual(before[field]);
    }
    expect(after.status).toBe('pending');
    expect(after.confirmationExpiresAt).toBe(before.confirmationExpiresAt);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe('Bevestig je inschrijving op de nieuwsbrief van KVC Westhoek');
    const secondToken = tokenIn(mails[1].text)!;
    expect(secondToken).not.toBe(firstToken);
    expect((await openLink(`token=${firstToken}&lang=fr`)).headers.get('location')).toBe(
      '/fr/newsletter/lien-expire',
    );
    expect((await openLink(`token=${secondToken}&lang=nl`)).headers.get('location')).toBe(
      '/nl/nieuwsbrief/bevestigd',
    );
    expect((await storedSubscriber(email)).firstName).toBe('Amélie');
  });

  it('pending: re-sends stop at three mails an hour for the address, from any visitor', async () => {
    const email = 'pending.often@example.com';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signUp(person(email))).status).toBe(202);
    }
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('confirmed: the same answer as a new one, nothing changed, told it is already subscribed', async () => {
    const email = 'confirmed.twice@example.com';
    const first = await signUp(person(email));
    const token = tokenIn((await mailsTo(email))[0].text)!;
    await openLink(`token=${token}&lang=fr`);
    const before = await storedSubscriber(email);
    expect(before.status).toBe('confirmed');

    const second = await signUp(person(email, { first_name: 'Mallory', birth_date: '2000-01-01' }), {}, 'en');
    expect(await answerOf(second)).toEqual(await answerOf(first));
    const after = await storedSubscriber(email);
    expect(after).toEqual(before);

    const notice = (await mailsTo(email))[1];
    expect(notice.subject).toBe('You are already subscribed to the KVC Westhoek newsletter');
    expect(tokenIn(notice.text)).toBeUndefined();
  });

  it('answers no sooner for a known address than for a new one', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await signUp(person(email))).status).toBe(202);
      return performance.now() - started;
    };
    const fresh = await timed('timing@example.com');
    const known = await timed('timing@example.com');
    // Both wait for the same floor; the insert and the lookup each take far less.
    expect(fresh).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 5);
    expect(known).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 5);
  });
});

describe('newsletter confirmation link', () => {
  it('confirms with the right token, once, and leads to the confirmed page in the mail’s language', async () => {
    const email = 'confirm.once@example.com';
    const token = await signedUpToken(email);
    const response = await openLink(`token=${token}&lang=nl`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/nl/nieuwsbrief/bevestigd');
    const confirmed = await storedSubscriber(email);
    expect(confirmed).toMatchObject({ status: 'confirmed', firstName: 'Amélie' });
    expect(new Date(confirmed.confirmedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(confirmed.confirmationTokenHash ?? null).toBeNull();
    expect(confirmed.confirmationExpiresAt ?? null).toBeNull();

    const again = await openLink(`token=${token}&lang=nl`);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe('/nl/nieuwsbrief/link-verlopen');
    expect(await storedSubscriber(email)).toEqual(confirmed);
  });

  it('a wrong or malformed token changes nothing and leads to the expired page', async () => {
    const email = 'wrong.token@example.com';
    const token = await signedUpToken(email);
    const before = await storedSubscriber(email);
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const [query, location] of [
      [`token=${wrong}&lang=fr`, '/fr/newsletter/lien-expire'],
      [`token=${before.confirmationTokenHash}&lang=en`, '/en/newsletter/link-expired'],
      ['token=short', '/en/newsletter/link-expired'],
      ['lang=nl', '/nl/nieuwsbrief/link-verlopen'],
    ]) {
      const response = await openLink(query);
      expect(response.status, query).toBe(303);
      expect(response.headers.get('location'), query).toBe(location);
    }
    expect(await storedSubscriber(email)).toEqual(before);
  });

  it('an expired link confirms nothing; the expired sign-up is deleted and the address may start afresh', async () => {
    const email = 'expired@example.com';
    const token = await signedUpToken(email);
    const stored = await storedSubscriber(email);
    await cms().update({
      collection: 'newsletter-subscribers',
      id: stored.id,
      data: { confirmationExpiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    const response = await openLink(`token=${token}&lang=fr`);
    expect(response.headers.get('location')).toBe('/fr/newsletter/lien-expire');
    expect(await storedSubscriber(email)).toBeUndefined();

    await signUp(person(email, { first_name: 'Camille' }));
    expect(await storedSubscriber(email)).toMatchObject({ firstName: 'Camille', status: 'pending' });
  });

  it('expired sign-ups are purged when any other sign-up arrives; confirmed ones stay', async () => {
    const expired = 'purged@example.com';
    const confirmed = 'kept@example.com';
    await signUp(person(expired));
    await openLink(`token=${await signedUpToken(confirmed)}&lang=en`);
    await cms().update({
      collection: 'newsletter-subscribers',
      id: (await storedSubscriber(expired)).id,
      data: { confirmationExpiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    await signUp(person('someone.else@example.com'));
    expect(await storedSubscriber(expired)).toBeUndefined();
    expect((await storedSubscriber(confirmed))?.status).toBe('confirmed');
  });

  it('a HEAD request, as link checkers send, confirms nothing', async () => {
    const email = 'link.checker@example.com';
    await signedUpToken(email);
    expect(confirmHEAD().status).toBe(204);
    expect((await storedSubscriber(email)).status).toBe('pending');
  });
});

describe('newsletter subscribers in the CMS', () => {
  const userByEmail = async (email: string) =>
    (await cms().find({ collection: 'users', where: { email: { equals: email } } })).docs[0];

  it('anonymous visitors and editors cannot read them', async () => {
    await expect(
      cms().find({ collection: 'newsletter-subscribers', overrideAccess: false }),
    ).rejects.toThrow();
    const editor = await userByEmail('editor@westhoek.example');
    await expect(
      cms().find({ collection: 'newsletter-subscribers', overrideAccess: false, user: editor }),
    ).rejects.toThrow();
  });

  it('not even an admin confirms an address by hand', async () => {
    const email = 'by.hand@example.com';
    await signUp(person(email));
    const admin = await userByEmail('admin@westhoek.example');
    await cms().update({
      collection: 'newsletter-subscribers',
      id: (await storedSubscriber(email)).id,
      overrideAccess: false,
      user: admin,
      data: { status: 'confirmed', confirmedAt: new Date().toISOString(), confirmationExpiresAt: null },
    });
    const stored = await storedSubscriber(email);
    expect(stored.status).toBe('pending');
    expect(stored.confirmedAt ?? null).toBeNull();
    expect(stored.confirmationExpiresAt).toBeTruthy();
  });
});

describe('newsletter sign-up: refused', () => {
  it('without consent to the privacy policy nothing is stored', async () => {
    const response = await signUp(person('no-consent@example.com', { privacy: false }));
    expect(response.status).toBe(400);
    expect(await storedSubscriber('no-consent@example.com')).toBeUndefined();
  });

  it('a foreign origin is refused with a message that says nothing was saved', async () => {
    const response = await signUp(person('foreign@example.com'), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/rien n’a été enregistré/);
    expect(error).not.toMatch(/conservées/);
    expect(await storedSubscriber('foreign@example.com')).toBeUndefined();
  });

  it('a language the site does not have is refused in words, never a 5xx, and nothing is stored', async () => {
    const response = await signUp(person('german@example.com'), {}, 'de');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(/nothing was saved/);
    expect(await storedSubscriber('german@example.com')).toBeUndefined();
  });
});

describe('newsletter sign-up: what nobody types is a field error, never a 503', () => {
  const subscription = {
    first_name: 'Amélie',
    last_name: 'Dubois',
    birth_date: '30/09/1984',
    email: 'amelie@example.com',
    privacy: true,
  };

  it('a birth date less than 13 years ago: the age from which one consents alone', async () => {
    const twelve = new Date();
    twelve.setUTCFullYear(twelve.getUTCFullYear() - 12);
    const [year, month, day] = twelve.toISOString().slice(0, 10).split('-');
    const response = await signUp({
      ...subscription,
      email: 'young@example.com',
      birth_date: `${day}/${month}/${year}`,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      birth_date:
        'Vous devez avoir au moins 13 ans pour vous inscrire seul : demandez à un parent de vous inscrire.',
    });
    expect(await storedSubscriber('young@example.com')).toBeUndefined();
  });

  it('an e-mail address the CMS would refuse (a@ex-.com)', async () => {
    const response = await signUp({ ...subscription, email: 'amelie@ex-.com' });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ email: 'Veuillez saisir une adresse e-mail valide.' });
    expect(await storedSubscriber('amelie@ex-.com')).toBeUndefined();
  });

  it('names of invisible or control characters only, or with a NUL inside', async () => {
    const email = 'invisible-name@example.com';
    const blank = await signUp({ ...subscription, email, first_name: '\u200B\u200D', last_name: '\u0000' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).fields).toEqual({
      first_name: 'Le prénom est obligatoire',
      last_name: 'Le nom est obligatoire',
    });
    const nul = await signUp({ ...subscription, email, last_name: 'Du\u0000bois' });
    expect(nul.status).toBe(400);
    expect((await nul.json()).fields).toEqual({
      last_name: 'Veuillez retaper ce champ : il contient des caractères qui ne se tapent pas au clavier.',
    });
    expect(await storedSubscriber(email)).toBeUndefined();
  });
});

describe('a database that does not answer', () => {
  it('gets the visitor a 503 at the deadline, and the sign-up is told to write nothing after it', async () => {
    const { formHandler } = await import('@/lib/server/forms/handle-submission');
    const { newsletterFields } = await import('@/lib/domain/forms/newsletter-form');
    let signal: AbortSignal | undefined;
    const hung = formHandler({
      form: 'newsletter-deadline',
      fields: newsletterFields,
      messages: 'Newsletter',
      rateLimit: { limit: 100, windowMs: 60_000, everyRequest: true },
      answerFloorMs: 0,
      answerWithinMs: 300,
      accept: (_payload, _data, _locale, deadline) => {
        signal = deadline;
        return new Promise(() => {});
      },
      payload: async () => cms(),
    });
    const started = performance.now();
    const response = await hung(
      new NextRequest(`${ORIGIN}/api/newsletter?lang=nl`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': nextIp() },
        body: JSON.stringify(person(`hung-${Date.now()}@example.com`)),
      }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBeTruthy();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(signal?.aborted).toBe(true);
  });
});

describe('unsubscribing with one link (RFC 8058)', () => {
  /** A header of a received mail, its folded lines joined. */
  const headerOf = (email: string, name: string) => {
    const mail = sink.mails.filter((candidate) => candidate.to.some((rcpt) => rcpt.includes(email))).at(-1)!;
    const head = mail.data.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');
    return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
  };

  /** The one-click address of the latest mail to `email`, after it was sent. */
  async function oneClickAddress(email: string) {
    await mailsTo(email);
    return /^<(.+)>$/.exec(headerOf(email, 'List-Unsubscribe') ?? '')?.[1] ?? '';
  }

  const post = (url: string, body: string, type = 'application/x-www-form-urlencoded') =>
    unsubscribePOST(new NextRequest(url, { method: 'POST', headers: { 'content-type': type }, body }));

  it('every newsletter mail names the one-click address, and its text links to the preferences page', async () => {
    const email = 'headers@example.com';
    await signedUpToken(email);
    const address = await oneClickAddress(email);
    expect(address).toMatch(
      /^http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=\d+\.[\w-]{43}&lang=fr$/,
    );
    expect(headerOf(email, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const [mail] = await mailsTo(email);
    const token = new URL(address).searchParams.get('token');
    expect(mail.text).toContain(`http://localhost:3000/fr/newsletter/preferences?token=${token}`);
  });

  it('a GET or a HEAD of the address unsubscribes nobody: GET leads to the preferences page', async () => {
    const email = 'scanner@example.com';
    await openLink(`token=${await signedUpToken(email)}&lang=en`);
    const address = await oneClickAddress(email);
    const opened = unsubscribeGET(new NextRequest(address));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(
      `/fr/newsletter/preferences?token=${encodeURIComponent(new URL(address).searchParams.get('token')!)}`,
    );
    expect(unsubscribeHEAD().status).toBe(204);
    expect((await storedSubscriber(email))?.status).toBe('confirmed');
  });

  it('the one-click POST unsubscribes without a page, and again is still done', async () => {
    const email = 'one.click@example.com';
    await openLink(`token=${await signedUpToken(email)}&lang=en`);
    const address = await oneClickAddress(email);
    const response = await post(address, 'List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(await storedSubscriber(email)).toBeUndefined();
    expect((await post(address, 'List-Unsubscribe=One-Click')).status).toBe(200);
  });

  it('mail programs may post it as multipart, and the page’s button leads to the page saying it is done', async () => {
    const multipart = 'multipart.click@example.com';
    await signedUpToken(multipart);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const encoded = new Request('http://x', { method: 'POST', body: form });
    const response = await post(
      await oneClickAddress(multipart),
      await encoded.text(),
      encoded.headers.get('content-type')!,
    );
    expect(response.status).toBe(200);
    expect(await storedSubscriber(multipart)).toBeUndefined();

    const button = 'page.button@example.com';
    await signedUpToken(button);
    const fromPage = await post(await oneClickAddress(button), 'via=page');
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get('location')).toBe('/fr/newsletter/desinscrit');
    expect(await storedSubscriber(button)).toBeUndefined();
  });

  it('a forged or malformed link, or a POST without the one-click body, unsubscribes nobody', async () => {
    const email = 'forged@example.com';
    await signedUpToken(email);
    const address = new URL(await oneClickAddress(email));
    const [id, mac] = address.searchParams.get('token')!.split('.');
    const forged = new URL(address);
    const forgedMac = `${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`;
    forged.searchParams.set('token', `${id}.${forgedMac}`);
    const nobody = new URL(address);
    nobody.searchParams.set('token', `${Number(id) + 100_000}.${forgedMac}`);
    // The same answer for a subscriber's id as for an id nobody has: it tells an outsider nothing.
    const answers = await Promise.all(
      [forged, nobody].map(async (link) => {
        const response = await post(link.toString(), 'List-Unsubscribe=One-Click');
        return [response.status, await response.text()];
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    const malformed = new URL(address);
    malformed.searchParams.set('token', id);
    expect((await post(malformed.toString(), 'List-Unsubscribe=One-Click')).status).toBe(400);
    expect((await post(address.toString(), '')).status).toBe(400);
    expect((await post(address.toString(), 'x'.repeat(2048))).status).toBe(413);
    expect((await storedSubscriber(email))?.status).toBe('pending');
  });
});

describe('an unsubscription that sticks', () => {
  const post = (url: string, body: string) =>
    unsubscribePOST(
      new NextRequest(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      }),
    );
  const linkIn = async (email: string) => {
    const mails = await mailsTo(email);
    return new URL(/^http\S+\/newsletter\/preferences\?token=\S+$/m.exec(mails.at(-1)!.text)![0]);
  };

  it('takes effect at once and leaves a keyed hash; a new sign-up is mailed and its confirmation lifts it', async () => {
    const email = 'sticks@example.com';
    await openLink(`token=${await signedUpToken(email)}&lang=fr`);
    expect(await mayMail(cms(), email)).toBe(true);
    const page = await linkIn(email);
    const oneClick = new URL('/api/newsletter/unsubscribe', page);
    oneClick.search = `?token=${page.searchParams.get('token')}&lang=fr`;
    expect((await post(oneClick.toString(), 'List-Unsubscribe=One-Click')).status).toBe(200);
    expect(await mayMail(cms(), email)).toBe(false);
    expect(await isSuppressed({ payload: cms() }, email)).toBe(true);

    // Signing up again is never swallowed: the double opt-in mails the link, and only the
    // confirmation takes the address off the list.
    const mailsBefore = (await mailsTo(email)).length;
    const token = await signedUpToken(email);
    expect((await mailsTo(email)).length).toBe(mailsBefore + 1);
    expect(await isSuppressed({ payload: cms() }, email)).toBe(true);
    expect(await mayMail(cms(), email)).toBe(false);
    await openLink(`token=${token}&lang=fr`);
    expect(await isSuppressed({ payload: cms() }, email)).toBe(false);
    expect(await mayMail(cms(), email)).toBe(true);
  });

  it('the preferences page’s form changes the newsletter’s language with the signed link only', async () => {
    const email = 'language@example.com';
    await openLink(`token=${await signedUpToken(email)}&lang=fr`);
    const token = (await linkIn(email)).searchParams.get('token')!;
    const choose = (link: string, body: string) =>
      preferencesPOST(
        new NextRequest(`${ORIGIN}/api/newsletter/preferences?token=${encodeURIComponent(link)}&lang=fr`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      );
    const saved = await choose(token, 'locale=nl');
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(
      `/fr/newsletter/preferences?token=${encodeURIComponent(token)}&saved=language`,
    );
    expect((await storedSubscriber(email)).locale).toBe('nl');
    expect((await choose(token, 'locale=de')).status).toBe(400);
    const [id, mac] = token.split('.');
    const forged = await choose(`${id}.${mac[0] === 'A' ? 'B' : 'A'}${mac.slice(1)}`, 'locale=en');
    expect(forged.headers.get('location')).not.toContain('saved');
    expect((await storedSubscriber(email)).locale).toBe('nl');
  });

  it('the preferences page’s forms answer a mistake in the page’s language, not in English', async () => {
    const email = 'mistakes@example.com';
    await openLink(`token=${await signedUpToken(email)}&lang=fr`);
    const token = encodeURIComponent((await linkIn(email)).searchParams.get('token')!);
    const post = (route: (request: NextRequest) => Promise<Response>, path: string, body: string) =>
      route(
        new NextRequest(`${ORIGIN}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
      );
    const answers = [
      [
        await post(unsubscribePOST, '/api/newsletter/unsubscribe?token=nonsense&lang=nl', 'via=page'),
        nl.NewsletterUnsubscribe.invalid,
      ],
      [
        await post(preferencesPOST, `/api/newsletter/preferences?token=${token}&lang=fr`, 'locale=de'),
        fr.NewsletterUnsubscribe.languageInvalid,
      ],
      [
        await post(
          preferencesPOST,
          `/api/newsletter/preferences?token=${token}&lang=fr`,
          `locale=${'x'.repeat(4096)}`,
        ),
        fr.NewsletterUnsubscribe.tooLarge,
      ],
      [
        await post(
          topicsPOST,
          `/api/newsletter/preferences/topics?token=${token}&lang=nl`,
          `topic=${'1&topic='.repeat(1024)}`,
        ),
        nl.NewsletterUnsubscribe.tooLarge,
      ],
    ] as const;
    for (const [answer, text] of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(await answer.text()).toContain(text);
    }
    expect((await storedSubscriber(email)).locale).toBe('fr');
  });
});
