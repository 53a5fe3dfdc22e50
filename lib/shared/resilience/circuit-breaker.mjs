/**
 * A circuit breaker for a service the site can do without for a while (Redis, the
 * database): after `failureThreshold` failures in a row it opens, and callers stop asking
 * the service and use their fallback at once instead of each waiting out a timeout. While
 * open, a probe (not a visitor's request) asks the service every `openMs`; the first probe
 * that succeeds closes the breaker again.
 *
 * Plain JavaScript: Next loads the Redis cache handler by path, outside the bundle, and
 * the bundled code (the rate limits, the job turns, the database reads) must see the same breaker. One
 * breaker per service and process is kept on `globalThis` (`sharedBreaker`).
 *
 * Ours rather than `opossum` (9.0.0, the last for Node 20; 10 needs Node 22; measured
 * 2026-11): in opossum the half-open trial is a caller's own call, so against a frozen Redis
 * a visitor waited the full timeout (301 ms) every `resetTimeout`, and once the service was
 * back the circuit stayed half-open until a visitor came, with nothing to tell guardedRedis
 * to resend what an instance kept alone (`whenClosed`); it opens on an error percentage over
 * a rolling window rather than failures in a row, has no notion of a call that started before
 * the breaker closed (`failed(startedAt)`), and wraps one function (`fire`) where our callers
 * (the cache handler, the database reads, the job turns, the rate limits) ask and report.
 * Keeping those would mean a probe timer and listeners around it: 13.5 KB minified (416 KB
 * installed) for what this module does in 1.1 KB.
 */

/** @typedef {'closed' | 'open'} BreakerState */

/**
 * @typedef {object} BreakerOptions
 * @property {number} [failureThreshold] failures in a row that open the breaker
 * @property {number} [openMs] how long it stays open before the next probe
 * @property {() => Promise<unknown>} [probe] asks the service once; resolves if it answered
 * @property {() => void} [onOpen] called when the breaker opens (e.g. to drop a hung socket)
 * @property {() => void} [onClose] called when a probe or a call succeeds after an outage
 * @property {() => number} [now]
 */

/**
 * @typedef {object} CircuitBreaker
 * @property {() => boolean} allows whether to ask the service now (false while open)
 * @property {() => void} succeeded
 * @property {(startedAt?: number) => void} failed a call that started at `startedAt` (default: now)
 *   failed; one that started before the breaker last closed met the outage the probe already
 *   saw end, and counts only as trouble, never as a new failure
 * @property {() => BreakerState} state
 * @property {() => boolean} troubled whether the breaker is open, the last call failed, or
 *   either happened within the last `openMs` (a call that failed may end after the probe closed it)
 * @property {(listener: () => void) => void} whenClosed calls `listener` each time the breaker closes after an outage
 */

/**
 * @param {BreakerOptions} [options]
 * @returns {CircuitBreaker}
 */
export function circuitBreaker({
  failureThreshold = 3,
  openMs = 2_000,
  probe,
  onOpen = () => {},
  onClose = () => {},
  now = () => Date.now(),
} = {}) {
  /** @type {BreakerState} */
  let state = 'closed';
  let failures = 0;
  let openedAt = 0;
  let closedAt = -Infinity;
  let troubleAt = -Infinity;
  /** @type {Set<() => void>} */
  const closedListeners = new Set([onClose]);

  const close = () => {
    failures = 0;
    if (state === 'open') {
      state = 'closed';
      closedAt = now();
      for (const listener of closedListeners) listener();
    }
  };
  // While open, the probe asks on a timer of its own, so the breaker closes when the
  // service is back even if no caller asks meanwhile; the timer keeps no process alive.
  const probeLater = () => {
    if (!probe) return;
    const timer = setTimeout(() => {
      Promise.resolve()
        .then(probe)
        .then(close, () => {
          openedAt = now();
          if (state === 'open') probeLater();
        });
    }, openMs);
    timer.unref?.();
  };
  const open = () => {
    state = 'open';
    openedAt = now();
    onOpen();
    probeLater();
  };

  return {
    allows() {
      if (state === 'closed') return true;
      troubleAt = now();
      // Without a probe of its own, the breaker closes after a period and the calls are
      // the probe: the next failure opens it again.
      if (!probe && now() - openedAt >= openMs) {
        close();
        return true;
      }
      return false;
    },
    succeeded: close,
    failed(startedAt = now()) {
      troubleAt = now();
      if (state === 'closed' && startedAt < closedAt) return;
      failures += 1;
      if (state === 'open') openedAt = now();
      else if (failures >= failureThreshold) open();
    },
    state: () => state,
    troubled: () => state === 'open' || failures > 0 || now() - troubleAt < openMs,
    whenClosed: (listener) => {
      closedListeners.add(listener);
    },
  };
}

/**
 * The breaker named `name` in this process, created with `options` on first use. The
 * cache handler and the bundled code each hold their own copy of this module; the
 * breaker itself lives on `globalThis`, so all of them share its state.
 *
 * @param {string} name
 * @param {BreakerOptions} [options]
 * @returns {CircuitBreaker}
 */
export function sharedBreaker(name, options) {
  /** @type {Map<string, CircuitBreaker>} */
  const breakers = (globalThis[Symbol.for('club-site.circuit-breakers')] ??= new Map());
  let breaker = breakers.get(name);
  if (!breaker) {
    breaker = circuitBreaker(options);
    breakers.set(name, breaker);
  }
  return breaker;
}

/** Rejected by `withTimeout` when the operation takes too long. */
export class TimeoutError extends Error {
  /** @param {string} what @param {number} ms */
  constructor(what, ms) {
    super(`${what} took more than ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/**
 * `promise`, or a TimeoutError after `ms`: a client that waits without limit on a hung
 * server (node-redis does) is bounded here.
 *
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} [what]
 * @returns {Promise<T>}
 */
export function withTimeout(promise, ms, what = 'the call') {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout])).finally(() => clearTimeout(timer));
}
