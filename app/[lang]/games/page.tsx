import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor } from '@/components/layout/screen-page';
import { MatchesExplorer } from '@/components/matches/MatchesExplorer';
import { JsonLd } from '@/components/seo/JsonLd';
import { listMatches, listMatchFilterOptions } from '@/lib/data/matches';
import { pageLocale } from '@/lib/i18n/page-locale';
import { localizedPath } from '@/lib/i18n/routes';
import { calendarUrl } from '@/lib/matches/calendar-url';
import { parseMatchFilters } from '@/lib/matches/filters';
import { sportsEvents } from '@/lib/seo/structured-data';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor('games');

/**
 * Rendered per request: the filters live in the query (shareable, and working
 * without JavaScript). The data itself comes from the tagged cache.
 */
export default async function GamesPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const filters = parseMatchFilters(await searchParams);
  const [matches, options, t, empty, common] = await Promise.all([
    listMatches(lang, filters),
    listMatchFilterOptions(lang),
    getTranslations({ locale: lang, namespace: 'Matches' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
  ]);
  return (
    <PageFrame locale={lang} screen="games">
      <p className="notice">{common('calendarUpdateSoon')}</p>
      <ClientMessages namespaces={['Matches']}>
        <MatchesExplorer
          basePath={localizedPath(lang, 'games')}
          initialMatches={matches}
          options={options}
          labels={{ noUpcoming: empty('noUpcomingMatches'), noPast: empty('noPastMatches') }}
        />
      </ClientMessages>
      <aside className="calendar-links">
        <h2>{t('calendar')}</h2>
        <ul>
          <li>
            <a href={calendarUrl('first_team', lang)} type="text/calendar">
              {t('calendarFirstTeam')}
            </a>
          </li>
          <li>
            <a href={calendarUrl('promises', lang)} type="text/calendar">
              {t('calendarPromises')}
            </a>
          </li>
        </ul>
      </aside>
      {matches.length > 0 && <JsonLd data={sportsEvents(matches)} />}
    </PageFrame>
  );
}
