/**
 * Where Next's cache of this site lives, said once, and how a restore empties it: after
 * `npm run restore` no page, feed or CMS read of the state before it may be served, and
 * Next would otherwise keep serving them until some later publish expired their tags.
 *
 * - One process (lib/shared/cache/file-cache-handler.mjs): files under the build folder, the
 *   pages and the tagged CMS reads, the pages `next build` prerendered (build-pages.mjs)
 *   and the optimized images in Next's own image cache. All are deleted, so each page is
 *   rendered again from the restored database on its first visit.
 * - Several instances (REDIS_URL, lib/shared/cache/shared-cache-handler.mjs): every key of the
 *   site's prefix in Redis, pages, reads and tag maps alike.
 * Plain JavaScript: the cache handlers, which Next loads by path, use it.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { removeBuildPages } from './build-pages.mjs';

/** Every key the shared cache writes in Redis starts with this. */
export const SHARED_CACHE_KEY_PREFIX = 'club-site:';

const CONNECT_TIMEOUT_MS = 5_000;

/** The build folder next.config.ts gives Next. */
export const buildFolder = () => process.env.NEXT_DIST_DIR || '.next';

/** The file cache's folders and files in the build folder `distDir`. */
export function fileCacheFolders(distDir) {
  const cache = path.join(distDir, 'cache');
  return {
    reads: path.join(cache, 'fetch-cache'),
    pages: path.join(cache, 'pages'),
    images: path.join(cache, 'images'),
    expiredTags: path.join(cache, 'expired-tags.json'),
  };
}

function emptyFileCache(distDir) {
  for (const part of Object.values(fileCacheFolders(distDir))) rmSync(part, { recursive: true, force: true });
  removeBuildPages(distDir);
}

async function emptySharedCache(url) {
  const client = createClient({
    url,
    socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: false },
  });
  client.on('error', () => {});
  try {
    await client.connect();
    let removed = 0;
    for await (const keys of client.scanIterator({ MATCH: `${SHARED_CACHE_KEY_PREFIX}*`, COUNT: 500 })) {
      if (keys.length > 0) removed += await client.unlink(keys);
    }
    return removed;
  } catch (error) {
    throw new Error(
      `could not empty the shared cache in Redis (${error.message}): the site may serve pages of before ` +
        `the restore; empty it once Redis answers (npm run restore again, or delete the keys ${SHARED_CACHE_KEY_PREFIX}*)`,
    );
  } finally {
    client.destroy();
  }
}

/**
 * Empties the cache the site uses: the build's file cache and, with `redisUrl`, the shared
 * one. Run with the site stopped (a running instance keeps pages in its memory too).
 */
export async function emptySiteCache({ distDir = buildFolder(), redisUrl = process.env.REDIS_URL } = {}) {
  emptyFileCache(distDir);
  const sharedKeys = redisUrl ? await emptySharedCache(redisUrl) : 0;
  return { sharedKeys };
}
