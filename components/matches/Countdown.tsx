'use client';

import { translationsFor } from '#translations';
import { useEffect, useState } from 'react';
import styles from './Countdown.module.css';
import type { countdownWords } from './words';

const useTranslations = translationsFor<typeof countdownWords>();

type Remaining = { days: number; hours: number; minutes: number; seconds: number };

export function remainingUntil(target: number, now: number): Remaining | null {
  const total = Math.floor((target - now) / 1000);
  if (total <= 0) return null;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Days, hours, minutes and seconds to kick-off (SPEC §3). The page is static,
 * so the numbers appear only in the browser, which knows the current time;
 * the kick-off itself is rendered by the server next to it. Its words are the
 * `Countdown` namespace (ClientMessages).
 */
export function Countdown({ kickoff }: { kickoff: string }) {
  const t = useTranslations('Countdown');
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    // The clock is outside React: the first tick now, then every second.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (now === null) return <div className={styles.countdown} aria-hidden="true" />;
  const remaining = remainingUntil(new Date(kickoff).getTime(), now);
  if (!remaining) return <p className={styles.countdown}>{t('started')}</p>;
  return (
    <div className={styles.countdown} role="timer" aria-label={t('label')}>
      {units.map((unit) => (
        <span key={unit} className={styles.unit}>
          <span className={styles.value}>{String(remaining[unit]).padStart(2, '0')}</span>
          <span className={styles.label}>{t(unit, { count: remaining[unit] })}</span>
        </span>
      ))}
    </div>
  );
}
