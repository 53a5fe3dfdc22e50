import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { JsonLd } from '@/components/seo/JsonLd';
import { VideoFilters } from '@/components/videos/VideoFilters';
import { VideoList } from '@/components/videos/VideoList';
import { listVideoFilterOptions, listVideos } from '@/lib/data/videos';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import type { ChannelFilters } from '@/lib/domain/videos/filters';
import { videoObjects } from '@/lib/server/seo/structured-data';

/** The club video channel: newest first, narrowed to a player and a topic by `filters`. */
export async function VideoChannelScreen({ locale, filters }: { locale: Locale; filters: ChannelFilters }) {
  const [videos, options, empty] = await Promise.all([
    listVideos(locale, filters),
    listVideoFilterOptions(locale),
    getTranslations({ locale, namespace: 'Empty' }),
  ]);
  return (
    <PageFrame locale={locale} screen="sttv">
      <VideoFilters action={localizedPath(locale, 'sttv')} filters={filters} options={options} />
      <section id="videos-results" tabIndex={-1}>
        {videos.length === 0 ? <EmptyState message={empty('noResults')} /> : <VideoList videos={videos} />}
      </section>
      {videos.length > 0 && <JsonLd data={videoObjects(videos)} />}
    </PageFrame>
  );
}
