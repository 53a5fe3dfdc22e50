import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import type { NewsSummary } from '@/lib/data/news';
import type { Locale } from '@/lib/i18n/locales';
import { newsItemPath } from '@/lib/news/routes';
import { NewsCard } from './NewsCard';

/** News cards, newest first, or the SPEC §8 empty state. */
export async function NewsList({ locale, items }: { locale: Locale; items: NewsSummary[] }) {
  const empty = await getTranslations({ locale, namespace: 'Empty' });
  if (items.length === 0) return <EmptyState message={empty('noResultsFound')} />;
  return (
    <ul className="news-list">
      {items.map((item) => (
        <li key={item.id}>
          <NewsCard item={item} href={newsItemPath(locale, item)} />
        </li>
      ))}
    </ul>
  );
}
