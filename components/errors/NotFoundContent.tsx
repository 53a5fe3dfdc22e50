'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { route } from '@/lib/i18n/routes';

/**
 * SPEC §2's 404 page: "It's out!", help text and the way back to matches, news
 * and teams. A client component: the not-found boundary receives no params, and
 * the locale comes from the layout's provider. The missing path (SPEC §8) is
 * filled in by the browser, since one 404 page serves every unknown path.
 */
export function NotFoundContent() {
  const t = useTranslations('NotFound');
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => setPath(window.location.pathname), []);
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <title>{t('metaTitle')}</title>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('title')}</h1>
      <p>{t('help')}</p>
      {path && <p className="not-found__path">{t('path', { path })}</p>}
      <ul className="not-found__links">
        <li>
          <Link className="button" href={route('games')}>
            {t('matches')}
          </Link>
        </li>
        <li>
          <Link className="button" href={route('news')}>
            {t('news')}
          </Link>
        </li>
        <li>
          <Link className="button" href={route('teams')}>
            {t('teams')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
