import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/layout/EmptyState';
import type { NewsSummary } from '@/lib/data/news';
import type { Locale } from '@/lib/domain/i18n/locales';
import { newsItemPath } from '@/lib/domain/news/routes';
import { NewsCard } from './NewsCard';
import styles from './NewsList.module.css';

/**
 * News cards, newest first, or the SPEC §8 empty state. `preloadFirst` where the
 * list opens its screen (home): the first card's image is the largest paint.
 */
export async function NewsList({
  locale,
  items,
  preloadFirst = false,
}: {
  locale: Locale;
  items: NewsSummary[];
  preloadFirst?: boolean;
}) {
  const empty = await getTranslations({ locale, namespace: 'Empty' });
  if (items.length === 0) return <EmptyState message={empty('noResultsFound')} />;
  return (
    <ul className={styles.list}>
      {items.map((item, index) => (
        <li key={item.id}>
          <NewsCard item={item} href={newsItemPath(locale, item)} preload={preloadFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
