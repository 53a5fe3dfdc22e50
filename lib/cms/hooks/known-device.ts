import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CollectionAfterLoginHook, PayloadRequest } from 'payload';
import { parseCookies } from 'payload/shared';
import { derivedSecret } from '../../shared/env/derived-secret';
import { env } from '../../shared/env';
import { loginEmail } from './login-email';

/**
 * A device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a
 * browser that has logged in to an account gets a signed token naming that account, so a
 * later login from it can be told from a guess. It grants nothing by itself: the password
 * is still checked, and the session is Payload's own cookie.
 */
export const knownDeviceCookie = 'club-known-device';

// Half a year: an editor who logs in every few months still counts as known. The cookie
// policy lists it with this name and lifetime (lib/domain/consent/browser-storage.ts).
const maxAgeSeconds = 183 * 24 * 60 * 60;

function signature(nonce: string, account: string): Buffer {
  return createHmac('sha256', derivedSecret('login-device')).update(`${nonce}:${account}`).digest();
}

/** The token a device keeps after logging in to `account`: a random id and its signature. */
export function knownDeviceToken(account: string, nonce = randomBytes(16).toString('base64url')): string {
  return `${nonce}.${signature(nonce, account).toString('base64url')}`;
}

/** The id of the device the request comes from when it logged in to `account` before, else null. */
export function knownDeviceOf(req: Pick<PayloadRequest, 'headers'>, account: string): string | null {
  const [nonce, signed, ...rest] = (parseCookies(req.headers).get(knownDeviceCookie) ?? '').split('.');
  if (!nonce || !signed || rest.length) return null;
  const expected = signature(nonce, account);
  const given = Buffer.from(signed, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/**
 * After a successful login over HTTP, the browser keeps a device token for this account
 * (one account per browser: the last one logged in to). Sent back to the login route only,
 * never readable by scripts.
 */
export const rememberLoginDevice: CollectionAfterLoginHook = ({ req, user }) => {
  if (req.payloadAPI === 'local') return;
  const account = loginEmail(user as { email?: unknown });
  if (!account) return;
  const secure = new URL(env.SITE_URL).protocol === 'https:' ? '; Secure' : '';
  req.responseHeaders ??= new Headers();
  req.responseHeaders.append(
    'Set-Cookie',
    `${knownDeviceCookie}=${knownDeviceToken(account)}; Path=/api/users; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`,
  );
};
