import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { EmptyState } from '@/components/layout/EmptyState';
import { FilterTabs } from '@/components/layout/FilterTabs';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor } from '@/components/screens/screen-page';
import { SquadView } from '@/components/teams/SquadView';
import { listSquads } from '@/lib/data/teams';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { localizedPath, teamFilters, type TeamFilter } from '@/lib/domain/i18n/routes';
import tiles from '@/components/ui/tiles.module.css';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<{ team?: string | string[] }>;
};

export const generateMetadata = metadataFor('teams');

const tabLabel = {
  first_team: 'firstTeam',
  promises: 'promises',
  ladies: 'ladies',
  g_football: 'gFootball',
} as const;

/** The squads of the first team, promises, ladies and G-football (`team` query), and the other teams. */
export default async function TeamsPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const requested = (await searchParams).team;
  const team: TeamFilter = teamFilters.find((candidate) => candidate === requested) ?? 'first_team';
  const [squads, t, empty] = await Promise.all([
    listSquads(lang, [team]),
    getTranslations({ locale: lang, namespace: 'Teams' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
  ]);
  const more = [
    { label: t('youth'), href: localizedPath(lang, 'teams-youth') },
    { label: t('esports'), href: localizedPath(lang, 'teams-esports') },
    { label: t('refereeAcademy'), href: localizedPath(lang, 'teams-referee-academy') },
  ];
  return (
    <PageFrame locale={lang} screen="teams">
      <FilterTabs
        label={t('players')}
        tabs={teamFilters.map((candidate) => ({
          label: t(tabLabel[candidate]),
          href: localizedPath(lang, 'teams', { query: { team: candidate } }),
          active: candidate === team,
        }))}
      />
      {squads.length === 0 ? (
        <EmptyState message={empty('currentlyNoData')} />
      ) : (
        squads.map((squad) => <SquadView key={squad.team.id} locale={lang} squad={squad} />)
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
