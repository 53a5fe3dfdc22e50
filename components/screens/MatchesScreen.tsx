import { getTranslations } from 'next-intl/server';
import { pickMessages } from '@/components/i18n/pick-messages';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/seo/JsonLd';
import { listMatches, listMatchFilterOptions } from '@/lib/data/matches';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/routes';
import { calendarUrl } from '@/lib/matches/calendar-url';
import type { MatchFilters } from '@/lib/matches/filters';
import { sportsEvents } from '@/lib/seo/structured-data';
import { MatchesExplorer } from '@/components/matches/MatchesExplorer';
import { MatchList } from '@/components/matches/MatchList';
import styles from './MatchesScreen.module.css';

/** The matches screen for one set of filters: the static page renders the defaults. */
export async function MatchesScreen({ locale, filters }: { locale: Locale; filters: MatchFilters }) {
  const [matches, options, t, empty, common, messages] = await Promise.all([
    listMatches(locale, filters),
    listMatchFilterOptions(locale),
    getTranslations({ locale, namespace: 'Matches' }),
    getTranslations({ locale, namespace: 'Empty' }),
    getTranslations({ locale, namespace: 'Common' }),
    // For the cards the browser draws after a filter change.
    pickMessages(['Matches']),
  ]);
  const [noUpcoming, noPast] = [empty('noUpcomingMatches'), empty('noPastMatches')];
  return (
    <PageFrame locale={locale} screen="games">
      <p className={styles.notice}>{common('calendarUpdateSoon')}</p>
      {/* The key restarts the explorer when a link (the menu's upcoming or past) brings other filters. */}
      <MatchesExplorer
        key={JSON.stringify(filters)}
        locale={locale}
        messages={messages}
        basePath={localizedPath(locale, 'games')}
        initialFilters={filters}
        options={options}
        labels={{
          filters: t('filters'),
          upcoming: t('upcoming'),
          past: t('past'),
          team: t('team'),
          teamFirst: t('teamFirst'),
          teamPromises: t('teamPromises'),
          competition: t('competition'),
          allCompetitions: t('allCompetitions'),
          season: t('season'),
          allSeasons: t('allSeasons'),
          type: t('type'),
          allTypes: t('allTypes'),
          typeCompetition: t('typeCompetition'),
          typeFriendly: t('typeFriendly'),
          apply: t('apply'),
          error: t('error'),
          retry: t('retry'),
          noUpcoming,
          noPast,
        }}
      >
        <MatchList matches={matches} emptyLabel={filters.timeframe === 'past' ? noPast : noUpcoming} />
      </MatchesExplorer>
      <aside className={styles.calendarLinks}>
        <h2>{t('calendar')}</h2>
        <ul>
          <li>
            <a href={calendarUrl('first_team', locale)} type="text/calendar">
              {t('calendarFirstTeam')}
            </a>
          </li>
          <li>
            <a href={calendarUrl('promises', locale)} type="text/calendar">
              {t('calendarPromises')}
            </a>
          </li>
        </ul>
      </aside>
      {matches.length > 0 && <JsonLd data={sportsEvents(matches)} />}
    </PageFrame>
  );
}
