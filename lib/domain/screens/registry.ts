import type { NewsKind } from '../news/kinds';
import { builtPathSegment } from '../club/path-segment.mjs';
import type { Locale } from '../i18n/locales';
import type { MenuLabelKey, ScreenTitleKey } from '../i18n/message-keys';

/**
 * The one table of the site's public screens (SPEC §2). Everything a screen is
 * known by outside its own page file is declared here once, and every other
 * table is derived from it below: next-intl's `pathnames` and the localized
 * rewrites of `next.config.ts`, the route names links are built from, titles
 * and breadcrumbs, the sitemap, the menus' screen links, which screen shows a
 * CMS page text (previews) and which one a news kind (news links).
 *
 * It lives in `lib/domain/screens/`, not under `lib/domain/i18n/` or `lib/domain/navigation/`,
 * because it is neither: routing, navigation, SEO and the CMS all read it.
 * `next.config.ts`, the Payload config, scripts and code in the browser all import
 * it, so it imports nothing but the club's `{club}` path segment, which a build
 * takes from Club settings (lib/domain/club/path-segment.mjs), and types.
 *
 * A new text page: an entry here (with `page`, and a key appended to
 * `pageKeys`), its title and description in `messages/{en,nl,fr}.json`
 * (`Pages`, `Descriptions`, and `Nav` for a menu label), its seed text, its
 * folder `app/[lang]/<path>/page.tsx` (`textScreen`) and, because page keys
 * are a Postgres enum, a migration.
 */

type LocalizedPaths = Readonly<Record<Locale, string>>;

/**
 * The menus whose plain screen links come from here; entries built with a
 * filter, an outside address or an action stay in `lib/server/navigation/menus.ts`.
 * `about` is the tile list of the about page.
 */
export type MenuGroup =
  'matches' | 'teams' | 'gaming' | 'news' | 'ticketing' | 'business' | 'community' | 'support' | 'about';

/**
 * Where a screen sits in a menu: its position there, from 1, and its `Nav` message. The about
 * page's tiles show the screens' titles, so they have none.
 */
type MenuPlacement =
  { in: 'about'; at: number } | { in: Exclude<MenuGroup, 'about'>; at: number; label: MenuLabelKey };

export type ScreenEntry = {
  /** The internal pathname: the folder under `app/[lang]/`. */
  path: string;
  /** Its public path in each language. */
  paths: LocalizedPaths;
  /**
   * Its key in the `Pages` and `Descriptions` messages. Screens with a title have a
   * heading, breadcrumbs and metadata from here and are listed in the sitemaps; detail
   * and message screens draw their own.
   */
  title?: ScreenTitleKey;
  /** The route name above it in the breadcrumb trail. */
  parent?: string;
  /** Left out of the sitemaps. */
  indexed?: false;
  /** The CMS page text it shows (`pages` collection). */
  page?: PageKey;
  /** The news kind whose items it shows. */
  news?: NewsKind;
  /** Where menus link to it. */
  menu?: readonly MenuPlacement[];
};

/**
 * The keys of the `pages` collection, one per screen that shows an editor's
 * text. The order is the Postgres enum's (see the migrations): append.
 */
export const pageKeys = [
  'about',
  'activities',
  'volunteers',
  'for-everybody',
  'friends',
  'mascot',
  'fanclub',
  'sponsoring',
  'vip-experience',
  'partners',
  'subscriptions',
  'tickets',
  'refs-scouts',
  'contact',
  'terms',
  'online-terms',
  'privacy',
  'cookies',
] as const;
export type PageKey = (typeof pageKeys)[number];

/** The same public path in every language. */
const same = <P extends string>(path: P) => ({ en: path, nl: path, fr: path }) as const;

/**
 * The table for one `{club}` segment: this build's, and the club's earlier ones, whose
 * paths redirect to this build's (`clubSegmentRedirects`).
 */
