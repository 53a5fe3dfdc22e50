import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import type { NewsSummary } from '@/lib/data/news';
import type { Locale } from '@/lib/domain/i18n/locales';
import { newsItemPath } from '@/lib/domain/news/routes';
import styles from './HotNews.module.css';

/** What editors flagged as hot, beside the news list (SPEC §2 "hot news"). */
export async function HotNews({ locale, items }: { locale: Locale; items: NewsSummary[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'NewsList' });
  return (
    <aside className={styles.hot} aria-labelledby="hot-news">
      <h2 id="hot-news">{t('hotNews')}</h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <Link href={newsItemPath(locale, item)}>{item.title}</Link>
          </li>
        ))}
      </ol>
    </aside>
  );
}
