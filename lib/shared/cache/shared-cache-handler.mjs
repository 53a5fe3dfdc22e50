/**
 * Next's cache (rendered pages and tagged CMS reads) in Redis or Valkey, shared by every
 * app instance, so a publish that expires a tag on one instance expires it on all. Used
 * only when REDIS_URL is set (next.config.ts); one process keeps Next's own cache.
 *
 * The handler is the maintained @fortedigital/nextjs-cache-handler (Redis strings, with
 * tag maps that expire). Every call to Redis is bounded and behind the instance's circuit
 * breaker (lib/shared/resilience/guarded-redis.mjs): while Redis is refused, frozen or slow, each
 * instance serves from a cache in its own memory after a few hundred milliseconds, and at
 * once after a few failures. When Redis answers again that memory is emptied, so nothing
 * it missed lingers, and the tags expired meanwhile (a publish) are sent on to Redis, so
 * the other instances learn of them too.
 * Plain JavaScript: Next loads it by path, outside the bundle.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { countCacheLookup } from '../metrics/registry.mjs';
import { guardedRedis, REDIS_COMMAND_TIMEOUT_MS } from '../resilience/guarded-redis.mjs';
import { worthKeeping } from './keep-policy.mjs';
import { SHARED_CACHE_KEY_PREFIX } from './site-cache.mjs';

/** Redis while it answers, the local cache while it does not. */
function sharedWithFallback(url) {
  let local = createLruHandler();
  /** Tags expired while Redis was not asked, sent on when it answers again. */
  const missedTags = new Set();
  const redis = guardedRedis(url, {
    onRecover: async () => {
      local = createLruHandler();
      const tags = [...missedTags];
      missedTags.clear();
      for (const tag of tags) await attempt('revalidateTag', tag);
    },
  });
  // One handler per connection: a connection that failed is replaced by a new one.
  const sharedHandlers = new WeakMap();
  const sharedFor = (client) => {
    if (!sharedHandlers.has(client)) {
      const handler = createRedisHandler({
        client,
        keyPrefix: SHARED_CACHE_KEY_PREFIX,
        timeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      });
      sharedHandlers.set(client, handler);
    }
    return sharedHandlers.get(client);
  };
  /** `operation` on Redis, or on the local cache when Redis is not asked or fails; and which answered. */
  const answered = async (operation, ...args) => {
    let store = 'redis';
    const value = await redis.run(
      (client) => sharedFor(client)[operation](...args),
      (error) => {
        store = 'local';
        if (error) console.warn(`[shared cache] ${operation}: ${error.message}; using the local cache`);
        if (operation === 'revalidateTag') missedTags.add(args[0]);
        return local[operation](...args);
      },
    );
    return { value, store };
  };
  const attempt = async (operation, ...args) => (await answered(operation, ...args)).value;
  return {
    name: 'redis-with-local-fallback',
    get: async (key, ctx) => {
      const { value, store } = await answered('get', key, ctx);
      countCacheLookup(store, value);
      return value;
    },
    // What does not exist is not kept (lib/shared/cache/keep-policy.mjs).
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
  globalThis.clubSiteCache ??= { handlers: [sharedWithFallback(process.env.REDIS_URL)] };
  return globalThis.clubSiteCache;
});

export default CacheHandler;
