'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { route } from '@/lib/i18n/routes';
import { OPEN_SETTINGS_EVENT, readConsent, saveConsent, type ConsentChoice } from '@/lib/consent/consent';
import styles from './CookieBanner.module.css';

const choices: { choice: ConsentChoice; label: 'acceptAll' | 'onlyFunctional' | 'onlyNecessary' }[] = [
  { choice: 'all', label: 'acceptAll' },
  { choice: 'functional', label: 'onlyFunctional' },
  { choice: 'necessary', label: 'onlyNecessary' },
];

/**
 * The cookie banner: three equally prominent choices, nothing pre-selected, and
 * it does not block reading (a region, not a modal). It reappears from the
 * footer's cookie settings link.
 */
export function CookieBanner() {
  const t = useTranslations('Consent');
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    setOpen(readConsent() === null);
    const reopen = () => {
      setOpen(true);
      requestAnimationFrame(() => region.current?.focus());
    };
    window.addEventListener(OPEN_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, reopen);
  }, []);

  if (!open) return null;
  return (
    <section ref={region} className={styles.banner} aria-labelledby="cookie-banner-title" tabIndex={-1}>
      <div className={styles.text}>
        <h2 id="cookie-banner-title">{t('title')}</h2>
        <p>
          {t.rich('text', {
            link: (chunks) => <Link href={route('cookie-policy')}>{chunks}</Link>,
          })}
        </p>
      </div>
      <div className={styles.actions}>
        {choices.map(({ choice, label }) => (
          <button
            key={choice}
            type="button"
            className={styles.choice}
            onClick={() => {
              saveConsent(choice);
              setOpen(false);
            }}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </section>
  );
}
