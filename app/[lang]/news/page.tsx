import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/layout/screen-page';
import { NewsList } from '@/components/news/NewsList';
import { listLatestNews } from '@/lib/data/news';
import { pageLocale } from '@/lib/i18n/page-locale';

export const generateMetadata = metadataFor('news');

export default async function NewsPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const items = await listLatestNews(lang, 24);
  return (
    <PageFrame locale={lang} screen="news">
      <section id="news-results" tabIndex={-1}>
        <NewsList locale={lang} items={items} />
      </section>
    </PageFrame>
  );
}
