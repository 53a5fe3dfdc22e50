/**
 * Next's own cache on the disk of one process (the embedded default; REDIS_URL switches
 * to lib/cache/shared-cache-handler.mjs, see cache-handler.mjs), with three changes: answers
 * about things that do not exist are not kept (lib/cache/keep-policy.mjs says why), what was
 * written before a restore emptied the cache is absent (lib/cache/site-cache.mjs), and each
 * lookup is counted (lib/metrics/registry.mjs). `next build` writes its prerendered pages,
 * the 404 page among them, unchanged.
 * Plain JavaScript: Next loads it by path, outside the bundle.
 */
// eslint-disable-next-line no-restricted-imports -- Next's file cache subclassed: the one private import left
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import path from 'node:path';
import { countCacheLookup } from '../metrics/registry.mjs';
import { worthKeeping } from './keep-policy.mjs';
import { fileCacheEmptiedAt } from './site-cache.mjs';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/**
 * Next's default memory cache before the disk. next.config.mjs sets `cacheMaxMemorySize` to
 * 0 for every server, because the shared cache must keep no per-process copy; this one may.
 */
const memoryCacheBytes = 50 * 1024 * 1024;

/** Read once per build folder: a restore is made with the site stopped. */
const emptiedAt = new Map();

export default class FileCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super({ ...ctx, maxMemoryCacheSize: memoryCacheBytes });
    // Without a server folder (some of Next's own uses) there are no files to doubt.
    const distDir = ctx.serverDistDir ? path.dirname(ctx.serverDistDir) : undefined;
    if (distDir && !emptiedAt.has(distDir)) emptiedAt.set(distDir, fileCacheEmptiedAt(distDir));
    this.emptiedAt = (distDir && emptiedAt.get(distDir)) || 0;
  }

  async get(...args) {
    const found = await super.get(...args);
    const entry = found && !building && found.lastModified <= this.emptiedAt ? null : found;
    countCacheLookup('file', entry);
    return entry;
  }

  async set(key, data, ctx) {
    if (!building && !worthKeeping(data)) return;
    return super.set(key, data, ctx);
  }
}
