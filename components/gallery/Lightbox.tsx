'use client';

import { AnimatePresence, LazyMotion, domAnimation, m } from 'framer-motion';
import { translationsFor } from '#translations';
import Image from 'next/image';
import { useCallback, useEffect, useRef, type PointerEvent } from 'react';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import type { GalleryPhoto } from '@/lib/data/news';
import styles from './Lightbox.module.css';
import type { galleryWords } from './words';

const useTranslations = translationsFor<typeof galleryWords>();

type Props = {
  photos: GalleryPhoto[];
  /** The photo shown, or null when the lightbox is closed. */
  index: number | null;
  onChange: (index: number) => void;
  onClose: () => void;
  onError: () => void;
};

/** A horizontal swipe shorter than this is a tap, not a change of photo. */
const SWIPE_PX = 50;

/**
 * A modal photo viewer: arrow keys and swipes go through the photos, Escape or
 * the close button leave it, Tab stays inside, and focus goes back to the
 * thumbnail that opened it.
 */
export function Lightbox({ photos, index, onChange, onClose, onError }: Props) {
  const t = useTranslations('NewsDetail');
  const dialog = useRef<HTMLDivElement>(null);
  const swipeStart = useRef<number | null>(null);
  const open = index !== null;
  useFocusTrap(dialog, open, onClose);

  const step = useCallback(
    (delta: number) => {
      if (index === null) return;
      onChange((index + delta + photos.length) % photos.length);
    },
    [index, onChange, photos.length],
  );

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, step]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_PX) step(distance < 0 ? 1 : -1);
  };

  const photo = index === null ? null : photos[index];
  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {photo && index !== null && (
          <m.div
            key="lightbox"
            className={styles.backdrop}
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            onClick={(event) => event.target === event.currentTarget && onClose()}
          >
            <div
              ref={dialog}
              className={styles.dialog}
              role="dialog"
              aria-modal="true"
              aria-label={t('lightbox')}
              tabIndex={-1}
            >
              <button type="button" className={styles.close} onClick={onClose}>
                {t('close')}
              </button>
              <figure
                className={styles.figure}
                onPointerDown={onPointerDown}
                onPointerUp={onPointerUp}
                onPointerCancel={() => (swipeStart.current = null)}
              >
                <Image
                  key={photo.id}
                  src={photo.full.url}
                  alt={photo.full.alt}
                  width={photo.full.width}
                  height={photo.full.height}
                  sizes="100vw"
                  className={styles.image}
                  draggable={false}
                  onError={onError}
                />
                <figcaption aria-live="polite">
                  <span>{t('position', { number: index + 1, total: photos.length })}</span>
                  {photo.caption && <span> · {photo.caption}</span>}
                </figcaption>
              </figure>
              <div className={styles.nav}>
                <button type="button" onClick={() => step(-1)} aria-label={t('previous')}>
                  ‹
                </button>
                <button type="button" onClick={() => step(1)} aria-label={t('next')}>
                  ›
                </button>
              </div>
            </div>
          </m.div>
        )}
      </AnimatePresence>
    </LazyMotion>
  );
}
