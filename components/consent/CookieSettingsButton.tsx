'use client';

import { OPEN_SETTINGS_EVENT } from '@/lib/consent/consent';
import styles from './CookieSettingsButton.module.css';

/** The footer's way back to the cookie choice, at any time (issue: changeable from the footer). */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))}
    >
      {label}
    </button>
  );
}
