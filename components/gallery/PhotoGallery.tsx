'use client';

import { translationsFor } from '#translations';
import { lazy, useCallback, useState } from 'react';
import type { ImageAttributes } from '@/components/ui/Picture';
import type { GalleryPhoto } from '@/lib/data/news';
import styles from './PhotoGallery.module.css';
import type { galleryWords } from './words';

const useTranslations = translationsFor<typeof galleryWords>();

// The viewer and its animation library load on the first click on a photo, not with the article.
const Lightbox = lazy(() => import('./Lightbox').then((module) => ({ default: module.Lightbox })));

/**
 * A gallery's photos as a grid of thumbnails that open the lightbox. When a
 * photo fails to load, the grid gives way to SPEC §8's message and a retry,
 * which loads every photo afresh.
 */
export function PhotoGallery({
  photos,
  thumbnails,
}: {
  photos: GalleryPhoto[];
  /** The grid's optimized `<img>` attributes, one per photo, computed by the server. */
  thumbnails: ImageAttributes[];
}) {
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
              {attempt ? (
                // A changed URL makes the browser ask again after a failure.
                <img
                  src={`${photo.thumb.url}?retry=${attempt}`}
                  alt=""
                  width={photo.thumb.width}
                  height={photo.thumb.height}
                  onError={fail}
                />
              ) : (
                <img {...thumbnails[index]} alt="" onError={fail} />
              )}
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
