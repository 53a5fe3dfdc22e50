'use client';

import { useCallback, useRef, useState } from 'react';
import { useFocusTrap } from '@/components/ui/useFocusTrap';
import type { FanClub } from '@/lib/data/community';
import styles from './community.module.css';

/** The dialog's words, translated by the server. */
export type FanClubLabels = {
  close: string;
  clubhouse: string;
  chairman: string;
  busTrip: string;
  yes: string;
  no: string;
};

/** The fan clubs; each opens a dialog with its clubhouse, chairman and bus trip (SPEC §3). */
export function FanClubList({ fanClubs, labels }: { fanClubs: FanClub[]; labels: FanClubLabels }) {
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
      {open && <FanClubDialog fanClub={open} labels={labels} onClose={() => setOpen(null)} />}
    </>
  );
}

function FanClubDialog({
  fanClub,
  labels,
  onClose,
}: {
  fanClub: FanClub;
  labels: FanClubLabels;
  onClose: () => void;
}) {
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
        <button type="button" className={styles.close} onClick={close} aria-label={labels.close}>
          ×
        </button>
        <h2 id="fan-club-title">{fanClub.name}</h2>
        <dl className={styles.facts}>
          <dt>{labels.clubhouse}</dt>
          <dd>{fanClub.clubhouse}</dd>
          <dt>{labels.chairman}</dt>
          <dd>{fanClub.chairman}</dd>
          <dt>{labels.busTrip}</dt>
          <dd>{fanClub.busTrip ? labels.yes : labels.no}</dd>
        </dl>
      </div>
    </div>
  );
}