const screensFor = (c: string) =>
  ({
    index: { path: '/', paths: same('/'), title: 'home' },
    'not-found': { path: '/404', paths: same('/404'), title: 'home', indexed: false },
    faq: {
      path: '/faq',
      paths: same('/faq'),
      title: 'faq',
      parent: 'index',
      menu: [{ in: 'support', at: 5, label: 'faq' }],
    },
    sttv: {
      path: '/sttv',
      paths: same('/sttv'),
      title: 'sttv',
      parent: 'index',
      menu: [{ in: 'news', at: 1, label: 'videoChannel' }],
    },
    contact: {
      path: '/contact',
      paths: same('/contact'),
      title: 'contact',
      parent: 'index',
      page: 'contact',
    },
    fanclub: {
      path: '/fanclub',
      paths: { en: '/fanclub', nl: '/supportersclub', fr: '/club-des-supporters' },
      title: 'fanclub',
      parent: 'about',
      page: 'fanclub',
      menu: [
        { in: 'community', at: 6, label: 'supportersClub' },
        { in: 'about', at: 7 },
      ],
    },
    newsletter: {
      path: '/newsletter',
      paths: { en: '/newsletter', nl: '/nieuwsbrief', fr: '/newsletter' },
      title: 'newsletter',
      parent: 'index',
    },
    // Where the link in the newsletter's confirmation e-mail leads (app/api/newsletter/confirm).
    'newsletter-confirmed': {
      path: '/newsletter/confirmed',
      paths: { en: '/newsletter/confirmed', nl: '/nieuwsbrief/bevestigd', fr: '/newsletter/confirmation' },
    },
    'newsletter-link-expired': {
      path: '/newsletter/link-expired',
      paths: {
        en: '/newsletter/link-expired',
        nl: '/nieuwsbrief/link-verlopen',
        fr: '/newsletter/lien-expire',
      },
    },
    // The link of every mail to a subscriber (lib/domain/newsletter/unsubscribe-link.ts): the
    // newsletter's language and the unsubscribe button, without a login; opening it changes
    // nothing, since mail scanners open links too (app/api/newsletter/{preferences,unsubscribe}).
    'newsletter-preferences': {
      path: '/newsletter/preferences',
      paths: {
        en: '/newsletter/preferences',
        nl: '/nieuwsbrief/voorkeuren',
        fr: '/newsletter/preferences',
      },
    },
    // Where the link of the mails sent before the preferences page led: it forwards there.
    'newsletter-unsubscribe': {
      path: '/newsletter/unsubscribe',
      paths: {
        en: '/newsletter/unsubscribe',
        nl: '/nieuwsbrief/uitschrijven',
        fr: '/newsletter/desinscription',
      },
    },
    'newsletter-unsubscribed': {
      path: '/newsletter/unsubscribed',
      paths: {
        en: '/newsletter/unsubscribed',
        nl: '/nieuwsbrief/uitgeschreven',
        fr: '/newsletter/desinscrit',
      },
    },
    // The site search (app/[lang]/search): a GET form, results for `?q=` and `&page=`; never in the sitemaps.
    search: {
      path: '/search',
      paths: { en: '/search', nl: '/zoeken', fr: '/recherche' },
      title: 'search',
      parent: 'index',
      indexed: false,
    },
    'under-construction': {
      path: '/under-construction',
      paths: same('/under-construction'),
      title: 'underConstruction',
      parent: 'index',
    },

    news: {
      path: '/news',
      paths: { en: '/news', nl: '/nieuws', fr: '/nouvelles' },
      title: 'news',
      parent: 'index',
    },
    'news-article-slug': {
      path: '/news/article/[slug]',
      paths: { en: '/news/article/[slug]', nl: '/nieuws/artikel/[slug]', fr: '/nouvelles/article/[slug]' },
      news: 'article',
    },
    'news-gamereport-slug': {
      path: '/news/gamereport/[slug]',
      paths: {
        en: '/news/gamereport/[slug]',
        nl: '/nieuws/wedstrijdverslag/[slug]',
        fr: '/nouvelles/rapport-de-match/[slug]',
      },
      news: 'gamereport',
    },
    'news-gamegallery-slug': {
      path: '/news/gamegallery/[slug]',
      paths: {
        en: '/news/gamegallery/[slug]',
        nl: '/nieuws/wedstrijdgalerij/[slug]',
        fr: '/nouvelles/galerie-de-jeux/[slug]',
      },
      news: 'gamegallery',
    },
    'news-esports-article-slug': {
      path: '/news/esports-article/[slug]',
      paths: {
        en: '/news/esports-article/[slug]',
        nl: '/nieuws/esports-artikel/[slug]',
        fr: '/nouvelles/esports-article/[slug]',
      },
      news: 'esports-article',
    },

    games: {
      path: '/games',
      paths: { en: '/games', nl: '/wedstrijden', fr: '/jeux' },
      title: 'games',
      parent: 'index',
    },
    'games-ranking': {
      path: '/games/ranking',
      paths: { en: '/games/ranking', nl: '/wedstrijden/ranking', fr: '/jeux/classement' },
      title: 'gamesRanking',
      parent: 'games',
      menu: [{ in: 'matches', at: 1, label: 'ranking' }],
    },
    // One match: its live score and timeline, then its record (app/[lang]/games/match/[slug]; the slug is its id).
    'games-match-slug': {
      path: '/games/match/[slug]',
      paths: { en: '/games/match/[slug]', nl: '/wedstrijden/wedstrijd/[slug]', fr: '/jeux/match/[slug]' },
    },
    'open-trainings': {
      path: '/open-trainings',
      paths: { en: '/open-trainings', nl: '/open-trainings', fr: '/formations-ouvertes' },
      title: 'openTrainings',
      parent: 'games',
      menu: [{ in: 'matches', at: 2, label: 'openTrainings' }],
    },

    teams: {
      path: '/teams',
      paths: { en: '/teams', nl: '/teams', fr: '/equipes' },
      title: 'teams',
      parent: 'index',
    },
    'teams-esports': {
      path: '/teams/esports',
      paths: { en: '/teams/esports', nl: '/ploegen/esports', fr: '/equipes/esports' },
      title: 'teamsEsports',
      parent: 'teams',
      menu: [
        { in: 'teams', at: 2, label: 'esports' },
        { in: 'gaming', at: 1, label: 'esportsTeams' },
      ],
    },
    'teams-youth': {
      path: '/teams/youth',
      paths: { en: `/teams/${c}-youth`, nl: `/ploegen/${c}-jeugd`, fr: `/equipes/${c}-jeunesse` },
      title: 'teamsYouth',
      parent: 'teams',
      menu: [{ in: 'teams', at: 1, label: 'youth' }],
    },
    'teams-referee-academy': {
      path: '/teams/referee-academy',
      paths: { en: '/teams/referee-academy', nl: '/teams/referee-academy', fr: '/equipes/referee-academy' },
      title: 'teamsRefereeAcademy',
      parent: 'teams',
      menu: [{ in: 'teams', at: 3, label: 'refereeAcademy' }],
    },

    'cookie-policy': {
      path: '/cookie-policy',
      paths: { en: '/cookie-policy', nl: '/cookiebeleid', fr: '/politique-des-cookies' },
      title: 'cookiePolicy',
      parent: 'index',
      page: 'cookies',
      menu: [{ in: 'support', at: 4, label: 'cookies' }],
    },
    'privacy-policy': {
      path: '/privacy-policy',
      paths: { en: '/privacy-policy', nl: '/privacybeleid', fr: '/politique-de-confidentialite' },
      title: 'privacyPolicy',
      parent: 'index',
      page: 'privacy',
      menu: [{ in: 'support', at: 3, label: 'privacy' }],
    },
    'terms-and-conditions': {
      path: '/terms-and-conditions',
      paths: { en: '/terms-and-conditions', nl: '/algemene-voorwaarden', fr: '/conditions-generales' },
      title: 'termsAndConditions',
      parent: 'index',
      page: 'terms',
      menu: [{ in: 'support', at: 1, label: 'terms' }],
    },
    'terms-and-conditions-online': {
      path: '/terms-and-conditions-online',
      paths: {
        en: '/terms-and-conditions-online',
        nl: '/online-algemene-voorwaarden',
        fr: '/conditions-generales-en-ligne',
      },
      title: 'termsAndConditionsOnline',
      parent: 'index',
      page: 'online-terms',
      menu: [{ in: 'support', at: 2, label: 'onlineTerms' }],
    },

    history: {
      path: '/history',
      paths: { en: '/history', nl: '/geschiedenis', fr: '/histoire' },
      title: 'history',
      parent: 'about',
      menu: [{ in: 'about', at: 1 }],
    },
    'history-slug': {
      path: '/history/[slug]',
      paths: { en: '/history/[slug]', nl: '/geschiedenis/[slug]', fr: '/histoire/[slug]' },
    },

    about: {
      path: '/about',
      paths: { en: `/we-${c}`, nl: `/wij-${c}`, fr: `/nous-${c}` },
      title: 'about',
      parent: 'index',
      page: 'about',
    },
    // The mascot's page keeps the route name and path SPEC §2 gives it (`binkie`), whatever
    // the club's mascot is called; its title and words use the mascot's name (Club settings).
    'about-binkie': {
      path: '/about/binkie',
      paths: { en: `/we-${c}/binkie`, nl: `/wij-${c}/binkie`, fr: `/nous-${c}/binkie` },
      title: 'aboutMascot',
      parent: 'about',
      page: 'mascot',
      menu: [
        { in: 'community', at: 4, label: 'mascot' },
        { in: 'about', at: 2 },
      ],
    },
    'about-activities': {
      path: '/about/activities',
      paths: { en: `/we-${c}/activities`, nl: `/wij-${c}/activiteiten`, fr: `/nous-${c}/activites` },
      title: 'aboutActivities',
      parent: 'about',
      page: 'activities',
      menu: [
        { in: 'community', at: 3, label: 'activities' },
        { in: 'about', at: 3 },
      ],
    },
    'about-volunteers': {
      path: '/about/volunteers',
      paths: { en: `/we-${c}/volunteers`, nl: `/wij-${c}/vrijwilligers`, fr: `/nous-${c}/benevoles` },
      title: 'aboutVolunteers',
      parent: 'about',
      page: 'volunteers',
      menu: [
        { in: 'community', at: 2, label: 'volunteers' },
        { in: 'about', at: 4 },
      ],
    },
    'about-for-everybody': {
      path: '/about/for-everybody',
      paths: {
        en: `/we-${c}/for-everybody`,
        nl: `/wij-${c}/voor-iedereen`,
        fr: `/nous-${c}/pour-tout-le-monde`,
      },
      title: 'aboutForEverybody',
      parent: 'about',
      page: 'for-everybody',
      menu: [
        { in: 'community', at: 1, label: 'forEverybody' },
        { in: 'about', at: 5 },
      ],
    },
    'about-friends': {
      path: '/about/friends',
      paths: {
        en: `/we-${c}/friends-of-${c}`,
        nl: `/wij-${c}/vrienden-van-${c}`,
        fr: `/nous-${c}/les-amis-du-${c}`,
      },
      title: 'aboutFriends',
      parent: 'about',
      page: 'friends',
      menu: [
        { in: 'community', at: 5, label: 'friends' },
        { in: 'about', at: 6 },
      ],
    },

    'business-partners': {
      path: '/business/partners',
      paths: { en: '/business/partners', nl: '/business/partners', fr: '/business/les-partenaires' },
      title: 'businessPartners',
      parent: 'index',
      page: 'partners',
      menu: [{ in: 'business', at: 3, label: 'partners' }],
    },
    'business-sponsors': {
      path: '/business/sponsors',
      paths: { en: '/business/sponsors', nl: '/business/sponsoring', fr: '/business/les-parrains' },
      title: 'businessSponsors',
      parent: 'index',
      page: 'sponsoring',
      menu: [{ in: 'business', at: 2, label: 'sponsoring' }],
    },
    'business-vip-experience': {
      path: '/business/vip-experience',
      paths: {
        en: '/business/vip-experience',
        nl: '/business/vip-wedstrijdbeleving',
        fr: '/business/experience-vip',
      },
      title: 'businessVipExperience',
      parent: 'index',
      page: 'vip-experience',
      menu: [{ in: 'business', at: 1, label: 'dinnerAndStay' }],
    },

    'ticketing-tickets': {
      path: '/ticketing/tickets',
      paths: { en: '/ticketing/tickets', nl: '/ticketing/tickets', fr: '/tickets/billets' },
      title: 'ticketingTickets',
      parent: 'index',
      page: 'tickets',
      menu: [{ in: 'ticketing', at: 2, label: 'tickets' }],
    },
    'ticketing-subscriptions': {
      path: '/ticketing/subscriptions',
      paths: { en: '/ticketing/subscriptions', nl: '/ticketing/abonnementen', fr: '/tickets/abonnements' },
      title: 'ticketingSubscriptions',
      parent: 'index',
      page: 'subscriptions',
      menu: [{ in: 'ticketing', at: 1, label: 'subscriptions' }],
    },
    'ticketing-refs-scouts': {
      path: '/ticketing/refs-scouts',
      paths: { en: '/ticketing/refs-scouts', nl: '/ticketing/refs-scouts', fr: '/tickets/refs-scouts' },
      title: 'ticketingRefsScouts',
      parent: 'index',
      page: 'refs-scouts',
      menu: [{ in: 'ticketing', at: 3, label: 'refsScouts' }],
    },
  }) as const satisfies Record<string, ScreenEntry>;

