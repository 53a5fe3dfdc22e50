/**
 * Next's cache handler, chosen when a server starts rather than when it is built, so one
 * build (a release) runs as a single server or as one of several: with REDIS_URL the cache
 * every instance shares (shared-cache-handler.mjs), without it this process's own disk
 * (file-cache-handler.mjs). Both imports are literal, so Next's trace ships both.
 * Plain JavaScript: Next loads it by path, outside the bundle.
 */
const { default: CacheHandler } = process.env.REDIS_URL
  ? await import('./shared-cache-handler.mjs')
  : await import('./file-cache-handler.mjs');

export default CacheHandler;
