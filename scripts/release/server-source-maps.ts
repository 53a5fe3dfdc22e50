import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Ships the source maps of the server's code that the release runs: Next's standalone output
 * copies the compiled files it traced, not their `.js.map`. The unit starts `node
 * --enable-source-maps server.js`, so an error's stack (the log's, and the report sent to
 * Sentry, lib/shared/log/error-reports.ts) names the sources' files and lines instead of a chunk's.
 * Only maps of files the release holds, and without the sources' text (`sourcesContent`,
 * two thirds of their size): a stack needs the mappings alone. Returns how many.
 */
export function shipServerSourceMaps(builtServer: string, releaseServer: string): number {
  let shipped = 0;
  for (const entry of readdirSync(builtServer, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js.map')) continue;
    const relative = path.relative(builtServer, path.join(entry.parentPath, entry.name));
    const target = path.join(releaseServer, relative);
    if (!existsSync(target.slice(0, -'.map'.length))) continue;
    const map = JSON.parse(readFileSync(path.join(builtServer, relative), 'utf8')) as SourceMap;
    writeFileSync(target, JSON.stringify(withoutSources(map)));
    shipped += 1;
  }
  return shipped;
}

/** A source map, or an index map whose sections hold maps (Turbopack writes those). */
type SourceMap = { sourcesContent?: unknown; sections?: { map: SourceMap }[] };

function withoutSources(map: SourceMap): SourceMap {
  delete map.sourcesContent;
  for (const section of map.sections ?? []) withoutSources(section.map);
  return map;
}