/** Each screen by its route name, in the order of the sitemaps. */
export const screens = screensFor(builtPathSegment());

type Screens = typeof screens;
export type RouteName = keyof Screens;
export type InternalPathname = Screens[RouteName]['path'];
/** The screens with a title of their own (heading, breadcrumbs, metadata). */
export type ScreenName = { [N in RouteName]: Screens[N] extends { title: string } ? N : never }[RouteName];
/** The screens that show a CMS page text. */
export type TextScreenName = {
  [N in RouteName]: Screens[N] extends { page: PageKey } ? N : never;
}[RouteName];
export type Pathnames = { [N in RouteName as Screens[N]['path']]: Screens[N]['paths'] };

/** A screen as the table's rules describe every one. */
const entryOf = (name: RouteName): ScreenEntry => screens[name];

const allRouteNames = Object.keys(screens) as RouteName[];

const isScreenName = (name: RouteName): name is ScreenName => entryOf(name).title !== undefined;

/** The table's entries, typed by their keys, as `Object.fromEntries` cannot. */
function record<K extends PropertyKey, V>(pairs: [K, V][]): Record<K, V> {
  return Object.fromEntries(pairs) as Record<K, V>;
}

function pathnamesOf(table: Screens): Pathnames {
  const pairs = Object.values(table).map((screen): [string, LocalizedPaths] => [screen.path, screen.paths]);
  return record(pairs) as Pathnames;
}

