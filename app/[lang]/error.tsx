'use client';

import { translationsFor, useLocale } from '#translations';
import { Link } from '@/components/ui/Link';
import { useEffect } from 'react';
import { failLoading } from '@/lib/shared/browser/loading-bar';
import { reportShownError } from '@/lib/shared/browser/report-error';
import styles from '@/components/errors/error-screens.module.css';
import type { Locale } from '@/lib/domain/i18n/locales';
import { publicPath } from '@/lib/domain/i18n/public-path';
import type { errorScreenWords } from '@/components/errors/words';

const useTranslations = translationsFor<typeof errorScreenWords>();

/**
 * An unhandled error in a page: a localized apology, a retry and the way home; never a stack trace.
 * Its words come from the layout's ClientMessages.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Error');
  const locale = useLocale() as Locale;
  useEffect(() => {
    failLoading();
    reportShownError('page', error);
  }, [error]);
  return (
    <section className={styles.screen} role="alert">
      <h1>{t('title')}</h1>
      <p>{t('help')}</p>
      <div className={styles.links}>
        <button type="button" className="button" onClick={reset}>
          {t('retry')}
        </button>
        <Link className="button button--secondary" href={publicPath(locale, '/')}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
