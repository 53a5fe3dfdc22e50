'use client';

import { translationsFor } from '#translations';
import { Link } from '@/components/ui/Link';
import { useEffect, useRef, useState } from 'react';
import {
  askForConsent,
  OPEN_SETTINGS_EVENT,
  readConsent,
  saveConsent,
  type ConsentChoice,
} from '@/lib/domain/consent/consent';
import styles from './CookieBanner.module.css';
import type { cookieBannerWords } from './words';

const useTranslations = translationsFor<typeof cookieBannerWords>();

/** Each choice and its message in `Consent`. */
const choices = [
  ['all', 'acceptAll'],
  ['functional', 'onlyFunctional'],
  ['necessary', 'onlyNecessary'],
] as const satisfies [ConsentChoice, string][];

/**
 * The cookie banner: three equally prominent choices, nothing pre-selected, and
 * it does not block reading (a region, not a modal). It reappears from the
 * footer's cookie settings link.
 *
 * The server renders it open but hidden, and CookieConsent's inline script shows
 * it unless a choice is stored; after hydration the state decides. Its buttons
 * stay disabled until then, so an early click is not lost unnoticed.
 */
export function CookieBanner({ policyHref, clubName }: { policyHref: string; clubName: string }) {
  const t = useTranslations('Consent');
  const [open, setOpen] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    // The stored choice is outside React (localStorage): read once, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(readConsent() === null);
    setHydrated(true);
    const reopen = () => {
      askForConsent(true);
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
        <h2 id="cookie-banner-title">{t('title', { club: clubName })}</h2>
        <p>{t.rich('text', { link: (chunks) => <Link href={policyHref}>{chunks}</Link> })}</p>
      </div>
      <div className={styles.actions}>
        {choices.map(([choice, label]) => (
          <button
            key={choice}
            type="button"
            className={styles.choice}
            disabled={!hydrated}
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
