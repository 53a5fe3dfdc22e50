import { useFormatter, useTranslations } from 'next-intl';
import Image from 'next/image';
import Link from 'next/link';
import type { NewsSummary } from '@/lib/data/news';
import styles from './NewsCard.module.css';

/**
 * One news item in a list. Not async: the same card renders on the server and
 * in the client-side "load more" list.
 */
export function NewsCard({ item, href }: { item: NewsSummary; href: string }) {
  const format = useFormatter();
  const kinds = useTranslations('NewsKinds');
  const list = useTranslations('NewsList');
  return (
    <article className={`news-card ${styles.card}`}>
      {item.image && (
        <Image
          className={styles.image}
          src={item.image.url}
          alt=""
          width={item.image.width}
          height={item.image.height}
          sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 360px"
        />
      )}
      <p className={styles.meta}>
        <span className={styles.kind}>{kinds(item.kind)}</span>
        {item.hot && <span className={styles.hot}>{list('hot')}</span>}
        <time className="news-card__date" dateTime={item.publishedAt}>
          {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' })}
        </time>
      </p>
      <h3 className="news-card__title">
        <Link href={href}>{item.title}</Link>
      </h3>
      {item.excerpt && <p className="news-card__excerpt">{item.excerpt}</p>}
    </article>
  );
}
