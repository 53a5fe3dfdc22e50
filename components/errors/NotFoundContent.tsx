'use client';

import { translationsFor, useLocale } from '#translations';
import { Link } from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { publicConfig } from '@/lib/shared/env/public';
import type { Locale } from '@/lib/domain/i18n/locales';
import { publicPath } from '@/lib/domain/i18n/public-path';
import { useBrowserValue } from '@/components/ui/use-browser-value';
import styles from './error-screens.module.css';
import type { errorScreenWords } from './words';

const useTranslations = translationsFor<typeof errorScreenWords>();

type RedirectAnswer = { hasRedirect: boolean; to: string | null; external: boolean };

/** The way back: each link's message in `NotFound` and its screen (the plain path table: small in the browser). */
const wayBack = [
  ['matches', '/games'],
  ['news', '/news'],
  ['teams', '/teams'],
] as const;

/**
 * SPEC §4: before the 404 page stays, ask whether the path has a redirect, and
 * follow it replacing history (an outside address leaves the site). The server
 * already redirects known paths; this catches what changed since the page was served.
 */
function useRedirectLookup(enabled: boolean) {
  const router = useRouter();
  useEffect(() => {
    if (!enabled) return;
    const url = window.location.pathname.replace(/\/+$/, '') || '/';
    fetch(`${publicConfig.apiBaseUrl}/redirect`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ url }),
    })
      .then((response) => (response.ok ? (response.json() as Promise<RedirectAnswer>) : null))
      .then((answer) => {
        if (!answer?.hasRedirect || !answer.to) return;
        if (answer.external) window.location.replace(answer.to);
        else router.replace(answer.to);
      })
      .catch(() => {});
  }, [enabled, router]);
}

/**
 * SPEC §2's 404 page: "It's out!", help text and the way back to matches, news
 * and teams. A client component: the not-found boundary receives no params, and
 * the words come from the layout's ClientMessages. The missing path (SPEC §8)
 * comes from the page that knows it, else from the browser.
 */
export function NotFoundContent({
  lookupRedirect = true,
  path: serverPath,
}: {
  lookupRedirect?: boolean;
  /** The missing path when the server knows it, so the HTML names it without JavaScript. */
  path?: string;
}) {
  const t = useTranslations('NotFound');
  const locale = useLocale() as Locale;
  useRedirectLookup(lookupRedirect);
  const browserPath = useBrowserValue<string | null>(() => window.location.pathname, null);
  const path = browserPath ?? serverPath;
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <title>{t('metaTitle')}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('help')}</p>
      {path && <p className={styles.path}>{t('path', { path })}</p>}
      <ul className={styles.links}>
        {wayBack.map(([label, screen]) => (
          <li key={screen}>
            <Link className="button" href={publicPath(locale, screen)}>
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
