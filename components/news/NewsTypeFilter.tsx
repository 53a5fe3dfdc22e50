import { getTranslations } from 'next-intl/server';
import { FilterTabs } from '@/components/layout/FilterTabs';
import type { Locale } from '@/lib/domain/i18n/locales';
import { localizedPath, newsTypes, type NewsType } from '@/lib/domain/i18n/routes';

/** SPEC §2's `types` filter as links: "all" and one tab per type. */
export async function NewsTypeFilter({ locale, active }: { locale: Locale; active: NewsType[] }) {
  const t = await getTranslations({ locale, namespace: 'NewsList' });
  const tabs = [
    { label: t('all'), href: localizedPath(locale, 'news'), active: active.length === 0 },
    ...newsTypes.map((type) => ({
      label: t(type),
      href: localizedPath(locale, 'news', { query: { types: type } }),
      active: active.length === 1 && active[0] === type,
    })),
  ];
  return <FilterTabs label={t('filters')} tabs={tabs} />;
}
