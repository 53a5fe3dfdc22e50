import type { Locale } from './locales';
import { publicPath, type InternalPathname } from './public-path';

/**
 * Named routes (SPEC §2 "Named routes used by navigation") mapped to internal
 * pathnames. Every public link goes through `localizedPath()`; no component builds a
 * public URL by hand.
 */
export const routeNames = {
  index: '/',
  'not-found': '/404',
  faq: '/faq',
  sttv: '/sttv',
  contact: '/contact',
  fanclub: '/fanclub',
  newsletter: '/newsletter',
  'newsletter-confirmed': '/newsletter/confirmed',
  'newsletter-link-expired': '/newsletter/link-expired',
  'under-construction': '/under-construction',
  news: '/news',
  'news-article-slug': '/news/article/[slug]',
  'news-gamereport-slug': '/news/gamereport/[slug]',
  'news-gamegallery-slug': '/news/gamegallery/[slug]',
  'news-esports-article-slug': '/news/esports-article/[slug]',
  games: '/games',
  'games-ranking': '/games/ranking',
  'open-trainings': '/open-trainings',
  teams: '/teams',
  'teams-youth': '/teams/youth',
  'teams-esports': '/teams/esports',
  'teams-referee-academy': '/teams/referee-academy',
  'cookie-policy': '/cookie-policy',
  'privacy-policy': '/privacy-policy',
  'terms-and-conditions': '/terms-and-conditions',
  'terms-and-conditions-online': '/terms-and-conditions-online',
  history: '/history',
  'history-slug': '/history/[slug]',
  about: '/about',
  'about-binkie': '/about/binkie',
  'about-activities': '/about/activities',
  'about-volunteers': '/about/volunteers',
  'about-for-everybody': '/about/for-everybody',
  'about-friends': '/about/friends',
  'business-partners': '/business/partners',
  'business-sponsors': '/business/sponsors',
  'business-vip-experience': '/business/vip-experience',
  'ticketing-tickets': '/ticketing/tickets',
  'ticketing-subscriptions': '/ticketing/subscriptions',
  'ticketing-refs-scouts': '/ticketing/refs-scouts',
} as const satisfies Record<string, InternalPathname>;

export type RouteName = keyof typeof routeNames;

/** The news `types` filter (SPEC §2). */
export const newsTypes = ['newsgamereportpage', 'newsgallerypage', 'esportsnewsarticlepage'] as const;
export type NewsType = (typeof newsTypes)[number];

export const timeframes = ['upcoming', 'past'] as const;
export type Timeframe = (typeof timeframes)[number];

/** SPEC names first_team and promises; ladies and G-football have no screen of their own. */
export const teamFilters = ['first_team', 'promises', 'ladies', 'g_football'] as const;
export type TeamFilter = (typeof teamFilters)[number];

type SlugRoute =
  | 'news-article-slug'
  | 'news-gamereport-slug'
  | 'news-gamegallery-slug'
  | 'news-esports-article-slug'
  | 'history-slug';

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
};

/** What each route needs besides its name: a slug, an optional query, a hash. */
export type RouteOptions<N extends RouteName> = (N extends SlugRoute
  ? { params: { slug: string } }
  : { params?: never }) &
  (N extends keyof QueryOf ? { query?: QueryOf[N] } : { query?: never }) & { hash?: string };

type OptionalArgs<N extends RouteName> = N extends SlugRoute
  ? [options: RouteOptions<N>]
  : [options?: RouteOptions<N>];

/** The public path of a route in one language, e.g. for links, metadata and sitemaps. */
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