/**
 * Each internal pathname's public form per language: next-intl's `pathnames`,
 * and the source of the localized rewrites (`lib/domain/i18n/rewrites.ts`).
 */
export const pathnames = pathnamesOf(screens);

/**
 * The same table for another `{club}` segment than this build's: the tests of a release,
 * which is built with the neutral one, next to the demo's.
 */
export function pathnamesFor(segment: string): Pathnames {
  return pathnamesOf(screensFor(segment));
}

/**
 * Route names (SPEC §2 "Named routes used by navigation") and their internal
 * pathnames; `localizedPath()` in `lib/domain/i18n/routes.ts` builds every public link from them.
 */
export const routeNames = record(allRouteNames.map((name) => [name, screens[name].path])) as {
  [N in RouteName]: Screens[N]['path'];
};

export const screenNames: ScreenName[] = allRouteNames.filter(isScreenName);

/** A titled screen's `Pages`/`Descriptions` key. */
export function screenTitle(name: ScreenName): ScreenTitleKey {
  const { title } = entryOf(name);
  if (title === undefined) throw new Error(`${name} is no titled screen`);
  return title;
}

/** The key of the page text a screen shows, if it shows one. */
export function pageKeyOf(name: TextScreenName): PageKey;
export function pageKeyOf(name: RouteName): PageKey | undefined;
export function pageKeyOf(name: RouteName): PageKey | undefined {
  return entryOf(name).page;
}

