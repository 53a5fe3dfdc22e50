import type { CollectionBeforeOperationHook } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayCms } from '../support/throwaway-cms';

// Read once by lib/shared/env/index.ts, so set before anything imports the CMS config.
const SITE = 'https://www.westhoek.example';
process.env.SITE_URL = SITE;

const admin = { email: 'admin@westhoek.example', password: 'admin-password-1234' };
const editor = { email: 'editor@westhoek.example', password: 'editor-password-1234' };

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
let cms: Awaited<ReturnType<typeof throwawayCms>>;
let rest: RouteHandler;
let limits: typeof import('@/lib/cms/hooks/login-throttle').loginLimits;
let throttleLogins: typeof import('@/lib/cms/hooks/login-throttle').throttleLogins;
let knownDeviceCookie: string;

beforeAll(async () => {
  cms = await throwawayCms();
  for (const [user, role] of [
    [admin, 'admin'],
    [editor, 'editor'],
  ] as const) {
    await cms.payload.create({ collection: 'users', data: { ...user, name: role, roles: [role] } });
  }
  // The app's own route handler: Payload's REST endpoints, as Next serves them.
  const [restRoute, throttle, device] = await Promise.all([
    import('@/app/(payload)/api/[...slug]/route'),
    import('@/lib/cms/hooks/login-throttle'),
    import('@/lib/cms/hooks/known-device'),
  ]);
  rest = restRoute.POST as RouteHandler;
  ({ loginLimits: limits, throttleLogins } = throttle);
  ({ knownDeviceCookie } = device);
});
afterAll(async () => cms?.dispose());

let lastAddress = 0;
/** A client address of its own per test, so one test's attempts never count in another's. */
const nextAddress = () => `203.0.113.${++lastAddress}`;

function login(
  credentials: { email: string; password: string },
  address: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const request = new Request(`${SITE}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(credentials),
  });
  return rest(request, { params: Promise.resolve({ slug: ['users', 'login'] }) });
}

/** The device token a successful login leaves in the browser, as the browser sends it back. */
function deviceCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${knownDeviceCookie}=`));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0];
}

const wrong = (user: { email: string }) => ({ email: user.email, password: 'not-the-password' });

describe('login throttling', () => {
  it('answers 429 with Retry-After to an address past its limit; the account stays open to others', async () => {
    const attacker = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < limits.perAddress.limit; i++)
      statuses.push((await login(wrong(admin), attacker)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));

    const refused = await login(wrong(admin), attacker);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(limits.perAddress.windowMs / 1000));
    // The right password does not get through from a throttled address either, or a
    // guesser could tell it by the answer.
    expect((await login(admin, attacker)).status).toBe(429);
    // The answer says why, in the admin's language (its login form sends Accept-Language).
    const inDutch = await login(admin, attacker, { 'accept-language': 'nl' });
    expect((await inDutch.json()).errors[0].message).toBe(
      'Te veel aanmeldpogingen vanaf dit toestel of netwerk. Probeer het over 15 minuten opnieuw.',
    );

    // Not locked: the admin logs in from anywhere else, at once.
    const admitted = await login(admin, nextAddress());
    expect(admitted.status).toBe(200);
    expect((await admitted.json()).user.email).toBe(admin.email);
  });

  it('refuses an account guessed at from many addresses to new devices only, never to a known one', async () => {
    const window = 60_000;
    const hook = throttleLogins(
      {
        perAddress: { limit: 2, windowMs: window },
        perAccount: { limit: 3, windowMs: window },
        perDevice: { limit: 2, windowMs: window },
      },
      { trustedProxies: 0, redisUrl: undefined },
    );
    // The editor logged in on her laptop before: the login left it a device token.
    const laptop = deviceCookieOf(await login(editor, nextAddress()));
    const adminsLaptop = deviceCookieOf(await login(admin, nextAddress()));
    const attempt = (email: string, address: string, cookie = '', payloadAPI: 'REST' | 'local' = 'REST') =>
      hook({
        operation: 'login',
        args: { data: { email, password: 'guess' } },
        req: {
          payloadAPI,
          headers: new Headers({ 'x-forwarded-for': address, cookie }),
          i18n: { language: 'en' },
        },
      } as unknown as Parameters<CollectionBeforeOperationHook>[0]);

    // A guesser spread over addresses, each under its own limit, meets the account's.
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await expect(attempt(' Editor@Westhoek.example', address)).resolves.toBeUndefined();
    }
    await expect(attempt('editor@westhoek.example', '192.0.2.4')).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining('accepts logins only from a device that has logged in to it before'),
    });
    // The editor's laptop still gets to the password check, from any address…
    await expect(attempt('editor@westhoek.example', '192.0.2.5', laptop)).resolves.toBeUndefined();
    // …where a token for another account, or a forged one, counts for nothing.
    await expect(attempt('editor@westhoek.example', '192.0.2.6', adminsLaptop)).rejects.toMatchObject({
      status: 429,
    });
    const forged = laptop.replace(/\.[^.]+$/, '.AAAA');
    await expect(attempt('editor@westhoek.example', '192.0.2.7', forged)).rejects.toMatchObject({
      status: 429,
    });
    // A stolen token buys a guesser no more than an address would.
    await expect(attempt('editor@westhoek.example', '192.0.2.8', laptop)).resolves.toBeUndefined();
    await expect(attempt('editor@westhoek.example', '192.0.2.9', laptop)).rejects.toMatchObject({
      status: 429,
      message: expect.stringContaining('from this device or network'),
    });
    // Other accounts, and the server's own logins (local API), are not held.
    await expect(attempt('admin@westhoek.example', '192.0.2.10')).resolves.toBeUndefined();
    await expect(attempt('editor@westhoek.example', '192.0.2.11', '', 'local')).resolves.toBeUndefined();
  });

  it('leaves the device token with the browser only: HttpOnly, SameSite, for the login route', async () => {
    const response = await login(editor, nextAddress());
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${knownDeviceCookie}=`));
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(/;\s*Path=\/api\/users/);
    expect(cookie).toMatch(/;\s*Secure/i);
    // A wrong password leaves none.
    const refused = await login(wrong(editor), nextAddress());
    expect(refused.headers.getSetCookie().some((line) => line.startsWith(`${knownDeviceCookie}=`))).toBe(
      false,
    );
  });
});

describe('session cookie', () => {
  it('is Secure when SITE_URL is https', async () => {
    const response = await login(editor, nextAddress());
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^payload-token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
  });
});

describe('login timing', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  async function timed(credentials: { email: string; password: string }): Promise<number> {
    const start = performance.now();
    const response = await login(credentials, nextAddress());
    const elapsed = performance.now() - start;
    expect(response.status).toBe(401);
    return elapsed;
  }

  it('takes as long for an unknown e-mail as for a known account with a wrong password', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a busy moment of the machine weighs on both alike.
    for (let i = 0; i < 7; i++) {
      known.push(await timed(wrong(editor)));
      unknown.push(await timed({ email: `nobody-${i}@westhoek.example`, password: 'not-the-password' }));
    }
    const [k, u] = [median(known), median(unknown)];
    // Without the dummy hash an unknown e-mail answers in a few percent of the time.
    expect(Math.abs(k - u), `known ${k.toFixed(0)} ms, unknown ${u.toFixed(0)} ms`).toBeLessThan(0.4 * k);
  });
});
