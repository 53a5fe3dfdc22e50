import type { FindOneArgs, Payload } from 'payload';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { throwawayCms } from '../support/throwaway-cms';

/**
 * Sign-ins of one account at the same moment, on a real SQLite database through Payload's
 * own login (lib/cms/whole-sessions.ts): each keeps its session, and none undoes what an
 * admin changed on the account while it was checking the password.
 */
let cms: Awaited<ReturnType<typeof throwawayCms>>;
let payload: Payload;
const account = { email: 'matchday@club.example', password: 'matchday-password-1' };
let accountId: number | string;

beforeAll(async () => {
  cms = await throwawayCms();
  payload = cms.payload;
  await payload.create({
    collection: 'users',
    data: { email: 'admin@club.example', password: 'admin-password-1234', name: 'Admin', roles: ['admin'] },
  });
  accountId = (
    await payload.create({ collection: 'users', data: { ...account, name: 'Match day', roles: ['editor'] } })
  ).id;
});
afterAll(async () => cms?.dispose());

const signIn = (password = account.password) =>
  payload.login({ collection: 'users', data: { email: account.email, password } });

/** Whom a token signs in now, as every request after the sign-in asks (Payload's JWT strategy). */
async function signedInBy(token: string | undefined): Promise<string | null> {
  const { user } = await payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) });
  return user ? String(user.email) : null;
}

/**
 * Holds the next sign-in right after Payload's login has read the account, before the password
 * check and its write; the test changes the account in that gap, as another request would.
 * Login reads it twice: first our equal-time hook (hooks/login-timing.ts), then Payload.
 */
function holdSignInAfterItsRead(): { read: Promise<void>; resume: () => void } {
  const findOne = payload.db.findOne;
  let reads = 0;
  let resume!: () => void;
  let markRead!: () => void;
  const gate = new Promise<void>((resolve) => (resume = resolve));
  const read = new Promise<void>((resolve) => (markRead = resolve));
  payload.db.findOne = (async (args: FindOneArgs) => {
    const doc = await findOne.call(payload.db, args);
    if (args.collection === 'users' && JSON.stringify(args.where).includes(account.email) && ++reads === 2) {
      payload.db.findOne = findOne;
      markRead();
      await gate;
    }
    return doc;
  }) as typeof findOne;
  return { read, resume };
}

afterEach(async () => {
  await payload.update({
    collection: 'users',
    id: accountId,
    data: { password: account.password, roles: ['editor'] },
  });
});

describe('sign-ins of one account at the same moment', () => {
  it('each of six keeps its session: every token signs the account in', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => signIn()));
    const signedIn = await Promise.all(results.map((result) => signedInBy(result.token)));
    expect(signedIn).toEqual(Array(6).fill(account.email));
  });

  it('a sign-in does not undo the roles an admin changed while it checked the password', async () => {
    const held = holdSignInAfterItsRead();
    const signingIn = signIn();
    await held.read;
    await payload.update({ collection: 'users', id: accountId, data: { roles: ['match-secretary'] } });
    held.resume();
    const { token } = await signingIn;

    expect(await signedInBy(token)).toBe(account.email);
    const stored = await payload.findByID({ collection: 'users', id: accountId });
    expect(stored.roles).toEqual(['match-secretary']);
  });

  it('a sign-in checked against a password changed meanwhile is refused, and the new password stays', async () => {
    const held = holdSignInAfterItsRead();
    const signingIn = signIn().then(
      () => 'signed in',
      (error: Error) => error.name,
    );
    await held.read;
    await payload.update({ collection: 'users', id: accountId, data: { password: 'changed-password-2' } });
    held.resume();

    expect(await signingIn).toBe('AuthenticationError');
    await expect(signIn()).rejects.toThrow();
    expect(await signedInBy((await signIn('changed-password-2')).token)).toBe(account.email);
  });
});
