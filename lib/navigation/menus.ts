import 'server-only';
import { getTranslations } from 'next-intl/server';
import { club } from '@/lib/club.mjs';
import type { ClubInfo } from '@/lib/data/club-settings';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath, type RouteName, type RouteOptions } from '@/lib/i18n/routes';
import type { MenuItem } from './menu-types';

/** Every menu of the header, the drawer and the footer, built in one place. */
export async function buildMenus(locale: Locale, info: ClubInfo) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const names = { club: club.shortName, mascot: club.mascot };

  const link = <N extends RouteName>(label: string, name: N, options?: RouteOptions<N>): MenuItem => ({
    label,
    to: (localizedPath as (l: Locale, n: N, o?: RouteOptions<N>) => string)(locale, name, options),
  });
  // An outside address the club has not set in its settings gets no link at all.
  const external = (label: string, to: string, newTab = false): MenuItem | null =>
    to ? { label, to, external: true, newTab } : null;
  const present = (items: (MenuItem | null)[]) => items.filter((item) => item !== null);
  const dropdown = (label: string, items: (MenuItem | null)[]): MenuItem => ({
    label,
    isDropdown: true,
    items: present(items),
  });

  const matches = dropdown(t('matches'), [
    { ...link(t('upcoming'), 'games', { query: { timeframe: 'upcoming' } }), scrollTarget: 'games-results' },
    { ...link(t('past'), 'games', { query: { timeframe: 'past' } }), scrollTarget: 'games-results' },
    link(t('ranking'), 'games-ranking'),
    link(t('openTrainings'), 'open-trainings'),
  ]);
  const teams = dropdown(t('teams'), [
    link(t('firstTeam'), 'teams', { query: { team: 'first_team' } }),
    link(t('promises'), 'teams', { query: { team: 'promises' } }),
    link(t('youth'), 'teams-youth'),
    link(t('esports'), 'teams-esports'),
    link(t('refereeAcademy'), 'teams-referee-academy'),
    external(t('sportsAcademy'), info.links.sportsAcademy, true),
  ]);
  const news = dropdown(t('news'), [
    { ...link(t('allNews'), 'news'), scrollTarget: 'news-results' },
    {
      ...link(t('matchReports'), 'news', { query: { types: 'newsgamereportpage' } }),
      scrollTarget: 'news-results',
    },
    {
      ...link(t('photoAlbums'), 'news', { query: { types: 'newsgallerypage' } }),
      scrollTarget: 'news-results',
    },
    dropdown(t('gaming'), [
      link(t('esportsTeams'), 'teams-esports'),
      {
        ...link(t('esportsArticles'), 'news', { query: { types: 'esportsnewsarticlepage' } }),
        scrollTarget: 'news-results',
      },
    ]),
    link(t('videoChannel'), 'sttv'),
  ]);
  const ticketing = dropdown(t('ticketing'), [
    link(t('subscriptions'), 'ticketing-subscriptions'),
    link(t('tickets'), 'ticketing-tickets'),
    link(t('refsScouts'), 'ticketing-refs-scouts'),
  ]);
  const business = dropdown(t('business'), [
    link(t('dinnerAndStay'), 'business-vip-experience'),
    link(t('sponsoring'), 'business-sponsors'),
    link(t('partners'), 'business-partners'),
  ]);
  const community = dropdown(t('community'), [
    link(t('forEverybody'), 'about-for-everybody'),
    link(t('volunteers'), 'about-volunteers'),
    link(t('activities'), 'about-activities'),
    link(t('mascot', names), 'about-binkie'),
    link(t('friends', names), 'about-friends'),
    link(t('supportersClub'), 'fanclub'),
  ]);

  const webshop = external(t('webshop'), info.links.webshop);
  const memberPortal = external(t('memberPortal', names), info.links.memberPortal);
  const contact = link(t('contact'), 'contact');

  return {
    main: [matches, teams, news, ticketing, business, community],
    top: present([
      webshop,
      { label: t('newsletter'), action: 'newsletter', to: link('', 'newsletter').to } as MenuItem,
      contact,
    ]),
    memberPortal,
    drawerSections: [matches, teams, news, ticketing, business],
    drawerLinks: present([
      webshop,
      contact,
      link(t('supportersClub'), 'fanclub'),
      link(t('community'), 'about'),
      memberPortal,
    ]),
    footer: {
      matches: matches.items!,
      teams: teams.items!.filter((item) => !item.external),
      news: [news.items![0], news.items![1], news.items![2], news.items![4]],
      support: [
        link(t('terms'), 'terms-and-conditions'),
        link(t('onlineTerms'), 'terms-and-conditions-online'),
        link(t('privacy'), 'privacy-policy'),
        link(t('cookies'), 'cookie-policy'),
        link(t('faq'), 'faq'),
      ],
    },
  };
}

export type Menus = Awaited<ReturnType<typeof buildMenus>>;
