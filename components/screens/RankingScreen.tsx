import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { FilterTabs } from '@/components/layout/FilterTabs';
import { PageFrame } from '@/components/layout/PageFrame';
import { getStanding } from '@/lib/data/standings';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { matchTeams, type MatchTeam } from '@/lib/domain/matches/filters';
import { StandingsTable } from '@/components/ranking/StandingsTable';

/** The ranking of one team; anything but a known team shows the first team's. */
export function rankingTeam(requested: string | string[] | undefined): MatchTeam {
  return matchTeams.find((candidate) => candidate === requested) ?? 'first_team';
}

export async function RankingScreen({ locale, team }: { locale: Locale; team: MatchTeam }) {
  const [standing, teams, empty, matches] = await Promise.all([
    getStanding(locale, team),
    getTranslations({ locale, namespace: 'Teams' }),
    getTranslations({ locale, namespace: 'Empty' }),
    getTranslations({ locale, namespace: 'Matches' }),
  ]);
  return (
    <PageFrame locale={locale} screen="games-ranking">
      <FilterTabs
        label={matches('team')}
        tabs={matchTeams.map((candidate) => ({
          label: teams(candidate === 'first_team' ? 'firstTeam' : 'promises'),
          href: localizedPath(locale, 'games-ranking', { query: { team: candidate } }),
          active: candidate === team,
        }))}
      />
      {standing ? <StandingsTable standing={standing} /> : <EmptyState message={empty('noDataToDisplay')} />}
    </PageFrame>
  );
}
