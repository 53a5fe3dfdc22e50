import 'server-only';
import { getTranslations } from 'next-intl/server';
import { clubWords, type ClubIdentity } from '@/lib/data/club-identity';
import type { ClubInfo } from '@/lib/data/club-settings';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath, type RouteName, type RouteOptions } from '@/lib/domain/i18n/routes';
import { menuScreens, type MenuGroup } from '@/lib/domain/screens/registry';
import type { MenuItem } from '../../domain/navigation/menu-types';

/** Every menu of the header, the drawer and the footer, built in one place. */
export async function buildMenus(locale: Locale, info: ClubInfo, identity: ClubIdentity) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  const names = clubWords(identity, locale, true);

  const link = <N extends RouteName>(label: string, name: N, options?: RouteOptions<N>): MenuItem => ({
    label,
    to: (localizedPath as (l: Locale, n: N, o?: RouteOptions<N>) => string)(locale, name, options),
  });
  // An outside address the club has not set in its settings gets no link at all.
  const external = (label: string, to: string, newTab = false): MenuItem | null =>
    to ? { label, to, external: true, newTab } : null;
  const present = (items: (MenuItem | null)[]) => items.filter((item) => item !== null);
  /** The plain screen links of a menu, as `lib/domain/screens/registry.ts` places them. */
  const screenLinks = (group: MenuGroup): MenuItem[] =>
    menuScreens(group).flatMap(({ name, label }) => (label ? [link(t(label, names), name)] : []));
  const dropdown = (label: string, items: (MenuItem | null)[]): MenuItem => ({
    label,
    isDropdown: true,
    items: present(items),
  });

  const matches = dropdown(t('matches'), [
    { ...link(t('upcoming'), 'games', { query: { timeframe: 'upcoming' } }), scrollTarget: 'games-results' },
    { ...link(t('past'), 'games', { query: { timeframe: 'past' } }), scrollTarget: 'games-results' },
    ...screenLinks('matches'),
  ]);
  const teams = dropdown(t('teams'), [
    link(t('firstTeam'), 'teams', { query: { team: 'first_team' } }),
    link(t('promises'), 'teams', { query: { team: 'promises' } }),
    ...screenLinks('teams'),
    external(t('sportsAcademy'), info.links.sportsAcademy, true),
  ]);
  const newsLists: MenuItem[] = [
    { ...link(t('allNews'), 'news'), scrollTarget: 'news-results' },
    {
      ...link(t('matchReports'), 'news', { query: { types: 'newsgamereportpage' } }),
      scrollTarget: 'news-results',
    },
    {
      ...link(t('photoAlbums'), 'news', { query: { types: 'newsgallerypage' } }),
      scrollTarget: 'news-results',
    },
  ];
  const newsScreens = screenLinks('news');
  const news = dropdown(t('news'), [
    ...newsLists,
    dropdown(t('gaming'), [
      ...screenLinks('gaming'),
      {
        ...link(t('esportsArticles'), 'news', { query: { types: 'esportsnewsarticlepage' } }),
        scrollTarget: 'news-results',
      },
    ]),
    ...newsScreens,
  ]);
  const ticketing = dropdown(t('ticketing'), screenLinks('ticketing'));
  const business = dropdown(t('business'), screenLinks('business'));
  const community = dropdown(t('community'), screenLinks('community'));

  const webshop = external(t('webshop'), info.links.webshop);
  const memberPortal = external(t('memberPortal', names), info.links.memberPortal);
  const contact = link(t('contact'), 'contact');
  const search: MenuItem = { ...link(t('search'), 'search'), perRequest: true };

  return {
    main: [matches, teams, news, ticketing, business, community],
    top: present([
      webshop,
      { label: t('newsletter'), action: 'newsletter', to: link('', 'newsletter').to } as MenuItem,
      contact,
      search,
    ]),
    memberPortal,
    drawerSections: [matches, teams, news, ticketing, business],
    drawerLinks: present([
      webshop,
      contact,
      link(t('supportersClub'), 'fanclub'),
      link(t('community'), 'about'),
      memberPortal,
      search,
    ]),
    footer: {
      matches: matches.items!,
      teams: teams.items!.filter((item) => !item.external),
      news: [...newsLists, ...newsScreens],
      support: screenLinks('support'),
    },
  };
}

export type Menus = Awaited<ReturnType<typeof buildMenus>>;
