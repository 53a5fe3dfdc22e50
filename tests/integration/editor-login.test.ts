import type { CollectionBeforeOperationHook } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayCms } from '../support/throwaway-cms';

// Read once by lib/env.ts, so set before anything imports the CMS config.
const SITE = 'https://www.westhoek.example';
process.env.SITE_URL = SITE;

const admin = { email: 'admin@westhoek.example', password: 'admin-password-1234' };
const editor = { email: 'editor@westhoek.example', password: 'editor-password-1234' };

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>;
let cms: Awaited<ReturnType<typeof throwawayCms>>;
let rest: RouteHandler;
let graphql: (request: Request) => Promise<Response>;
let limits: typeof import('@/lib/cms/hooks/login-throttle').loginLimits;
let throttleLogins: typeof import('@/lib/cms/hooks/login-throttle').throttleLogins;

beforeAll(async () => {
  cms = await throwawayCms();
  for (const [user, role] of [
    [admin, 'admin'],
    [editor, 'editor'],
  ] as const) {
    await cms.payload.create({ collection: 'users', data: { ...user, name: role, roles: [role] } });
  }
  // The app's own route handlers: Payload's REST and GraphQL endpoints, as Next serves them.
  const [restRoute, graphqlRoute, throttle] = await Promise.all([
    import('@/app/(payload)/api/[...slug]/route'),
    import('@/app/(payload)/api/graphql/route'),
    import('@/lib/cms/hooks/login-throttle'),
  ]);
  rest = restRoute.POST as RouteHandler;
  graphql = graphqlRoute.POST as (request: Request) => Promise<Response>;
  ({ loginLimits: limits, throttleLogins } = throttle);
});
afterAll(async () => cms?.dispose());

let lastAddress = 0;
/** A client address of its own per test, so one test's attempts never count in another's. */
const nextAddress = () => `203.0.113.${++lastAddress}`;

function login(credentials: { email: string; password: string }, address: string): Promise<Response> {
  const request = new Request(`${SITE}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(credentials),
  });
  return rest(request, { params: Promise.resolve({ slug: ['users', 'login'] }) });
}

function loginOverGraphql(credentials: { email: string; password: string }, address: string) {
  const query = `mutation { loginUser(email: ${JSON.stringify(credentials.email)}, password: ${JSON.stringify(credentials.password)}) { token } }`;
  return graphql(
    new Request(`${SITE}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ query }),
    }),
  );
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
    // GraphQL's login mutation is the same operation, throttled the same.
    const overGraphql = await loginOverGraphql(admin, attacker);
    expect(overGraphql.headers.get('retry-after')).toBe(String(limits.perAddress.windowMs / 1000));
    const body = await overGraphql.json();
    expect(body.data?.loginUser ?? null).toBeNull();
    expect(body.errors[0].extensions.statusCode).toBe(429);

    // Not locked: the admin logs in from anywhere else, at once.
    const admitted = await login(admin, nextAddress());
    expect(admitted.status).toBe(200);
    expect((await admitted.json()).user.email).toBe(admin.email);
  });

  it('throttles one account guessed at from many addresses, not the others', async () => {
    const window = 60_000;
    const hook = throttleLogins(
      { perAddress: { limit: 2, windowMs: window }, perAccount: { limit: 3, windowMs: window } },
      { trustedProxies: 0, redisUrl: undefined },
    );
    const attempt = (email: string, address: string, payloadAPI: 'REST' | 'local' = 'REST') =>
      hook({
        operation: 'login',
        args: { data: { email, password: 'guess' } },
        req: { payloadAPI, headers: new Headers({ 'x-forwarded-for': address }) },
      } as unknown as Parameters<CollectionBeforeOperationHook>[0]);

    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
      await expect(attempt(' Admin@Westhoek.example', address)).resolves.toBeUndefined();
    }
    await expect(attempt('admin@westhoek.example', '192.0.2.4')).rejects.toMatchObject({ status: 429 });
    await expect(attempt('editor@westhoek.example', '192.0.2.5')).resolves.toBeUndefined();
    // The server's own logins (local API) are not counted.
    await expect(attempt('admin@westhoek.example', '192.0.2.6', 'local')).resolves.toBeUndefined();
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
