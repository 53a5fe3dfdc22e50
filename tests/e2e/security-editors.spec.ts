import { expect, test } from '@playwright/test';
import { cmsToken, demoUsers } from './support/cms';

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
