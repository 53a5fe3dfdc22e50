'use client';

import { translationsFor } from '#translations';
import styles from './forms.module.css';
import type { formKitWords } from './words';

const useTranslations = translationsFor<typeof formKitWords>();

/** The privacy notice with its link to the privacy policy, shown with every form (SPEC §5). */
export function ConsentNotice({ privacyHref }: { privacyHref: string }) {
  const t = useTranslations('Forms');
  return (
    <p className={styles.notice}>
      {t.rich('privacyNotice', { privacy: (chunks) => <a href={privacyHref}>{chunks}</a> })}
    </p>
  );
}
