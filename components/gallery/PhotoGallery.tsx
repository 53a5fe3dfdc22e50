'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import Image from 'next/image';
import { useCallback, useState } from 'react';
import type { GalleryPhoto } from '@/lib/data/news';
import styles from './PhotoGallery.module.css';

// The viewer and its animation library load on the first click on a photo, not with the article.
const Lightbox = dynamic(() => import('./Lightbox').then((module) => module.Lightbox), { ssr: false });

/**
 * A gallery's photos as a grid of thumbnails that open the lightbox. When a
 * photo fails to load, the grid gives way to SPEC §8's message and a retry,
 * which loads every photo afresh.
 */
export function PhotoGallery({ photos }: { photos: GalleryPhoto[] }) {
  const t = useTranslations('NewsDetail');
  const [open, setOpen] = useState<number | null>(null);
  // Mounted from the first opening on, so it can animate its closing.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const close = useCallback(() => setOpen(null), []);
  const fail = useCallback(() => {
    setOpen(null);
    setFailed(true);
  }, []);

  if (failed) {
    return (
      <div className={styles.error} role="alert">
        <p>{t('photosError')}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('retry')}
        </button>
      </div>
    );
  }

  return (
    <>
      <ul className={styles.grid} key={attempt}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className={styles.thumb}
              onClick={() => {
                setViewerLoaded(true);
                setOpen(index);
              }}
              aria-label={t('openPhoto', { number: index + 1, alt: photo.thumb.alt })}
            >
              <Image
                // A changed URL makes the browser ask again after a failure.
                src={attempt ? `${photo.thumb.url}?retry=${attempt}` : photo.thumb.url}
                alt=""
                width={photo.thumb.width}
                height={photo.thumb.height}
                sizes="(max-width: 640px) 50vw, (max-width: 1100px) 33vw, 280px"
                unoptimized={attempt > 0}
                onError={fail}
              />
            </button>
            {photo.caption && <p className={styles.caption}>{photo.caption}</p>}
          </li>
        ))}
      </ul>
      {viewerLoaded && (
        <Lightbox photos={photos} index={open} onChange={setOpen} onClose={close} onError={fail} />
      )}
    </>
  );
}
