/**
 * Every use of the Redis that several app instances share (Next's cache, the rate limits,
 * the turn of scheduled jobs) goes through `guardedRedis`: each call is bounded in
 * milliseconds, and after a few failures in a row the instance stops asking Redis and
 * uses its own fallback until a probe finds Redis answering again (circuit-breaker.mjs).
 *
 * node-redis waits without limit on a server that accepts the connection but never
 * answers (a frozen process, a broken network): commands pile up in its queues. So each
 * call here races a timer, a connection that failed is destroyed (its queued commands
 * rejected, its socket closed) rather than left to reconnect, and commands are refused
 * at once while there is no connection (no offline queue).
 *
 * Plain JavaScript: the cache handler, which Next loads by path outside the bundle, uses it.
 */
import { createClient } from 'redis';
import { sharedBreaker, withTimeout } from './circuit-breaker.mjs';

/** Loopback or a LAN answers in well under a millisecond; a tenth of this means trouble. */
export const REDIS_CONNECT_TIMEOUT_MS = 500;
export const REDIS_COMMAND_TIMEOUT_MS = 300;
/** Failures in a row that make an instance stop asking, and how often it probes meanwhile. */
const FAILURE_THRESHOLD = 3;
const PROBE_EVERY_MS = 2_000;

/** @param {string} url */
function connect(url) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, reconnectStrategy: false },
  });
  // Failures reach the caller through its command; the event would only repeat them.
  client.on('error', () => {});
  return client;
}

/** @param {ReturnType<typeof createClient>} client */
function destroy(client) {
  try {
    client.destroy();
  } catch {
    // Already closed.
  }
}

/**
 * One PING on a connection of its own, each step bounded: the breaker's probe, and the
 * readiness check (lib/server/health/readiness.ts).
 *
 * @param {string} url
 */
export async function pingRedis(url) {
  const client = connect(url);
  try {
    await withTimeout(client.connect(), REDIS_CONNECT_TIMEOUT_MS, 'connecting to Redis');
    await withTimeout(client.ping(), REDIS_COMMAND_TIMEOUT_MS, 'PING');
  } finally {
    destroy(client);
  }
}

/** @param {string} url */
export function redisBreaker(url) {
  return sharedBreaker(`redis ${url}`, {
    failureThreshold: FAILURE_THRESHOLD,
    openMs: PROBE_EVERY_MS,
    probe: () => pingRedis(url),
    onOpen: () =>
      console.warn(
        `[redis] not answering; each instance uses its own fallback, probing every ${PROBE_EVERY_MS} ms`,
      ),
    onClose: () => console.warn('[redis] answering again'),
  });
}

/**
 * @typedef {ReturnType<typeof createClient>} RedisClient
 * @typedef {object} GuardedRedis
 * @property {<T>(command: (client: RedisClient) => Promise<T>, fallback: (error?: unknown) => T | Promise<T>) => Promise<T>} run
 *   `command` on a connection to Redis, bounded; `fallback` when Redis is not asked or did not answer in time
 * @property {() => void} close
 */

/**
 * A lazily opened connection to the Redis at `url`. `onRecover` runs once when Redis
 * answers again (a call succeeds, or the probe closes the breaker) after this caller has
 * used its fallback: to empty or resend what it kept alone meanwhile.
 *
 * @param {string} url
 * @param {{ onRecover?: () => void | Promise<void> }} [options]
 * @returns {GuardedRedis}
 */
export function guardedRedis(url, { onRecover } = {}) {
  const breaker = redisBreaker(url);
  /** @type {RedisClient | undefined} */
  let client;
  /** @type {Promise<unknown> | undefined} */
  let connecting;
  let missedSome = false;

  // Destroying rejects whatever the client still queues and closes the socket, even
  // one whose connection never finished.
  const close = () => {
    if (client) destroy(client);
    client = undefined;
    connecting = undefined;
  };
  const open = async () => {
    if (client && !client.isOpen && !connecting) close();
    if (!client) {
      client = connect(url);
      const pending = client.connect().finally(() => {
        if (connecting === pending) connecting = undefined;
      });
      // Its failure reaches the call that waits for it, if any is still waiting.
      pending.catch(() => {});
      connecting = pending;
    }
    const current = client;
    await connecting;
    return current;
  };
  const recover = () => {
    if (!missedSome) return;
    missedSome = false;
    Promise.resolve(onRecover?.()).catch(() => {});
  };
  // A probe may find Redis back before this caller next asks it.
  breaker.whenClosed(recover);
  const fallBack = (/** @type {(error?: unknown) => any} */ fallback, /** @type {unknown} */ error) => {
    missedSome = true;
    return fallback(error);
  };

  return {
    async run(command, fallback) {
      if (!breaker.allows()) return fallBack(fallback);
      let result;
      try {
        const client = await withTimeout(open(), REDIS_CONNECT_TIMEOUT_MS, 'connecting to Redis');
        result = await withTimeout(command(client), REDIS_COMMAND_TIMEOUT_MS, 'a Redis command');
      } catch (error) {
        close();
        breaker.failed();
        return fallBack(fallback, error);
      }
      breaker.succeeded();
      recover();
      return result;
    },
    close,
  };
}
