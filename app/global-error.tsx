'use client';

import { useEffect } from 'react';
import { reportShownError } from '@/lib/shared/browser/report-error';

/**
 * The last line of defence, when even the site layout fails: no translations
 * can load here, so the message stands in all three languages.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    reportShownError('fatal', error);
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem', textAlign: 'center' }}>
        <h1>Something went wrong · Er ging iets mis · Une erreur s&apos;est produite</h1>
        <p>
          <button type="button" onClick={reset}>
            Try again · Opnieuw proberen · Réessayer
          </button>
        </p>
        <p>
          <a href="/">Home · Accueil</a>
        </p>
      </body>
    </html>
  );
}
