/**
 * What `next build` rendered on the release build's empty database: pages, feeds and
 * sitemaps as files beside the server's code, which Next's disk cache would otherwise
 * serve as the site's content on a club's database, with the build's origin in their
 * links. A release ships without them: every page renders from the server's own database
 * on its first request and is cached from then on.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileCacheFolders } from '@/lib/cache/site-cache.mjs';

/** A prerendered page (HTML, RSC payload, its segments, its headers) or route body. */
const renderedOutput = /\.(html|rsc|meta|body|segments)$/;
/** The error page of the whole app: no CMS content, and Next's last resort when rendering fails. */
const keptOutput = /^_global-error\./;

function removeRendered(folder: string): number {
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

/** Removes the build-time pages from the build in `distDir`; returns how many went. */
export function removeBuildTimePages(distDir: string): number {
  // Next 16's response cache, keyed by route: the same pages again.
  rmSync(path.join(distDir, 'server', 'route-cache'), { recursive: true, force: true });
  // And as the site's file cache keeps them (lib/cache/file-cache-handler.mjs).
  rmSync(fileCacheFolders(distDir).pages, { recursive: true, force: true });
  return removeRendered(path.join(distDir, 'server', 'app'));
}
