/**
 * Next's cache (rendered pages and tagged CMS reads) in Redis or Valkey, shared by every
 * app instance, so a publish that expires a tag on one instance expires it on all. Used
 * only when REDIS_URL is set (next.config.mjs); one process keeps Next's own cache.
 *
 * The handler is the maintained @fortedigital/nextjs-cache-handler (Redis strings, with
 * tag maps that expire). While Redis cannot be reached, each instance keeps serving from
 * a cache in its own memory, emptied when Redis is back so nothing it missed lingers.
 * Plain JavaScript: Next loads it by path, outside the bundle.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { createClient } from 'redis';
import { worthKeeping } from './keep-policy.mjs';

/** A reply from Redis later than this counts as an outage: a page must not wait on its cache. */
const REDIS_TIMEOUT_MS = 1_000;

function localFallback() {
  let local = createLruHandler();
  return {
    handler: () => local,
    empty: () => {
      local = createLruHandler();
    },
  };
}

/** Redis while it answers, the local cache while it does not. */
function sharedWithFallback(client) {
  const shared = createRedisHandler({ client, keyPrefix: 'club-site:', timeoutMs: REDIS_TIMEOUT_MS });
  const fallback = localFallback();
  client.on('ready', fallback.empty);
  const current = () => (client.isReady ? shared : fallback.handler());
  const attempt = async (operation, ...args) => {
    try {
      return await current()[operation](...args);
    } catch (error) {
      console.warn(`[shared cache] ${operation} failed, using the local cache: ${error.message}`);
      return fallback.handler()[operation](...args);
    }
  };
  return {
    name: 'redis-with-local-fallback',
    get: (key, ctx) => attempt('get', key, ctx),
    // What does not exist is not kept (lib/cache/keep-policy.mjs).
    set: async (key, entry, ctx) => {
      if (worthKeeping(entry?.value)) await attempt('set', key, entry, ctx);
    },
    revalidateTag: (tag) => attempt('revalidateTag', tag),
    delete: (key) => attempt('delete', key),
  };
}

CacheHandler.onCreation(async () => {
  // `next build` renders into its own output; instances fill Redis from the database.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [createLruHandler()] };
  globalThis.clubSiteCache ??= (async () => {
    const client = createClient({
      url: process.env.REDIS_URL,
      pingInterval: 10_000,
      socket: {
        connectTimeout: REDIS_TIMEOUT_MS,
        reconnectStrategy: (retries) => Math.min(retries * 200, 2_000),
      },
    });
    // One line per outage, not one per reconnection attempt.
    let reported = false;
    client.on('error', (error) => {
      if (!reported) console.warn(`[shared cache] Redis: ${error.message}; serving from the local cache`);
      reported = true;
    });
    client.on('ready', () => {
      if (reported) console.warn('[shared cache] Redis is back');
      reported = false;
    });
    await client.connect().catch((error) => {
      console.error(
        `[shared cache] Redis at start: ${error.message}; serving from the local cache until it answers`,
      );
    });
    return { handlers: [sharedWithFallback(client)] };
  })();
  return globalThis.clubSiteCache;
});

export default CacheHandler;
