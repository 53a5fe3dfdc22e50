import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/Link';
import { EmptyState } from '@/components/layout/EmptyState';
import { PageFrame } from '@/components/layout/PageFrame';
import { metadataFor, type LangParams } from '@/components/screens/screen-page';
import { listHistoryChapters } from '@/lib/data/history';
import { getCentenaryBook } from '@/lib/data/ticketing';
import { getClubIdentity } from '@/lib/data/club-identity';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { pageLocale } from '@/lib/domain/i18n/page-locale';
import card from '@/components/ui/card.module.css';
import styles from './history.module.css';

export const generateMetadata = metadataFor('history');

export default async function HistoryPage({ params }: LangParams) {
  const lang = await pageLocale(params);
  const [chapters, t, empty, book, bookText, identity] = await Promise.all([
    listHistoryChapters(lang),
    getTranslations({ locale: lang, namespace: 'History' }),
    getTranslations({ locale: lang, namespace: 'Empty' }),
    getCentenaryBook(),
    getTranslations({ locale: lang, namespace: 'HistoryBook' }),
    getClubIdentity(lang),
  ]);
  return (
    <PageFrame locale={lang} screen="history">
      <h2>{t('chapters')}</h2>
      {chapters.length === 0 ? (
        <EmptyState message={empty('currentlyNoData')} />
      ) : (
        <ol className={styles.list}>
          {chapters.map((chapter) => (
            <li key={chapter.id} className={styles.item}>
              <span className={styles.period}>{chapter.period}</span>
              <h3>
                <Link href={localizedPath(lang, 'history-slug', { params: { slug: chapter.slug } })}>
                  {chapter.title}
                </Link>
              </h3>
              {chapter.summary && <p>{chapter.summary}</p>}
            </li>
          ))}
        </ol>
      )}
      {book && (
        <section className={card.card} aria-labelledby="centenary-book">
          <h2 id="centenary-book">{bookText('title', { club: identity.name })}</h2>
          <p>
            {bookText('text', { founded: identity.foundedYear ? String(identity.foundedYear) : 'unknown' })}
          </p>
          <a className="button" href={book} download>
            {bookText('download')}
          </a>
        </section>
      )}
    </PageFrame>
  );
}
