import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor } from '@/components/screens/screen-page';
import { JsonLd } from '@/components/seo/JsonLd';
import { VideoFilters } from '@/components/videos/VideoFilters';
import { VideoList } from '@/components/videos/VideoList';
import { listVideoFilterOptions, listVideos } from '@/lib/data/videos';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { videoObjects } from '@/lib/server/seo/structured-data';
import { parseChannelFilters } from '@/lib/domain/videos/filters';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor('sttv');

/** The club video channel: newest first, filtered by player and topic through the query. */
export default async function ChannelPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const filters = parseChannelFilters(await searchParams);
  const [videos, options, empty] = await Promise.all([
    listVideos(lang, filters),
    listVideoFilterOptions(lang),
    getTranslations({ locale: lang, namespace: 'Empty' }),
  ]);
  return (
    <PageFrame locale={lang} screen="sttv">
      <VideoFilters action={localizedPath(lang, 'sttv')} filters={filters} options={options} />
      <section id="videos-results" tabIndex={-1}>
        {videos.length === 0 ? <EmptyState message={empty('noResults')} /> : <VideoList videos={videos} />}
      </section>
      {videos.length > 0 && <JsonLd data={videoObjects(videos)} />}
    </PageFrame>
  );
}
