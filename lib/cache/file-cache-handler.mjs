/**
 * Next's own cache on the disk of one process (the embedded default; REDIS_URL switches
 * to lib/cache/shared-cache-handler.mjs, see cache-handler.mjs), with one change: answers
 * about things that do not exist are not kept (lib/cache/keep-policy.mjs says why).
 * `next build` writes its prerendered pages, the 404 page among them, unchanged.
 * Plain JavaScript: Next loads it by path, outside the bundle.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { worthKeeping } from './keep-policy.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/**
 * Next's default memory cache before the disk. next.config.mjs sets `cacheMaxMemorySize` to
 * 0 for every server, because the shared cache must keep no per-process copy; this one may.
 */
const memoryCacheBytes = 50 * 1024 * 1024;

export default class FileCacheHandler extends FileSystemCache {
  constructor(context) {
    super({ ...context, maxMemoryCacheSize: memoryCacheBytes });
  }

  async set(key, data, ctx) {
    if (!building && !worthKeeping(data)) return;
    return super.set(key, data, ctx);
  }
}
