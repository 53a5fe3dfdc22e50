import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/seo/JsonLd';
import { listMatches, listMatchFilterOptions } from '@/lib/data/matches';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { calendarUrl } from '@/lib/domain/matches/calendar-url';
import type { MatchFilters } from '@/lib/domain/matches/filters';
import { sportsEvents } from '@/lib/server/seo/structured-data';
import { MatchesExplorer } from '@/components/matches/MatchesExplorer';
import { MatchList } from '@/components/matches/MatchList';
import { matchesExplorerWords } from '@/components/matches/words';
import styles from './MatchesScreen.module.css';

/**
 * The matches screen for the filters of the URL: the static page renders the
 * defaults, its per-request variant any others, and a filter change in the
 * browser navigates to the URL of the new filters (MatchesExplorer).
 */
export async function MatchesScreen({ locale, filters }: { locale: Locale; filters: MatchFilters }) {
  const [matches, options, t, empty, common] = await Promise.all([
    listMatches(locale, filters),
    listMatchFilterOptions(locale),
    getTranslations({ locale, namespace: 'Matches' }),
    getTranslations({ locale, namespace: 'Empty' }),
    getTranslations({ locale, namespace: 'Common' }),
  ]);
  return (
    <PageFrame locale={locale} screen="games">
      <p className={styles.notice}>{common('calendarUpdateSoon')}</p>
      <ClientMessages locale={locale} pick={matchesExplorerWords}>
        <MatchesExplorer basePath={localizedPath(locale, 'games')} filters={filters} options={options}>
          <MatchList
            matches={matches}
            emptyLabel={empty(filters.timeframe === 'past' ? 'noPastMatches' : 'noUpcomingMatches')}
          />
        </MatchesExplorer>
      </ClientMessages>
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
