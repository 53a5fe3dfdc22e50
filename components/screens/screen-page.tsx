import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPageText } from '@/lib/data/pages';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { pageKeyOf, type ScreenName } from '@/lib/domain/screens/registry';
import { screenMetadata } from '@/lib/server/seo/metadata';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';

export type LangParams = { params: Promise<{ lang: string }> };

/**
 * `generateMetadata` of a static screen; when it shows a page text (its `page`
 * in the screen registry), with what its editors set for search engines and sharing.
 */
export function metadataFor(name: ScreenName) {
  const pageKey = pageKeyOf(name);
  return async ({ params }: LangParams): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const text = pageKey ? await getPageText(pageKey, locale) : null;
    return screenMetadata(locale, name, text?.metadata);
  };
}

type EmptyMessage =
  | 'currentlyNoData'
  | 'noDataToDisplay'
  | 'noUpcomingMatch'
  | 'noPastMatches'
  | 'noResultsFound'
  | 'noReport'
  | 'noUpcomingMatches'
  | 'noResults';

/**
 * A screen whose content the CMS does not hold yet: its real frame (heading,
 * breadcrumbs, metadata) with the SPEC §8 empty state that its list shows.
 */
export function emptyScreen(name: ScreenName, message: EmptyMessage) {
  return async function EmptyScreen({ params }: LangParams) {
    const lang = await pageLocale(params);
    const t = await getTranslations({ locale: lang, namespace: 'Empty' });
    return (
      <PageFrame locale={lang} screen={name}>
        <EmptyState message={t(message)} />
      </PageFrame>
    );
  };
}
