/**
 * `node --conditions=production scripts/command-launcher.mjs path-segments`: the club's
 * `{club}` path segment and its earlier ones, as Club settings hold them in the database at
 * DATABASE_URL, printed as one line `club-path-segments {"current":…,"previous":[…]}`.
 * The build runs it (scripts/build-if-stale.ts, next.config.ts): the segment is compiled
 * into the router's rewrites and every link, and the earlier ones become 308 redirects.
 */
import type { Payload } from 'payload';
import { PATH_SEGMENTS_LINE } from '@/lib/shared/build/path-segments.mjs';
import { NEUTRAL_PATH_SEGMENT, isPathSegment } from '@/lib/domain/club/path-segment.mjs';
import { runCommand } from './command';
import { withCms } from './database/migrate';
import { isEntryPoint } from './entry-point';

export type PathSegments = { current: string; previous: string[] };

export async function queryPathSegments(payload: Payload): Promise<PathSegments> {
  const settings = await payload.findGlobal({ slug: 'club-settings', depth: 0 });
  const current = isPathSegment(settings.pathSegment) ? settings.pathSegment : NEUTRAL_PATH_SEGMENT;
  const previous = (settings.previousPathSegments ?? '')
    .split(',')
    .filter((segment) => isPathSegment(segment) && segment !== current);
  return { current, previous };
}

if (isEntryPoint(import.meta.url)) {
  runCommand('path-segments', () =>
    withCms(async (payload) => {
      console.log(PATH_SEGMENTS_LINE + JSON.stringify(await queryPathSegments(payload)));
    }),
  );
}
