'use client';

import { useTranslations } from 'next-intl';
import Image from 'next/image';
import { useState } from 'react';
import type { Video } from '@/lib/data/videos';
import { clockDuration, embedUrl } from '@/lib/videos/embed';
import styles from './VideoPlayer.module.css';

const providerNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * Click to load: until the visitor presses play, the page shows the club's own
 * thumbnail and asks nothing of the video provider (no request, no cookie).
 */
export function VideoPlayer({ video }: { video: Video }) {
  const t = useTranslations('Videos');
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className={styles.frame}>
        <iframe
          src={embedUrl(video.provider, video.providerId)}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
        {/* Named by its content, so the visible duration is part of the name (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('play', { title: video.title })} </span>
        {video.thumbnail && (
          <Image
            src={video.thumbnail.url}
            alt=""
            width={video.thumbnail.width}
            height={video.thumbnail.height}
            sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 360px"
          />
        )}
        <span className={styles.icon} aria-hidden="true" />
        <span className={styles.duration}>{clockDuration(video.duration)}</span>
      </button>
      <p className={styles.consent}>{t('consent', { provider: providerNames[video.provider] })}</p>
    </div>
  );
}
