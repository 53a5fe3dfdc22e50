import { createHmac, timingSafeEqual } from 'node:crypto';
import { env } from './index';

/** What a derived secret is for; each purpose gets its own value. */
export type SecretPurpose =
  | 'preview-link'
  | 'scheduled-jobs'
  | 'mail-recipient'
  | 'login-device'
  | 'data-request'
  | 'newsletter-unsubscribe'
  | 'newsletter-suppression';

/**
 * A secret for one purpose, derived from PAYLOAD_SECRET: a deployment has one
 * secret to manage, and rotating it rotates these too.
 */
export function derivedSecret(purpose: SecretPurpose): string {
  return createHmac('sha256', env.PAYLOAD_SECRET).update(purpose).digest('hex');
}

export function isDerivedSecret(candidate: string | null | undefined, purpose: SecretPurpose): boolean {
  if (!candidate) return false;
  const expected = Buffer.from(derivedSecret(purpose));
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
