import { expect, test } from '@playwright/test';
import { cmsToken, demoUsers, testClientAddress } from './support/cms';

/**
 * The lock-out exploit: wrong passwords for the demo admin, from one client. Payload locked
 * the account for everybody after five; now that client alone is throttled (429 with
 * Retry-After) and the admin still logs in from anywhere else. The e2e server trusts one
 * proxy hop (playwright.config.ts), so each request names its client in X-Forwarded-For as
 * the front cache would, and this test's clients are not the other tests' 127.0.0.1.
 */
test('wrong passwords throttle the client that sends them, never lock the account', async ({ request }) => {
  test.setTimeout(90_000);
  // Other addresses on a retry: the first run's attacker is still throttled.
  const retry = test.info().retry;
  const attacker = { 'x-forwarded-for': `203.0.113.${10 + 2 * retry}` };
  const colleague = { 'x-forwarded-for': `203.0.113.${11 + 2 * retry}` };
  const wrongPassword = { email: demoUsers.admin.email, password: 'not-the-admin-password' };

  const statuses: number[] = [];
  for (let attempt = 0; attempt < 60 && statuses.at(-1) !== 429; attempt++) {
    const response = await request.post('/api/users/login', { data: wrongPassword, headers: attacker });
    statuses.push(response.status());
    if (response.status() === 429) expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  }
  // Far more than Payload's five before the brake, every one refused as a wrong password.
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.length).toBeGreaterThan(10);
  expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);

  // The throttled client gets nowhere, even with the right password.
  const throttled = await request.post('/api/users/login', { data: demoUsers.admin, headers: attacker });
  expect(throttled.status()).toBe(429);

  // The account is not locked: the admin logs in from another address, and the other
  // tests' 127.0.0.1 was never throttled.
  const elsewhere = await request.post('/api/users/login', { data: demoUsers.admin, headers: colleague });
  expect(elsewhere.status()).toBe(200);
  expect((await elsewhere.json()).user.email).toBe(demoUsers.admin.email);
  expect(await cmsToken(request, 'admin')).toBeTruthy();
});

/**
 * Issue 28 §9: four addresses with 25 wrong passwords each locked any account, the admin's
 * too, for everybody, and the admin said "An unknown error occurred.". Now the account
 * refuses only devices that never logged in to it, and says so in the editor's language;
 * the editor's own browser, where she logged in before, still gets in.
 */
test('guesses from four addresses cannot lock an editor out of a browser she used before', async ({
  browser,
  playwright,
  request,
}) => {
  test.setTimeout(180_000);
  const baseURL = test.info().project.use.baseURL;
  const account = { email: `lock-out-${Date.now()}@westhoek.example`, password: 'lock-out-editor-1234' };
  const auth = { Authorization: `JWT ${await cmsToken(request, 'admin')}` };
  const created = await request.post('/api/users', {
    headers: auth,
    data: { ...account, name: 'Lock-out test', roles: ['editor'] },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()).doc as { id: number };
  // Each a browser of its own, at an address of its own (Payload takes a session cookie
  // only with a browser's Sec-Fetch-Site).
  const client = (address = testClientAddress()) =>
    playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': address, 'sec-fetch-site': 'same-origin' },
    });
  const laptop = await client();
  const strangers: Awaited<ReturnType<typeof client>>[] = [];
  const admin = await browser.newContext({
    locale: 'nl-BE',
    extraHTTPHeaders: { 'x-forwarded-for': testClientAddress() },
  });
  try {
    // The editor's laptop has logged in to her account before.
    expect((await laptop.post('/api/users/login', { data: account })).status()).toBe(200);
    expect((await laptop.post('/api/users/logout')).ok()).toBe(true);

    // Four addresses, 25 wrong passwords each: each under its own limit, together at the
    // account's (the laptop's first login counted too: it was a new device then).
    const statuses: number[] = [];
    for (let address = 0; address < 4; address++) {
      const attacker = await client();
      strangers.push(attacker);
      for (let guess = 0; guess < 25; guess++) {
        const response = await attacker.post('/api/users/login', {
          data: { email: account.email, password: `guess-${guess}` },
        });
        statuses.push(response.status());
      }
    }
    expect(statuses.slice(0, 99).every((status) => status === 401)).toBe(true);
    expect(statuses[99]).toBe(429);

    // A device that never logged in to the account is refused, even with the right
    // password, and told why.
    const newDevice = await client();
    strangers.push(newDevice);
    const refused = await newDevice.post('/api/users/login', { data: account });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await refused.json()).errors[0].message).toContain('a device that has logged in to it before');

    // In the admin, in the editor's language.
    const page = await admin.newPage();
    await page.goto('/admin/login');
    await page.locator('#field-email').fill(account.email);
    await page.locator('#field-password').fill(account.password);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByText('een toestel dat er eerder mee aangemeld was')).toBeVisible();

    // The editor's laptop still gets in.
    const admitted = await laptop.post('/api/users/login', { data: account });
    expect(admitted.status()).toBe(200);
    expect((await admitted.json()).user.email).toBe(account.email);
  } finally {
    await request.delete(`/api/users/${id}`, { headers: auth });
    await Promise.all([laptop, ...strangers].map((context) => context.dispose()));
    await admin.close();
  }
});
