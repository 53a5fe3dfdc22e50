import { builtPreviousPathSegments } from '../club/path-segment.mjs';
import { pathnames, pathsOfEarlierSegments } from '../screens/registry.mjs';

/** `[slug]` in a next-intl pathname is `:slug` in a Next rewrite. */
const toPattern = (path) => path.replace(/\[(\w+)\]/g, ':$1');

/**
 * The rewrites from each localized public path to its internal folder
 * (`/nl/wedstrijden` → `/nl/games`). They live in the router, not in the proxy:
 * a proxy rewrite is an absolute URL, and when the server is bound to one address
 * (`next start -H 127.0.0.1`) Next takes it for an external one and loops.
 * The proxy still decides redirects (language detection, wrong language forms).
 *
 * @returns {{ source: string; destination: string }[]}
 */
export function localizedRewrites() {
  return Object.entries(pathnames).flatMap(([internal, localized]) =>
    Object.entries(localized)
      .filter(([, publicPath]) => publicPath !== internal)
      .map(([locale, publicPath]) => ({
        source: `/${locale}${toPattern(publicPath)}`,
        destination: `/${locale}${toPattern(internal)}`,
      })),
  );
}

/**
 * A list screen stays a static page; only a request with one of its filter keys
 * in the query goes to the per-request variant next to it. Listed before the
 * localized rewrites, which would otherwise take the path first.
 *
 * @param {keyof typeof pathnames} internal
 * @param {string[]} keys
 * @param {string} destination
 * @returns {{ source: string; has: { type: 'query'; key: string }[]; destination: string }[]}
 */
function queryRewrites(internal, keys, destination) {
  return Object.entries(pathnames[internal]).flatMap(([locale, publicPath]) =>
    keys.map((key) => ({
      source: `/${locale}${publicPath}`,
      has: [{ type: 'query', key }],
      destination: `/${locale}${destination}`,
    })),
  );
}

/** The news list with a `types` filter or a `page` → `app/[lang]/news/filtered`. */
export function newsQueryRewrites() {
  return queryRewrites('/news', ['types', 'page'], '/news/filtered');
}

/**
 * The matches screen with a filter (the keys of `lib/matches/filters.ts`) →
 * `app/[lang]/games/filtered`; without one it is prerendered.
 */
export function matchesQueryRewrites() {
  return queryRewrites('/games', ['timeframe', 'team', 'competition', 'season', 'type'], '/games/filtered');
}

/** The ranking with a `team` → `app/[lang]/games/ranking/filtered`. */
export function rankingQueryRewrites() {
  return queryRewrites('/games/ranking', ['team'], '/games/ranking/filtered');
}

/**
 * Permanent redirects (308) from the paths of the club's earlier `{club}` segments to this
 * build's: a club that changes the segment in Club settings and builds again keeps its old
 * links working. The build reads the earlier segments from the database with the current
 * one (scripts/path-segments.ts).
 *
 * @param {string[]} [earlierSegments]
 * @returns {{ source: string; destination: string; permanent: true }[]}
 */
export function clubSegmentRedirects(earlierSegments = builtPreviousPathSegments()) {
  return pathsOfEarlierSegments(earlierSegments).map(({ locale, from, to }) => ({
    source: `/${locale}${toPattern(from)}`,
    destination: `/${locale}${toPattern(to)}`,
    permanent: true,
  }));
}
