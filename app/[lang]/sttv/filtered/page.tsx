import { metadataFor } from '@/components/screens/screen-page';
import { VideoChannelScreen } from '@/components/screens/VideoChannelScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { parseChannelFilters } from '@/lib/domain/videos/filters';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor('sttv');

/** The video channel for the player and topic in the query, rendered per request from the tagged cache. */
export default async function FilteredChannelPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  return <VideoChannelScreen locale={lang} filters={parseChannelFilters(await searchParams)} />;
}
