// @ts-check
/**
 * The `{club}` segment of the site's public paths (SPEC §2: `/en/we-{club}`,
 * `/nl/ploegen/{club}-jeugd` …). The club sets it in Club settings; it is compiled into the
 * router's rewrites and next-intl's pathnames, so it takes effect with the next build, which
 * reads it from the database (scripts/path-segments.ts, next.config.ts) and redirects the
 * club's earlier segments to it (308). Plain JavaScript: next.config.ts, the screen
 * registry and browser code read it.
 */

/** A new site's segment, until the club sets its own: `/en/we-club`. */
export const NEUTRAL_PATH_SEGMENT = 'club';

/** Lower-case letters and digits in words joined by single hyphens, 2 to 40 characters. */
export const PATH_SEGMENT_PATTERN = /^(?=.{2,40}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * @param {unknown} value
 * @returns {value is string}
 */
export function isPathSegment(value) {
  return typeof value === 'string' && PATH_SEGMENT_PATTERN.test(value);
}

/**
 * The segment this build's paths carry: `CLUB_PATH_SEGMENT`, which the build sets from the
 * database and next.config.ts compiles into every bundle; the neutral one without it.
 *
 * @returns {string}
 */
export function builtPathSegment() {
  const value = process.env.CLUB_PATH_SEGMENT;
  return isPathSegment(value) ? value : NEUTRAL_PATH_SEGMENT;
}

/**
 * The segments the club used before, which this build redirects from:
 * `CLUB_PREVIOUS_PATH_SEGMENTS`, comma-separated, set by the build like the current one.
 *
 * @returns {string[]}
 */
export function builtPreviousPathSegments() {
  const current = builtPathSegment();
  return (process.env.CLUB_PREVIOUS_PATH_SEGMENTS ?? '')
    .split(',')
    .filter((segment) => isPathSegment(segment) && segment !== current);
}
