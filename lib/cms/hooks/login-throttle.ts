import { APIError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload';
import { env } from '../../env';
import { rateLimiter } from '../../forms/server/rate-limit';
import { clientAddress } from '../../http/client-address';
import { loginEmail } from './login-email';

type Window = { limit: number; windowMs: number };

const fifteenMinutes = 15 * 60_000;

/**
 * Login attempts allowed per client address, and per account from all addresses together.
 *
 * The limiter counts every call and cannot be read without counting, so every attempt
 * counts, a correct password too: it must be checked before the password is, or a
 * throttled client could keep guessing and tell the right password by the answer. An
 * editor logs in a few times a day; 30 per address leaves an office of editors room while
 * holding a guesser to 120 passwords an hour. The account's limit is higher, so one
 * address alone never reaches it: only a guesser spread over several addresses slows the
 * account for everybody, and then for the rest of a window rather than by a lock.
 */
export const loginLimits: { perAddress: Window; perAccount: Window } = {
  perAddress: { limit: 30, windowMs: fifteenMinutes },
  perAccount: { limit: 100, windowMs: fifteenMinutes },
};

/**
 * Throttles logins per client address and per account, answering 429 with Retry-After
 * to that address or for that account, where Payload's own brake (`maxLoginAttempts`)
 * locked the account for everybody after five wrong passwords: anyone could lock the
 * admin out.
 *
 * A collection hook (`beforeOperation`, login) rather than a route in front of
 * `/api/users/login`: the login operation is also reachable through GraphQL's
 * `loginUser` mutation, which a REST route would leave open, and this hook runs inside
 * the operation wherever it is called from, before the account is looked up and the
 * password hashed, so a throttled client costs no hash. Both REST and GraphQL handlers add
 * `req.responseHeaders` to their answer, which carries Retry-After. Logins through the
 * local API are the server's own and not throttled.
 */
export function throttleLogins(
  limits = loginLimits,
  { trustedProxies = env.TRUSTED_PROXIES, redisUrl = env.REDIS_URL } = {},
): CollectionBeforeOperationHook {
  const perAddress = rateLimiter(limits.perAddress, redisUrl);
  const perAccount = rateLimiter(limits.perAccount, redisUrl);
  return async ({ args, operation, req }) => {
    if (operation !== 'login' || req.payloadAPI === 'local') return;
    // An address already throttled adds nothing to the account's count, so one client
    // cannot push the account over its limit.
    if (!(await perAddress(`login-address:${clientAddress(req, trustedProxies)}`))) {
      throw throttled(req, limits.perAddress);
    }
    // Without an e-mail Payload refuses the login before any lookup: no account to count.
    const account = loginEmail(args.data);
    if (account && !(await perAccount(`login-account:${account}`))) {
      throw throttled(req, limits.perAccount);
    }
  };
}

/**
 * The windows are fixed and the limiter does not say when the current one started, so
 * Retry-After names the longest wait: a whole window.
 */
function throttled(req: PayloadRequest, window: Window): APIError {
  const seconds = Math.ceil(window.windowMs / 1000);
  req.responseHeaders ??= new Headers();
  req.responseHeaders.set('Retry-After', String(seconds));
  return new APIError(
    `Too many login attempts. Try again in ${Math.ceil(seconds / 60)} minutes.`,
    429,
    { retryAfter: seconds },
    true,
  );
}