/** The screen above one in its breadcrumb trail, if it has one. */
function parentOf(name: ScreenName): ScreenName | undefined {
  const parent = allRouteNames.find((candidate) => candidate === entryOf(name).parent);
  return parent && isScreenName(parent) ? parent : undefined;
}

/** The screens above one in its breadcrumb trail, the home page first. */
export function ancestors(name: ScreenName): ScreenName[] {
  const trail: ScreenName[] = [];
  for (let parent = parentOf(name); parent; parent = parentOf(parent)) trail.unshift(parent);
  return trail;
}

/** The screens the sitemaps list: every titled screen but the unindexed ones (the 404 page). */
export const sitemapScreens = screenNames.filter((name) => entryOf(name).indexed !== false);

/** The screen that shows each CMS page text (previews, metadata). */
export const screenOfPageKey = record(
  screenNames.flatMap((name): [PageKey, ScreenName][] => {
    const page = entryOf(name).page;
    return page ? [[page, name]] : [];
  }),
);

/** Each news kind's detail screen (SPEC §2 news detail table). */
export const newsPathnameByKind = record(
  allRouteNames.flatMap((name): [NewsKind, InternalPathname][] => {
    const news = entryOf(name).news;
    return news ? [[news, screens[name].path]] : [];
  }),
);

