import type { Locale } from './locales';
import { routeNames, type RouteName } from '../screens/registry';
import { publicPath } from './public-path';

/** Route names and their screens are declared in `lib/domain/screens/registry.ts`. */
export type { RouteName };

/** The news `types` filter (SPEC §2). */
export const newsTypes = ['newsgamereportpage', 'newsgallerypage', 'esportsnewsarticlepage'] as const;
export type NewsType = (typeof newsTypes)[number];

export const timeframes = ['upcoming', 'past'] as const;
export type Timeframe = (typeof timeframes)[number];

/** SPEC names first_team and promises; ladies and G-football have no screen of their own. */
export const teamFilters = ['first_team', 'promises', 'ladies', 'g_football'] as const;
export type TeamFilter = (typeof teamFilters)[number];

/** The routes of a detail screen, whose path has a `[slug]`. */
type SlugRoute = {
  [N in RouteName]: (typeof routeNames)[N] extends `${string}[slug]` ? N : never;
}[RouteName];

type QueryOf = {
  games: {
    timeframe?: Timeframe;
    team?: 'first_team' | 'promises';
    competition?: string;
    season?: string;
    type?: 'competition' | 'friendly';
  };
  'games-ranking': { team?: 'first_team' | 'promises' };
  teams: { team?: TeamFilter };
  news: { types?: NewsType | NewsType[] };
  'newsletter-unsubscribe': { token?: string };
  'newsletter-preferences': { token?: string; saved?: 'language' | 'topics' };
};

/** What each route needs besides its name: a slug, an optional query, a hash. */
export type RouteOptions<N extends RouteName> = (N extends SlugRoute
  ? { params: { slug: string } }
  : { params?: never }) &
  (N extends keyof QueryOf ? { query?: QueryOf[N] } : { query?: never }) & { hash?: string };

type OptionalArgs<N extends RouteName> = N extends SlugRoute
  ? [options: RouteOptions<N>]
  : [options?: RouteOptions<N>];

/**
 * The public path of a route in one language, e.g. for links, metadata and
 * sitemaps. Every public link goes through it; no component builds a public URL by hand.
 */
export function localizedPath<N extends RouteName>(
  locale: Locale,
  name: N,
  ...[options]: OptionalArgs<N>
): string {
  const path = publicPath(locale, routeNames[name], options?.params?.slug);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options?.query ?? {})) {
    for (const item of [value].flat()) if (item !== undefined) query.append(key, String(item));
  }
  const search = query.size > 0 ? `?${query}` : '';
  return options?.hash ? `${path}${search}#${options.hash}` : `${path}${search}`;
}
