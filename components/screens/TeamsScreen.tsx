import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { EmptyState } from '@/components/layout/EmptyState';
import { FilterTabs } from '@/components/layout/FilterTabs';
import { PageFrame } from '@/components/layout/PageFrame';
import { SquadView } from '@/components/teams/SquadView';
import { listSquads } from '@/lib/data/teams';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath, teamFilters, type TeamFilter } from '@/lib/domain/i18n/routes';
import tiles from '@/components/ui/tiles.module.css';

const tabLabel = {
  first_team: 'firstTeam',
  promises: 'promises',
  ladies: 'ladies',
  g_football: 'gFootball',
} as const;

/** The squad a `team` in the query asks for; anything else shows the first team's. */
export function teamFilter(requested: string | string[] | undefined): TeamFilter {
  return teamFilters.find((candidate) => candidate === requested) ?? 'first_team';
}

/** The squad of one team (first team, promises, ladies, G-football), and the other teams. */
export async function TeamsScreen({ locale, team }: { locale: Locale; team: TeamFilter }) {
  const [squads, t, empty] = await Promise.all([
    listSquads(locale, [team]),
    getTranslations({ locale, namespace: 'Teams' }),
    getTranslations({ locale, namespace: 'Empty' }),
  ]);
  const more = [
    { label: t('youth'), href: localizedPath(locale, 'teams-youth') },
    { label: t('esports'), href: localizedPath(locale, 'teams-esports') },
    { label: t('refereeAcademy'), href: localizedPath(locale, 'teams-referee-academy') },
  ];
  return (
    <PageFrame locale={locale} screen="teams">
      <FilterTabs
        label={t('players')}
        tabs={teamFilters.map((candidate) => ({
          label: t(tabLabel[candidate]),
          href: localizedPath(locale, 'teams', { query: { team: candidate } }),
          active: candidate === team,
        }))}
      />
      {squads.length === 0 ? (
        <EmptyState message={empty('currentlyNoData')} />
      ) : (
        squads.map((squad, index) => (
          <SquadView key={squad.team.id} locale={locale} squad={squad} preloadFirst={index === 0} />
        ))
      )}
      <section aria-labelledby="more-teams">
        <h2 id="more-teams">{t('moreTeams')}</h2>
        <ul className={tiles.grid}>
          {more.map((item) => (
            <li key={item.href}>
              <Link className={tiles.tile} href={item.href}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageFrame>
  );
}
