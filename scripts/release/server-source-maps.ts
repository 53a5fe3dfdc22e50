import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Ships the source maps of the server's code that the release runs: Next's standalone output
 * copies the compiled files it traced, not their `.js.map`. The unit starts `node
 * --enable-source-maps server.js`, so an error's stack (the log's, and the report sent to
 * Sentry, lib/log/error-reports.ts) names the sources' files and lines instead of a chunk's.
 * Only maps of files the release holds; returns how many.
 */
export function shipServerSourceMaps(builtServer: string, releaseServer: string): number {
  let shipped = 0;
  for (const entry of readdirSync(builtServer, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js.map')) continue;
    const relative = path.relative(builtServer, path.join(entry.parentPath, entry.name));
    const target = path.join(releaseServer, relative);
    if (!existsSync(target.slice(0, -'.map'.length))) continue;
    copyFileSync(path.join(builtServer, relative), target);
    shipped += 1;
  }
  return shipped;
}
