import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { EmptyState } from '@/components/layout/EmptyState';
import type { NewsSummary } from '@/lib/data/news';
import type { Locale } from '@/lib/i18n/locales';
import { newsItemPath } from './news-routes';

/** News cards, newest first, or the SPEC §8 empty state. */
export async function NewsList({ locale, items }: { locale: Locale; items: NewsSummary[] }) {
  const empty = await getTranslations({ locale, namespace: 'Empty' });
  const format = await getFormatter({ locale });
  if (items.length === 0) return <EmptyState message={empty('noResultsFound')} />;
  return (
    <ul className="news-list">
      {items.map((item) => (
        <li key={item.id} className="news-card">
          <h3 className="news-card__title">
            <Link href={newsItemPath(locale, item)}>{item.title}</Link>
          </h3>
          <time className="news-card__date" dateTime={item.publishedAt}>
            {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' })}
          </time>
          {item.excerpt && <p className="news-card__excerpt">{item.excerpt}</p>}
        </li>
      ))}
    </ul>
  );
}
