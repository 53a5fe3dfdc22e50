import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import type { LangParams } from '@/components/layout/screen-page';
import type { PageKey } from '@/lib/cms/collections/Pages';
import type { Locale } from '@/lib/i18n/locales';
import { getPageText } from '@/lib/data/pages';
import { pageLocale } from '@/lib/i18n/page-locale';
import type { ScreenName } from '@/lib/navigation/screens';
import { PageBody, PageLead } from './PageText';

/**
 * A screen that shows the CMS text written for it (community pages, legal
 * texts), and after it, when given, a part the code renders (the cookie list).
 */
export function textScreen(name: ScreenName, key: PageKey, After?: ComponentType<{ locale: Locale }>) {
  return async function TextScreen({ params }: LangParams) {
    const lang = await pageLocale(params);
    const [text, empty] = await Promise.all([
      getPageText(key, lang),
      getTranslations({ locale: lang, namespace: 'Empty' }),
    ]);
    return (
      <PageFrame locale={lang} screen={name} lead={<PageLead text={text} />}>
        {text ? <PageBody text={text} /> : <EmptyState message={empty('currentlyNoData')} />}
        {After && <After locale={lang} />}
      </PageFrame>
    );
  };
}
