import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { SearchPanel } from '@/components/search/SearchPanel';
import { searchWords } from '@/components/search/words';
import { searchSite } from '@/lib/data/search';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { publicPath } from '@/lib/domain/i18n/public-path';

type Props = LangParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

const screenMetadata = metadataFor('search');

/** Results are one visitor's query: search engines neither index them nor take them for the site's pages. */
export async function generateMetadata(props: LangParams): Promise<Metadata> {
  return { ...(await screenMetadata(props)), robots: { index: false, follow: true } };
}

/**
 * The site search (`/en/search?q=…&page=…`), rendered per request for the query in the
 * address: a plain GET form and its results, which the browser's island then follows as the
 * visitor types. The proxy marks an answer with a query private (proxy.ts).
 */
export default async function SearchPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const { q, page } = await searchParams;
  const found = await searchSite(lang, q, page);
  return (
    <PageFrame locale={lang} screen="search">
      <ClientMessages locale={lang} pick={searchWords}>
        <SearchPanel
          locale={lang}
          action={publicPath(lang, '/search')}
          initial={found}
          suggestions={{
            news: publicPath(lang, '/news'),
            matches: publicPath(lang, '/games'),
            faq: publicPath(lang, '/faq'),
          }}
        />
      </ClientMessages>
    </PageFrame>
  );
}
