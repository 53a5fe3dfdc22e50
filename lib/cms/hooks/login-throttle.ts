import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload';
import { env } from '../../shared/env';
import { rateLimiter } from '../../shared/rate-limit';
import { clientAddress } from '../../shared/http/client-address';
import { adminLanguage } from '../admin/mail-notice-texts';
import { loginRefusal, type LoginRefusal } from '../admin/login-throttle-texts';
import { publicApiError } from '../errors';
import { knownDeviceOf } from './known-device';
import { loginEmail } from './login-email';

type Window = { limit: number; windowMs: number };

const fifteenMinutes = 15 * 60_000;

/**
 * Login attempts allowed per client address, per account from devices it has never
 * logged in from, and per device it has.
 *
 * The limiter counts every call and cannot be read without counting, so every attempt
 * counts, a correct password too: it must be checked before the password is, or a
 * throttled client could keep guessing and tell the right password by the answer. An
 * editor logs in a few times a day; 30 per address leaves an office of editors room while
 * holding a guesser to 120 passwords an hour. The account's limit is higher, so one
 * address alone never reaches it.
 */
export const loginLimits: { perAddress: Window; perAccount: Window; perDevice: Window } = {
  perAddress: { limit: 30, windowMs: fifteenMinutes },
  perAccount: { limit: 100, windowMs: fifteenMinutes },
  perDevice: { limit: 30, windowMs: fifteenMinutes },
};

/**
 * Throttles logins, answering 429 with Retry-After and a message in the admin's language
 * that says which limit was met. Payload's own brake (`maxLoginAttempts`) locked the
 * account for everybody after five wrong passwords; an account-wide limit alone does the
 * same a little later (four addresses with 25 guesses each locked even the admin out).
 *
 * So the account's limit counts and refuses only logins from devices that have never
 * logged in to it (hooks/known-device.ts, OWASP's device cookies): a guesser spread over
 * many addresses meets it, while the real editor, on a browser she logged in from before,
 * is counted on that device alone and gets in. A guesser cannot forge the signed cookie,
 * and one who steals it gets no more than an address would. What this gives up: during
 * an attack an editor on a new device waits out the window, and is told so.
 *
 * A collection hook (`beforeOperation`, login) rather than a route in front of
 * `/api/users/login`: it runs inside the operation wherever it is called from, before the
 * account is looked up and the password hashed, so a throttled client costs no hash. The
 * REST handler adds `req.responseHeaders` to its answer, which carries Retry-After. Logins
 * through the local API are the server's own and not throttled.
 */
export function throttleLogins(
  limits = loginLimits,
  { trustedProxies = env.TRUSTED_PROXIES, redisUrl = env.REDIS_URL } = {},
): CollectionBeforeOperationHook {
  const perAddress = rateLimiter(limits.perAddress, redisUrl);
  const perAccount = rateLimiter(limits.perAccount, redisUrl);
  const perDevice = rateLimiter(limits.perDevice, redisUrl);
  return async ({ args, operation, req }) => {
    if (operation !== 'login' || req.payloadAPI === 'local') return;
    // An address already throttled adds nothing to the account's count, so one client
    // cannot push the account over its limit.
    if (!(await perAddress(`login-address:${clientAddress(req, trustedProxies)}`))) {
      throw throttled(req, 'here', limits.perAddress);
    }
    // Without an e-mail Payload refuses the login before any lookup: no account to count.
    const account = loginEmail(args.data);
    if (!account) return;
    const device = knownDeviceOf(req, account);
    if (device) {
      if (!(await perDevice(`login-device:${device}`))) throw throttled(req, 'here', limits.perDevice);
    } else if (!(await perAccount(`login-account:${account}`))) {
      throw throttled(req, 'account', limits.perAccount);
    }
  };
}

/**
 * The windows are fixed and the limiter does not say when the current one started, so
 * Retry-After names the longest wait: a whole window.
 */
function throttled(req: PayloadRequest, refusal: LoginRefusal, window: Window) {
  const seconds = Math.ceil(window.windowMs / 1000);
  req.responseHeaders ??= new Headers();
  req.responseHeaders.set('Retry-After', String(seconds));
  const message = loginRefusal[adminLanguage(req.i18n?.language)][refusal](Math.ceil(seconds / 60));
  return publicApiError(message, 429, { retryAfter: seconds, reason: refusal });
}
