import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { LivePreviewRefresh } from './LivePreviewRefresh';
import { ExitPreviewLink } from './ExitPreviewLink';
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
      <ExitPreviewLink className={styles.exit} fallbackPath={`/${locale}`}>
        {t('exit')}
      </ExitPreviewLink>
      <LivePreviewRefresh />
    </aside>
  );
}
