import { builtPreviousPathSegments } from '../club/path-segment.mjs';
import { pathnames, pathsOfEarlierSegments, type Pathnames } from '../screens/registry';
import { channelFilterKeys } from '../videos/filters';

/** A rewrite, a redirect and a query condition as Next's config takes them. */
type Rewrite = { source: string; destination: string };
type QueryRewrite = Rewrite & { has: { type: 'query'; key: string }[] };
type Redirect = { source: string; destination: string; permanent: true };

/** `[slug]` in a next-intl pathname is `:slug` in a Next rewrite. */
const toPattern = (path: string) => path.replace(/\[(\w+)\]/g, ':$1');

/**
 * The rewrites from each localized public path to its internal folder
 * (`/nl/wedstrijden` → `/nl/games`). They live in the router, not in the proxy:
 * a proxy rewrite is an absolute URL, and when the server is bound to one address
 * (`next start -H 127.0.0.1`) Next takes it for an external one and loops.
 * The proxy still decides redirects (language detection, wrong language forms).
 * `table` is this build's, or the one next.config.ts derives from the segment it compiles in.
 */
export function localizedRewrites(table: Pathnames = pathnames): Rewrite[] {
  return Object.entries(table).flatMap(([internal, localized]) =>
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
 */
function queryRewrites(
  table: Pathnames,
  internal: keyof Pathnames,
  keys: string[],
  destination: string,
): QueryRewrite[] {
  return Object.entries(table[internal]).flatMap(([locale, publicPath]) =>
    keys.map((key) => ({
      source: `/${locale}${publicPath}`,
      has: [{ type: 'query' as const, key }],
      destination: `/${locale}${destination}`,
    })),
  );
}

/** The news list with a `types` filter or a `page` → `app/[lang]/news/filtered`. */
export function newsQueryRewrites(table: Pathnames = pathnames): QueryRewrite[] {
  return queryRewrites(table, '/news', ['types', 'page'], '/news/filtered');
}

/**
 * The matches screen with a filter (the keys of `lib/domain/matches/filters.ts`) →
 * `app/[lang]/games/filtered`; without one it is prerendered.
 */
export function matchesQueryRewrites(table: Pathnames = pathnames): QueryRewrite[] {
  return queryRewrites(
    table,
    '/games',
    ['timeframe', 'team', 'competition', 'season', 'type'],
    '/games/filtered',
  );
}

/** The ranking with a `team` → `app/[lang]/games/ranking/filtered`. */
export function rankingQueryRewrites(table: Pathnames = pathnames): QueryRewrite[] {
  return queryRewrites(table, '/games/ranking', ['team'], '/games/ranking/filtered');
}

/** The teams page with a `team` → `app/[lang]/teams/filtered`. */
export function teamsQueryRewrites(table: Pathnames = pathnames): QueryRewrite[] {
  return queryRewrites(table, '/teams', ['team'], '/teams/filtered');
}

/** The video channel with a player or a topic → `app/[lang]/sttv/filtered`. */
export function channelQueryRewrites(table: Pathnames = pathnames): QueryRewrite[] {
  return queryRewrites(table, '/sttv', [...channelFilterKeys], '/sttv/filtered');
}

/**
 * Permanent redirects (308) from the paths of the club's earlier `{club}` segments to this
 * build's: a club that changes the segment in Club settings and builds again keeps its old
 * links working. The build reads the earlier segments from the database with the current
 * one (scripts/path-segments.ts).
 */
export function clubSegmentRedirects(
  earlierSegments: string[] = builtPreviousPathSegments(),
  currentSegment?: string,
): Redirect[] {
  return pathsOfEarlierSegments(earlierSegments, currentSegment).map(({ locale, from, to }) => ({
    source: `/${locale}${toPattern(from)}`,
    destination: `/${locale}${toPattern(to)}`,
    permanent: true,
  }));
}
