import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClient } from '@libsql/client';
import { readFileSync } from 'node:fs';
import {
  validContact,
  validMascotVisit,
  validTicketRequest,
  validVipReservation,
} from '../support/form-fixtures';
import { startEnvelopeReceiver } from '../support/envelope-receiver';
import { demoUsers, testClientAddress } from './support/cms';
import { startOwnServer } from './support/own-server';

/**
 * The log as an operator reads it (docs/operations.md "Watching it"): the production build started
 * with its output in a file, every form sent with answers nobody else types, a refused
 * one and one the database fails; then the file holds a line per request (route, status,
 * duration, request id) and none of the answers, and the failure reached the stand-in
 * Sentry without them. The same server is opened at an address that is not SITE_URL, as
 * an admin is before DNS exists: a save is refused with the reason, logged once.
 */
test.describe.configure({ mode: 'serial' });

const port = Number(process.env.E2E_PORT ?? 3100) + 250;
const origin = `http://127.0.0.1:${port}`;
const siteUrl = `http://localhost:${port}`;

// What the visitor types, distinctive enough that any trace of it in the log is found.
const marks = {
  firstName: 'Zyxwolda',
  lastName: 'Quaxterbeek',
  email: `zyx.logs-${Date.now()}@example.org`,
  phone: '+32 470 98 76 54',
  message: 'Mxyzptlk would like a signed shirt',
  company: 'Zyxwolda Bouw',
  street: 'Quaxterstraat',
};
const personal = {
  firstName: marks.firstName,
  lastName: marks.lastName,
  email: marks.email,
};

let receiver: Awaited<ReturnType<typeof startEnvelopeReceiver>>;
let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;

