'use client';

import { translationsFor } from '#translations';
import { useCallback, useRef, useState } from 'react';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import type { FanClub } from '@/lib/data/community';
import styles from './community.module.css';
import type { fanClubWords } from './words';

const useTranslations = translationsFor<typeof fanClubWords>();

/** The fan clubs; each opens a dialog with its clubhouse, chairman and bus trip (SPEC §3). */
export function FanClubList({ fanClubs }: { fanClubs: FanClub[] }) {
  const [open, setOpen] = useState<FanClub | null>(null);
  return (
    <>
      <ul className={styles.list}>
        {fanClubs.map((fanClub) => (
          <li key={fanClub.id}>
            <button
              type="button"
              className={styles.item}
              aria-haspopup="dialog"
              onClick={() => setOpen(fanClub)}
            >
              <strong>{fanClub.name}</strong>
              <span>{fanClub.town}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && <FanClubDialog fanClub={open} onClose={() => setOpen(null)} />}
    </>
  );
}

function FanClubDialog({ fanClub, onClose }: { fanClub: FanClub; onClose: () => void }) {
  const t = useTranslations('FanClubs');
  const forms = useTranslations('Forms');
  const panel = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(panel, true, close);
  return (
    // Fades in with a CSS animation (community.module.css).
    <div
      className={styles.backdrop}
      // A click on the backdrop closes; a click inside the dialog does not.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div
        ref={panel}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="fan-club-title"
      >
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')}>
          ×
        </button>
        <h2 id="fan-club-title">{fanClub.name}</h2>
        <dl className={styles.facts}>
          <dt>{t('clubhouse')}</dt>
          <dd>{fanClub.clubhouse}</dd>
          <dt>{t('chairman')}</dt>
          <dd>{fanClub.chairman}</dd>
          <dt>{t('busTrip')}</dt>
          <dd>{fanClub.busTrip ? forms('yes') : forms('no')}</dd>
        </dl>
      </div>
    </div>
  );
}
