/**
 * Next's own cache on the disk of one process (the embedded default; REDIS_URL switches
 * to lib/cache/shared-cache-handler.mjs), with two changes: answers about things that do
 * not exist are not kept (lib/cache/keep-policy.mjs says why), and each lookup is counted
 * (lib/metrics/registry.mjs). `next build` writes its prerendered pages, the 404 page
 * among them, unchanged.
 * Plain JavaScript: Next loads it by path, outside the bundle.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { countCacheLookup } from '../metrics/registry.mjs';
import { worthKeeping } from './keep-policy.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

export default class FileCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    countCacheLookup('file', entry);
    return entry;
  }

  async set(key, data, ctx) {
    if (!building && !worthKeeping(data)) return;
    return super.set(key, data, ctx);
  }
}
