import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import type { LangParams } from '@/components/screens/screen-page';
import type { Locale } from '@/lib/domain/i18n/locales';
import { getPageText } from '@/lib/data/pages';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import { pageKeyOf, type TextScreenName } from '@/lib/domain/screens/registry';
import { PageBody, PageLead } from '@/components/pages/PageText';

/**
 * A screen that shows the CMS text written for it (community pages, legal
 * texts: its `page` in the screen registry), and after it, when given, a part
 * the code renders (the cookie list).
 */
export function textScreen(name: TextScreenName, After?: ComponentType<{ locale: Locale }>) {
  const key = pageKeyOf(name);
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
