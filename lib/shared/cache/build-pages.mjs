/**
 * The pages, feeds and sitemaps `next build` prerendered, as the files it leaves in the
 * build folder (`server/app/<path>.html`, `.rsc`, `.meta`, `.segments/`, `.body`): the
 * build's output, the same files a deployment adapter reads. Next hands a custom cache
 * handler the CMS reads of the build but not these pages, so the file cache handler reads
 * them here on a miss: after a start a prerendered page is served at once, as with Next's
 * own cache, instead of rendering on its first request.
 *
 * A release removes them (they were rendered on the release build's empty database) and a
 * restore does too (they show the database of before it). If a Next upgrade changes the
 * files, a page is simply rendered on its first request again: tests/e2e/start-up.spec.ts
 * notices.
 * Plain JavaScript: the cache handler, which Next loads by path, uses it.
 */
import { readdirSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where a cache key of Next's response cache names its page: `/route-cache/<kind>/<hash>/$/en/faq`. */
const PATH_MARKER = '/$/';

/** The page's path in the build output, if `key` is a response cache key. */
function outputPathOf(key) {
  if (!key.startsWith('/route-cache/')) return undefined;
  const marker = key.indexOf(PATH_MARKER);
  return marker === -1 ? undefined : key.slice(marker + PATH_MARKER.length - 1);
}

/** Inside the build's `server/app`, never above it (a key is a visitor's path). */
function fileIn(appFolder, outputPath, suffix) {
  const file = path.join(appFolder, `${outputPath}${suffix}`);
  return file.startsWith(appFolder + path.sep) ? file : undefined;
}

async function segmentsOf(appFolder, outputPath, segmentPaths) {
  if (!Array.isArray(segmentPaths)) return undefined;
  const segments = new Map();
  for (const segmentPath of segmentPaths) {
    const file = fileIn(appFolder, `${outputPath}.segments${segmentPath}`, '.segment.rsc');
    // A segment without its file is treated by Next as one without a prefetch.
    if (file)
      await readFile(file).then(
        (data) => segments.set(segmentPath, data),
        () => {},
      );
  }
  return segments;
}

/**
 * The entry Next's cache would give for `key` (`kind` APP_PAGE or APP_ROUTE) from what the
 * build in `distDir` prerendered, or undefined. Its time is the build's, so a publish after
 * the build expires it as any other entry.
 * @param {string} distDir
 * @param {string} key
 * @param {{ kind?: string, isFallback?: boolean }} [context] what Next passes the cache handler's get
 */
export async function readBuildPage(distDir, key, { kind, isFallback = false } = {}) {
  const outputPath = outputPathOf(key);
  if (!outputPath || (kind !== 'APP_PAGE' && kind !== 'APP_ROUTE')) return undefined;
  const appFolder = path.resolve(distDir, 'server', 'app');
  const metaFile = fileIn(appFolder, outputPath, '.meta');
  if (!metaFile) return undefined;
  try {
    const meta = JSON.parse(await readFile(metaFile, 'utf8'));
    // The build wrote this page for exactly this key (same route, same build, not a fallback shell).
    if (meta.routeCache?.key !== key || Boolean(meta.routeCache.isFallback) !== isFallback) return undefined;
    const primary = fileIn(appFolder, outputPath, kind === 'APP_ROUTE' ? '.body' : '.html');
    const { mtimeMs } = await stat(primary);
    const lastModified = meta.routeCacheLastModified ?? Math.floor(mtimeMs);
    const value =
      kind === 'APP_ROUTE'
        ? { kind, body: await readFile(primary), headers: meta.headers, status: meta.status }
        : {
            kind,
            html: await readFile(primary, 'utf8'),
            rscData: await readFile(fileIn(appFolder, outputPath, '.rsc')),
            postponed: meta.postponed,
            headers: meta.headers,
            status: meta.status,
            segmentData: await segmentsOf(appFolder, outputPath, meta.segmentPaths),
          };
    return { lastModified, value, cacheControl: meta.cacheControl };
  } catch {
    // Not prerendered (or only in part): rendered on this request, as any page.
    return undefined;
  }
}

/** A prerendered page (HTML, RSC payload, its segments, its headers) or route body. */
const renderedOutput = /\.(html|rsc|meta|body|segments)$/;
/** The error page of the whole app: no CMS content, and Next's last resort when rendering fails. */
const keptOutput = /^_global-error\./;

function removeRendered(folder) {
  let removed = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const entryPath = path.join(folder, entry.name);
    if (renderedOutput.test(entry.name) && !keptOutput.test(entry.name)) {
      rmSync(entryPath, { recursive: true });
      removed += 1;
    } else if (entry.isDirectory()) {
      removed += removeRendered(entryPath);
    }
  }
  return removed;
}

/** Removes what the build in `distDir` prerendered and keeps its code; returns how many went. */
export function removeBuildPages(distDir) {
  // Next 16's response cache, keyed by route: the same pages again.
  rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });
  const appFolder = path.join(distDir, 'server', 'app');
  try {
    return removeRendered(appFolder);
  } catch (error) {
    if (error.code === 'ENOENT') return 0;
    throw error;
  }
}
