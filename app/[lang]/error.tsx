'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { failLoading } from '@/lib/loading-bar';

/** An unhandled error in a page: a localized apology, a retry and the way home; never a stack trace. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Error');
  useEffect(() => {
    failLoading();
    console.error('[page error]', error.digest ?? error.message);
  }, [error]);
  return (
    <section className="error-page" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('help')}</p>
      <div className="error-page__actions">
        <button type="button" className="button" onClick={reset}>
          {t('retry')}
        </button>
        <Link className="button button--secondary" href="/">
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
