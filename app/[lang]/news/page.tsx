import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { NewsListScreen } from '@/components/screens/NewsListScreen';
import { pageLocale } from '@/lib/domain/i18n/page-locale';

export const generateMetadata = metadataFor('news');

/**
 * The news list without a query: static, regenerated when a news tag expires.
 * With `types` or `page` in the query the router sends the request to
 * `./filtered` instead (lib/domain/i18n/rewrites.ts), which renders per request.
 */
export default async function NewsPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  return <NewsListScreen locale={lang} query={{ types: [], page: 1 }} />;
}
