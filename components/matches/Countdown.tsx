'use client';

import { useEffect, useState } from 'react';
import styles from './Countdown.module.css';

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
type Unit = (typeof units)[number];

/**
 * Translated by the server. Each unit comes in its singular and plural form:
 * English, Dutch and French need no other (French `many` is for millions).
 */
export type CountdownLabels = {
  /** The language's BCP 47 tag, for its plural rules. */
  localeTag: string;
  label: string;
  started: string;
  units: Record<Unit, { one: string; other: string }>;
};

/**
 * Days, hours, minutes and seconds to kick-off (SPEC §3). The page is static,
 * so the numbers appear only in the browser, which knows the current time;
 * the kick-off itself is rendered by the server next to it.
 */
export function Countdown({ kickoff, labels }: { kickoff: string; labels: CountdownLabels }) {
  const [now, setNow] = useState<number | null>(null);
  const [plural] = useState(() => new Intl.PluralRules(labels.localeTag));

  useEffect(() => {
    // The clock is outside React: the first tick now, then every second.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (now === null) return <div className={styles.countdown} aria-hidden="true" />;
  const remaining = remainingUntil(new Date(kickoff).getTime(), now);
  if (!remaining) return <p className={styles.countdown}>{labels.started}</p>;
  return (
    <div className={styles.countdown} role="timer" aria-label={labels.label}>
      {units.map((unit) => (
        <span key={unit} className={styles.unit}>
          <span className={styles.value}>{String(remaining[unit]).padStart(2, '0')}</span>
          <span className={styles.label}>
            {labels.units[unit][plural.select(remaining[unit]) === 'one' ? 'one' : 'other']}
          </span>
        </span>
      ))}
    </div>
  );
}
