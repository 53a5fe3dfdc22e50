/**
 * Next's cache (rendered pages, route answers and tagged CMS reads) on the disk of one
 * process, through the cache handler interface Next documents (`cacheHandler` in
 * next.config: get, set, revalidateTag, resetRequestCache) rather than by extending Next's
 * own file cache, whose class is private and may change in any release. REDIS_URL switches
 * to shared-cache-handler.mjs (cache-handler.mjs says how).
 *
 * Entries live in the build folder, so a copy of a build carries its cache: a CMS read as a
 * file of cache/fetch-cache (the value Next hands over, as Next's own file cache wrote it),
 * a page or a route answer as a file of cache/pages. Next hands a custom handler the CMS
 * reads of `next build` but not the pages it prerenders: those are read from the build's
 * output on a miss (build-pages.mjs), so a prerendered page is served at once after a start.
 * A publish expires its tags (revalidateTag): what was written before is absent from then
 * on, also after a restart (the expiries are kept in cache/expired-tags.json). Nothing about
 * what does not exist is kept (keep-policy.mjs), a restore empties the folders
 * (site-cache.mjs), and each lookup is counted (lib/shared/metrics/registry.mjs).
 * Plain JavaScript: Next loads it by path, outside the bundle.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { countCacheLookup } from '../metrics/registry.mjs';
import { readBuildPage } from './build-pages.mjs';
import { worthKeeping } from './keep-policy.mjs';
import { buildFolder, fileCacheFolders } from './site-cache.mjs';

const building = () => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;

/**
 * The most recent entries stay in this process's memory too. next.config.ts sets Next's
 * own `cacheMaxMemorySize` to 0 for every server, because the shared cache must keep no
 * per-process copy; this one may.
 */
const MEMORY_BYTES = 50 * 1024 * 1024;

/** The header in which Next lists a rendered page's tags (its cache-tag contract with handlers). */
const PAGE_TAGS_HEADER = 'x-next-cache-tags';

/** Buffers and Maps (a page's RSC payload and its segments) as JSON, and back. */
function encode(_key, value) {
  if (value instanceof Map) return { $map: [...value] };
  if (value && value.type === 'Buffer' && Array.isArray(value.data)) {
    return { $buffer: Buffer.from(value.data).toString('base64') };
  }
  return value;
}
function decode(_key, value) {
  if (value && typeof value === 'object') {
    if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (Array.isArray(value.$map)) return new Map(value.$map);
  }
  return value;
}

/** The newest entries, up to a number of bytes; the oldest read goes first. */
class MemoryCache {
  #entries = new Map();
  #bytes = 0;

  get(key) {
    const found = this.#entries.get(key);
    if (!found) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, found);
    return found.entry;
  }

  set(key, entry, size) {
    this.delete(key);
    if (size > MEMORY_BYTES) return;
    this.#entries.set(key, { entry, size });
    this.#bytes += size;
    for (const [oldest, { size: oldestSize }] of this.#entries) {
      if (this.#bytes <= MEMORY_BYTES) break;
      this.#entries.delete(oldest);
      this.#bytes -= oldestSize;
    }
  }

  delete(key) {
    const found = this.#entries.get(key);
    if (!found) return;
    this.#entries.delete(key);
    this.#bytes -= found.size;
  }
}

/** One per build folder and process: Next creates a handler per request. */
const stores = new Map();

function storeFor(distDir) {
  if (!stores.has(distDir)) {
    const folders = fileCacheFolders(distDir);
    stores.set(distDir, {
      distDir,
      folders,
      memory: new MemoryCache(),
      expiredTags: readExpiredTags(folders.expiredTags),
    });
  }
  return stores.get(distDir);
}

function readExpiredTags(file) {
  if (!existsSync(file)) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
  } catch {
    return new Map();
  }
}

/**
 * Written beside under a name of its own, then renamed: a reader never sees half a file,
 * and two requests writing the same entry at once never write into one file.
 */
