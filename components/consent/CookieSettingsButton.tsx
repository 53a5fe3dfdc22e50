'use client';

import { translationsFor } from '#translations';
import { OPEN_SETTINGS_EVENT } from '@/lib/domain/consent/consent';
import styles from './CookieSettingsButton.module.css';
import type { cookieSettingsWords } from './words';

const useTranslations = translationsFor<typeof cookieSettingsWords>();

/** The footer's way back to the cookie choice, at any time (issue: changeable from the footer). */
export function CookieSettingsButton() {
  const t = useTranslations('Consent');
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}
    >
      {t('settings')}
    </button>
  );
}
