import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Suspense } from 'react';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/layout/screen-page';
import { TimeframeResults } from '@/components/matches/TimeframeResults';
import { localizedPath } from '@/lib/i18n/routes';
import { pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = metadataFor('games');

export default async function GamesPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [nav, empty, common] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Nav' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
    getTranslations({ locale: lang, namespace: 'Common' }),
  ]);
  const upcoming = <EmptyState message={empty('noUpcomingMatches')} />;
  return (
    <PageFrame locale={lang} screen="games">
      <nav className="tabs" aria-label={common('timeframe')}>
        <Link href={localizedPath(lang, 'games', { query: { timeframe: 'upcoming' } })}>{nav('upcoming')}</Link>
        <Link href={localizedPath(lang, 'games', { query: { timeframe: 'past' } })}>{nav('past')}</Link>
        <Link href={localizedPath(lang, 'games-ranking')}>{nav('ranking')}</Link>
      </nav>
      <p className="notice">{common('calendarUpdateSoon')}</p>
      <section id="games-results" tabIndex={-1}>
        <Suspense fallback={upcoming}>
          <TimeframeResults upcoming={upcoming} past={<EmptyState message={empty('noPastMatches')} />} />
        </Suspense>
      </section>
    </PageFrame>
  );
}
