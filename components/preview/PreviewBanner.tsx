import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/i18n/locales';
import { LivePreview } from './LivePreview';
import styles from './PreviewBanner.module.css';

/**
 * Shown on every page while an editor previews drafts (Next draft mode): says
 * so, and leads back to the published page. Visitors never get draft mode.
 */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Preview' });
  return (
    <aside className={styles.banner} aria-label={t('label')}>
      <strong className={styles.label}>{t('label')}</strong>
      <span>{t('explanation')}</span>
      {/* A plain link: leaving draft mode needs a full request to the route handler,
          which comes back to the page the link was clicked on (its Referer). */}
      <a
        className={styles.exit}
        href={`/api/preview/exit?${new URLSearchParams({ fallback: `/${locale}` })}`}
      >
        {t('exit')}
      </a>
      <LivePreview />
    </aside>
  );
}
