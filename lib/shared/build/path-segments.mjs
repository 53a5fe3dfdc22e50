// @ts-check
import { execFileSync } from 'node:child_process';

/** How scripts/path-segments.ts prints what it read, on a line of its own. */
export const PATH_SEGMENTS_LINE = 'club-path-segments ';

/**
 * The club's `{club}` path segment and its earlier ones, from Club settings in the database
 * at DATABASE_URL (scripts/path-segments.ts, in a process of its own: next.config.ts
 * cannot load the CMS).
 *
 * @param {Record<string, string>} [env] Settings of the build's own (its DATABASE_URL).
 * @returns {{ current: string; previous: string[] }}
 */
export function readPathSegments(env = {}) {
  const output = execFileSync(
    process.execPath,
    ['--conditions=production', 'scripts/command-launcher.mjs', 'path-segments'],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    },
  );
  const line = output.split('\n').find((candidate) => candidate.startsWith(PATH_SEGMENTS_LINE));
  if (!line) throw new Error('The build could not read the club’s path segment from the database.');
  return JSON.parse(line.slice(PATH_SEGMENTS_LINE.length));
}

/**
 * Before a build compiles the site's paths: the segments into CLUB_PATH_SEGMENT and
 * CLUB_PREVIOUS_PATH_SEGMENTS, which lib/domain/club/path-segment.mjs reads, unless the build was
 * given them (scripts/build-if-stale.ts reads them once, for its staleness too). Set in
 * this process's environment, so Next's build workers inherit them.
 */
export function readPathSegmentsForBuild() {
  if (process.env.CLUB_PATH_SEGMENT !== undefined) return;
  const { current, previous } = readPathSegments();
  process.env.CLUB_PATH_SEGMENT = current;
  process.env.CLUB_PREVIOUS_PATH_SEGMENTS = previous.join(',');
}
