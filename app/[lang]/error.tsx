'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { useErrorScreenTexts } from '@/components/errors/ErrorScreenTexts';
import { failLoading } from '@/lib/browser/loading-bar';
import styles from '@/components/errors/error-screens.module.css';

/** An unhandled error in a page: a localized apology, a retry and the way home; never a stack trace. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useErrorScreenTexts().error;
  useEffect(() => {
    failLoading();
    console.error('[page error]', error.digest ?? error.message);
  }, [error]);
  return (
    <section className={styles.screen} role="alert">
      <h1>{t.title}</h1>
      <p>{t.help}</p>
      <div className={styles.links}>
        <button type="button" className="button" onClick={reset}>
          {t.retry}
        </button>
        <Link className="button button--secondary" href={t.homeHref}>
          {t.home}
        </Link>
      </div>
    </section>
  );
}
