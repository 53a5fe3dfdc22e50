import { useFormatter, useTranslations } from 'next-intl';
import { Link } from '@/components/ui/Link';
import { Picture } from '@/components/ui/Picture';
import type { NewsSummary } from '@/lib/data/news';
import styles from './NewsCard.module.css';

/** One news item in a list. */
export function NewsCard({
  item,
  href,
  preload = false,
}: {
  item: NewsSummary;
  href: string;
  /** The list's first card, at the top of its screen: its image is the largest paint. */
  preload?: boolean;
}) {
  const format = useFormatter();
  const kinds = useTranslations('NewsKinds');
  const list = useTranslations('NewsList');
  return (
    <article className={styles.card}>
      {item.image && (
        <Picture
          className={styles.image}
          src={item.image.url}
          alt=""
          width={item.image.width}
          height={item.image.height}
          sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 360px"
          preload={preload}
        />
      )}
      <p className={styles.meta}>
        <span className={styles.kind}>{kinds(item.kind)}</span>
        {item.hot && <span className={styles.hot}>{list('hot')}</span>}
        <time className={styles.date} dateTime={item.publishedAt}>
          {format.dateTime(new Date(item.publishedAt), { dateStyle: 'long' })}
        </time>
      </p>
      <h3 className={styles.title}>
        <Link href={href}>{item.title}</Link>
      </h3>
      {item.excerpt && <p>{item.excerpt}</p>}
    </article>
  );
}
