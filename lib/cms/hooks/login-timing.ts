import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { CollectionBeforeOperationHook } from 'payload';
import { loginEmail } from './login-email';

const hash = promisify(pbkdf2);

/**
 * The cost of the password hash Payload checks a known account's password with: its
 * current PBKDF2 parameters (payload's auth/strategies/local/generatePasswordSaltHash).
 * An account still on the older, cheaper hash is moved to these at its next login.
 * The timing test (tests/integration/editor-login.test.ts) fails if Payload moves far from them.
 */
const payloadHashCost = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const;

/**
 * Makes a login for an unknown e-mail take as long as one for a known account. Payload
 * refuses an unknown e-mail right after the lookup, while a known one first costs a
 * password hash, so the time of the answer told which e-mails have accounts. For an
 * unknown e-mail this hook spends a hash of the same cost before Payload's refusal; known
 * and unknown both pay this hook's lookup. A dummy hash rather than padding both answers
 * to a fixed duration: a pad shorter than the hash on a busy machine would leak again, and
 * a pad long enough for that would slow every login.
 */
export const equalLoginTime: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return;
  const email = loginEmail(args.data);
  const password = args.data?.password;
  // Payload refuses these before it looks anything up, whether the account exists or not.
  if (!email || typeof password !== 'string' || password.trim() === '') return;
  const user = await req.payload.db.findOne({
    collection: collection.slug,
    req,
    where: { email: { equals: email } },
  });
  if (!user) {
    const { iterations, keyLength, digest } = payloadHashCost;
    await hash(password, randomBytes(32).toString('hex'), iterations, keyLength, digest);
  }
};