// On a copy of the suite's database, consistent while other tests write to it: this test breaks a table.
test.beforeAll(async () => {
  test.setTimeout(90_000);
  receiver = await startEnvelopeReceiver(port + 1);
  server = await startOwnServer('logs', port, {
    SITE_URL: siteUrl,
    LOG_LEVEL: 'info',
    SENTRY_DSN: receiver.dsn,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

type Line = Record<string, unknown>;

function logLines(): Line[] {
  return readFileSync(server!.logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);
}

/** The request lines of `route`, once `count` of them are written (the log is written as answers end). */
async function requestLines(route: string, count: number): Promise<Line[]> {
  let found: Line[] = [];
  await expect
    .poll(() => (found = logLines().filter((line) => line.msg === 'request' && line.route === route)).length)
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** POSTs as the site's own pages do, from a visitor address of its own (the form brakes count per visitor). */
function post(request: APIRequestContext, path: string, data: unknown, headers: Record<string, string> = {}) {
  return request.post(`${origin}${path}`, {
    data,
    headers: { origin, 'x-forwarded-for': testClientAddress(), ...headers },
  });
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${origin}/api/users/login`, {
    data: demoUsers.admin,
    headers: { 'x-forwarded-for': testClientAddress() },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

/** An upcoming home match of the first team: what the ticket and VIP forms accept. */
async function homeFixture(request: APIRequestContext): Promise<number> {
  const token = await adminToken(request);
  const query = new URLSearchParams({
    'where[isHome][equals]': 'true',
    'where[kickoff][greater_than]': new Date(Date.now() + 86_400_000).toISOString(),
    'where[status][not_equals]': 'postponed',
    'where[team.category][equals]': 'first_team',
    sort: 'kickoff',
    limit: '1',
    depth: '0',
  });
  const response = await request.get(`${origin}/api/matches?${query}`, {
    headers: { Authorization: `JWT ${token}` },
  });
  const [match] = (await response.json()).docs as { id: number }[];
  expect(match, 'the demo has an upcoming home match').toBeTruthy();
  return match.id;
}

test('each form leaves a line with route, status and duration, and none of its answers', async ({
  request,
}) => {
  const matchId = await homeFixture(request);
  const sent = [
    ['contact', { ...validContact(), ...personal, phone: marks.phone, message: marks.message }, 201],
    ['ticket-request', { ...validTicketRequest(matchId), ...personal, comments: marks.message }, 201],
    [
      'vip-reservation',
      {
        ...validVipReservation(matchId),
        ...personal,
        phone: marks.phone,
        company: marks.company,
        street: marks.street,
        comments: marks.message,
      },
      201,
    ],
    [
      'mascot-visit',
      {
        ...validMascotVisit(),
        ...personal,
        phone: marks.phone,
        street: marks.street,
        comments: marks.message,
      },
      201,
    ],
  ] as const;
  for (const [form, body, status] of sent) {
    const response = await post(request, `/api/forms/${form}?lang=en`, body);
    expect(response.status(), `${form}: ${await response.text()}`).toBe(status);
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  }
  const newsletter = await post(request, '/api/newsletter?lang=en', {
    first_name: marks.firstName,
    last_name: marks.lastName,
    birth_date: '1980-05-17',
    email: marks.email,
    privacy: true,
  });
  expect(newsletter.status()).toBe(202);
  // A refusal: an address the site does not take.
  const refused = await post(request, '/api/forms/contact?lang=en', {
    ...validContact(),
    ...personal,
    email: `zyx.refused@ex-.com`,
    message: marks.message,
  });
  expect(refused.status()).toBe(400);
  // The front's request id is taken (the server trusts one proxy) and returned.
  const traced = await post(
    request,
    '/api/forms/contact?lang=en',
    { ...validContact(), ...personal, email: 'not an address' },
    { 'x-request-id': 'front-0123456789abcdef' },
  );
  expect(traced.headers()['x-request-id']).toBe('front-0123456789abcdef');

  for (const [form] of sent) {
    const [line] = await requestLines(`/api/forms/${form}`, 1);
    expect(line).toMatchObject({ level: 'info', method: 'POST', status: expect.any(Number) });
    expect(line.durationMs).toEqual(expect.any(Number));
    expect(line.requestId).toEqual(expect.any(String));
  }
  const contactLines = await requestLines('/api/forms/contact', 3);
  expect(contactLines.map((line) => line.status)).toEqual(expect.arrayContaining([201, 400]));
  expect(contactLines.some((line) => line.requestId === 'front-0123456789abcdef')).toBe(true);
  const [newsletterLine] = await requestLines('/api/newsletter', 1);
  expect(newsletterLine.status).toBe(202);
  // Cached pages are not logged one by one at info.
  await request.get(`${origin}/en`);
  expect(logLines().some((line) => line.route === '/en')).toBe(false);
});

test('a form the database fails: logged and reported to Sentry, without the answers', async ({ request }) => {
  const db = createClient({ url: `file:${server!.database}` });
  await db.execute('ALTER TABLE contact_messages RENAME TO contact_messages_away');
  try {
    const response = await post(request, '/api/forms/contact?lang=en', {
      ...validContact(),
      ...personal,
      phone: marks.phone,
      message: marks.message,
    });
    expect(response.status()).toBe(503);
  } finally {
    await db.execute('ALTER TABLE contact_messages_away RENAME TO contact_messages');
    db.close();
  }
  await expect.poll(() => logLines().some((line) => line.msg === 'storing a submission failed')).toBe(true);
  const failure = logLines().find((line) => line.msg === 'storing a submission failed')!;
  expect(failure).toMatchObject({ level: 'error', form: 'contact', err: { type: expect.any(String) } });
  // Found beside its request's own line by the request id.
  const [, , , failed] = await requestLines('/api/forms/contact', 4);
  expect(failed).toMatchObject({ status: 503, level: 'warn' });
  expect(failure.requestId).toBe(failed.requestId);
  const envelopes = await receiver.received(1);
  const report = envelopes.find((envelope) => envelope.includes('storing a submission failed'));
  expect(report, envelopes.join('\n---\n')).toBeTruthy();
  expect(report).toContain('contact_messages');
  for (const value of Object.values(marks)) expect(report).not.toContain(value);
});

test('an error screen in a browser is logged without what it showed', async ({ request }) => {
  const response = await post(request, '/api/client-errors', {
    screen: 'page',
    type: 'TypeError',
    message: `Cannot read properties of undefined (reading '${marks.email}')`,
    path: '/en/news/some-story',
  });
  expect(response.status()).toBe(204);
  await expect.poll(() => logLines().some((line) => line.kind === 'client')).toBe(true);
  const line = logLines().find((entry) => entry.kind === 'client')!;
  expect(line).toMatchObject({ level: 'error', screen: 'page', route: '/en/news/some-story' });
  expect(String(line.msg)).toContain('TypeError');
});

test('the admin opened at an address that is not SITE_URL says so when a save is refused', async ({
  request,
}) => {
  const login = await request.post(`${origin}/api/users/login`, {
    data: demoUsers.admin,
    headers: { 'x-forwarded-for': testClientAddress() },
  });
  expect(login.status()).toBe(200);
  // The admin's own save: the session cookie, from the page's origin (127.0.0.1, not SITE_URL).
  const save = (language: string) =>
    request.post(`${origin}/api/globals/club-settings`, {
      data: {},
      headers: { origin, 'accept-language': language },
    });
  const english = await save('en');
  expect(english.status()).toBe(403);
  const message = (await english.json()).errors[0].message as string;
  expect(message).toContain(`opened at ${origin}`);
  expect(message).toContain(`${siteUrl}/admin`);
  const dutch = await save('nl');
  expect((await dutch.json()).errors[0].message).toMatch(/^Niet bewaard: .*geopend op http:\/\/127\.0\.0\.1/);
  await expect
    .poll(() => logLines().filter((line) => line.origin === origin && line.level === 'warn').length)
    .toBe(1);
});

test('the admin itself shows the reason, in its language', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'payload-lng', value: 'fr', url: origin }]);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': testClientAddress() });
  await page.goto(`${origin}/admin/login`);
  await page.locator('#field-email').fill(demoUsers.admin.email);
  await page.locator('#field-password').fill(demoUsers.admin.password);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 20_000 });
  await page.goto(`${origin}/admin/globals/club-settings`);
  await page.locator('#field-phone').fill('+32 57 00 00 00');
  await page.locator('#action-save').click();
  await expect(
    page.getByText(`Non enregistré : cette administration a été ouverte à l’adresse ${origin}`),
  ).toBeVisible({
    timeout: 20_000,
  });
});

test('no answer of any form is anywhere in the log', async () => {
  const log = readFileSync(server!.logFile, 'utf8');
  for (const value of [...Object.values(marks), marks.email.split('@')[0], 'zyx.refused']) {
    expect(log, value).not.toContain(value);
  }
  // Every line is JSON: no pretty-printed, coloured or bare console lines beside it.
  const others = log
    .split('\n')
    .map((line) => line.replace(/\u001b\[[\d;]*m/g, '').trim())
    .filter((line) => line && !line.startsWith('{'));
  // Only the banner `next start` prints before the server's code runs.
  expect(
    others.filter((line) => !/^(▲ Next\.js|- (Local|Network):|✓ (Ready|Running next\.config))/.test(line)),
  ).toEqual([]);
});