async function writeWhole(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${randomUUID()}.partial`;
  await writeFile(partial, text);
  await rename(partial, file);
}

const fileName = (key) => `${createHash('sha256').update(key).digest('hex')}.json`;

export default class FileCacheHandler {
  constructor() {
    this.store = storeFor(buildFolder());
  }

  #fileOf(key, isRead) {
    const { folders } = this.store;
    return path.join(isRead ? folders.reads : folders.pages, fileName(key));
  }

  /** Whether a tag of the entry was expired after the entry was written. */
  #expired(tags, lastModified) {
    return tags.some((tag) => (this.store.expiredTags.get(tag) ?? 0) >= lastModified);
  }

  async get(key, ctx = {}) {
    const entry = (await this.#read(key, ctx.kind === 'FETCH')) ?? (await this.#readBuilt(key, ctx));
    const tags = entry ? [...entry.tags, ...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [];
    const found = entry && !this.#expired(tags, entry.lastModified) ? entry.found : null;
    countCacheLookup('file', found);
    return found;
  }

  async #read(key, isRead) {
    const remembered = this.store.memory.get(key);
    if (remembered) return remembered;
    let text;
    let parsed;
    try {
      text = await readFile(this.#fileOf(key, isRead), 'utf8');
      parsed = JSON.parse(text, decode);
    } catch {
      // Absent, or unreadable: rendered or read again, and written anew.
      return undefined;
    }
    const { lastModified, ...stored } = parsed;
    const entry = isRead
      ? { found: { lastModified, value: stored }, tags: stored.tags ?? [] }
      : {
          found: { lastModified, value: stored.value, cacheControl: stored.cacheControl },
          tags: pageTags(stored.value),
        };
    entry.lastModified = lastModified;
    this.store.memory.set(key, entry, text.length);
    return entry;
  }

  /** What `next build` prerendered for `key`, kept in memory as a read of this cache's own. */
  async #readBuilt(key, ctx) {
    if (building()) return undefined;
    const built = await readBuildPage(this.store.distDir, key, ctx);
    if (!built) return undefined;
    const entry = { found: built, tags: pageTags(built.value), lastModified: built.lastModified };
    this.store.memory.set(key, entry, built.value.html?.length ?? built.value.body?.length ?? 0);
    return entry;
  }

  async set(key, data, ctx = {}) {
    if (!building() && !worthKeeping(data)) return;
    const isRead = data?.kind === 'FETCH';
    const file = this.#fileOf(key, isRead);
    if (!data) {
      this.store.memory.delete(key);
      await rm(file, { force: true });
      return;
    }
    const lastModified = Date.now();
    const text = isRead
      ? JSON.stringify({ ...data, tags: ctx.tags ?? data.tags ?? [], lastModified }, encode)
      : JSON.stringify({ key, lastModified, cacheControl: ctx.cacheControl, value: data }, encode);
    await writeWhole(file, text);
    const entry = isRead
      ? { found: { lastModified, value: data }, tags: ctx.tags ?? data.tags ?? [], lastModified }
      : {
          found: { lastModified, value: data, cacheControl: ctx.cacheControl },
          tags: pageTags(data),
          lastModified,
        };
    this.store.memory.set(key, entry, text.length);
  }

  /**
   * A publish expires its tags at once (lib/cms/hooks/revalidate.ts asks for `expire: 0`).
   * A later expiry or "stale only" would let Next serve the old entry while it renders a
   * new one, which it decides from its own record of tags, kept for its own cache alone:
   * here every expiry is immediate.
   */
  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === 'string' ? [tags] : tags) this.store.expiredTags.set(tag, now);
    await writeWhole(
      this.store.folders.expiredTags,
      JSON.stringify(Object.fromEntries(this.store.expiredTags)),
    );
  }

  resetRequestCache() {}
}

function pageTags(value) {
  const header = value?.headers?.[PAGE_TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}