/**
 * The screens a menu links to, in its order, each with its `Nav` label when it
 * has one (the about page's tiles show the screens' titles).
 */
export function menuScreens(group: MenuGroup): { name: ScreenName; label?: MenuLabelKey }[] {
  return screenNames
    .flatMap((name) =>
      (entryOf(name).menu ?? [])
        .filter((placement) => placement.in === group)
        .map((placement) => ({
          name,
          at: placement.at,
          label: 'label' in placement ? placement.label : undefined,
        })),
    )
    .sort((a, b) => a.at - b.at)
    .map(({ name, label }) => (label ? { name, label } : { name }));
}

const locales = (paths: LocalizedPaths) => Object.keys(paths) as Locale[];

/**
 * Each public path that carried one of the club's earlier `{club}` segments, with the path
 * it has under the current one (this build's by default): the 308 redirects after a build
 * with a new segment (`clubSegmentRedirects` in lib/domain/i18n/rewrites.ts).
 */
export function pathsOfEarlierSegments(
  earlierSegments: string[],
  currentSegment: string = builtPathSegment(),
): { locale: Locale; from: string; to: string }[] {
  const current: Record<RouteName, ScreenEntry> = screensFor(currentSegment);
  return earlierSegments.flatMap((segment) => {
    const earlier: Record<RouteName, ScreenEntry> = screensFor(segment);
    return allRouteNames.flatMap((name) => {
      const { paths } = current[name];
      return locales(paths)
        .filter((locale) => earlier[name].paths[locale] !== paths[locale])
        .map((locale) => ({ locale, from: earlier[name].paths[locale], to: paths[locale] }));
    });
  });
}
