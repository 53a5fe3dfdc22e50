import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { FilterTabs } from '@/components/layout/FilterTabs';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor } from '@/components/layout/screen-page';
import { StandingsTable } from '@/components/ranking/StandingsTable';
import { getStanding } from '@/lib/data/standings';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/routes';
import { matchTeams, type MatchTeam } from '@/lib/matches/filters';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ team?: string | string[] }>;
};

export const generateMetadata = metadataFor('games-ranking');

/** Rendered per request for its `team` filter; the table comes from the tagged cache. */
export default async function RankingPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const requested = (await searchParams).team;
  const team: MatchTeam = matchTeams.find((candidate) => candidate === requested) ?? 'first_team';
  const [standing, teams, empty, matches] = await Promise.all([
    getStanding(lang, team),
    getTranslations({ locale: lang, namespace: 'Teams' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
    getTranslations({ locale: lang, namespace: 'Matches' }),
  ]);
  return (
    <PageFrame locale={lang} screen="games-ranking">
      <FilterTabs
        label={matches('team')}
        tabs={matchTeams.map((candidate) => ({
          label: teams(candidate === 'first_team' ? 'firstTeam' : 'promises'),
          href: localizedPath(lang, 'games-ranking', { query: { team: candidate } }),
          active: candidate === team,
        }))}
      />
      {standing ? <StandingsTable standing={standing} /> : <EmptyState message={empty('noDataToDisplay')} />}
    </PageFrame>
  );
}
