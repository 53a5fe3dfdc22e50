import { createHash, randomBytes } from 'node:crypto';

// No `server-only`: the send job (imported addresses' invitations) loads it outside Next.

/** How long a confirmation link works, counted from the first sign-up. */
export const CONFIRMATION_HOURS = 48;

/**
 * The secret in a confirmation link: 32 random bytes, base64url (43 characters).
 * Only its SHA-256 is stored, so neither a database copy nor an admin can confirm
 * someone else's sign-up; a plain hash suffices because the token is random, not
 * a password that could be guessed from a list.
 */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether `value` could be one of our tokens at all: anything else needs no database lookup. */
export function isConfirmationToken(value: unknown): value is string {
  return typeof value === 'string' && /^[\w-]{43}$/.test(value);
}
