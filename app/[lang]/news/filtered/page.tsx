import { metadataFor } from '@/components/screens/screen-page';
import { NewsListScreen } from '@/components/screens/NewsListScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { parseNewsQuery } from '@/lib/domain/news/filters';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor('news');

/**
 * The news list with a `types` filter or a page in the query (shareable, and
 * working without JavaScript): rendered per request from the tagged cache.
 */
export default async function FilteredNewsPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  return <NewsListScreen locale={lang} query={parseNewsQuery(await searchParams)} />;
}
