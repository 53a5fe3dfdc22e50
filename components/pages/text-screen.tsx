import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import type { LangParams } from '@/components/layout/screen-page';
import type { PageKey } from '@/lib/cms/collections/Pages';
import { getPageText } from '@/lib/data/pages';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { ScreenName } from '@/lib/navigation/screens';
import { PageBody, PageLead } from './PageText';

/** A screen that shows the CMS text written for it (community pages, legal texts). */
export function textScreen(name: ScreenName, key: PageKey) {
  return async function TextScreen({ params }: LangParams) {
    const lang = await pageLocale(params);
    const [text, empty] = await Promise.all([
      getPageText(key, lang),
      getTranslations({ locale: lang, namespace: 'Empty' }),
    ]);
    return (
      <PageFrame locale={lang} screen={name} lead={<PageLead text={text} />}>
        {text ? <PageBody text={text} /> : <EmptyState message={empty('currentlyNoData')} />}
      </PageFrame>
    );
  };
}
