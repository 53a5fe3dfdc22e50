import { useTranslations } from 'next-intl';
import { Picture } from '@/components/ui/Picture';
import type { Video } from '@/lib/data/videos';
import { clockDuration, embedUrl } from '@/lib/domain/videos/embed';
import { ClickToPlay } from './ClickToPlay';
import styles from './VideoPlayer.module.css';

const providerNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * Click to load: until the visitor presses play, the page shows the club's own
 * thumbnail and asks nothing of the video provider (no request, no cookie).
 * Rendered on the server; only the click is handled in the browser.
 */
export function VideoPlayer({ video }: { video: Video }) {
  const t = useTranslations('Videos');
  return (
    <div className={styles.frame}>
      <ClickToPlay
        embedSrc={embedUrl(video.provider, video.providerId)}
        title={video.title}
        buttonClassName={styles.play}
        note={<p className={styles.consent}>{t('consent', { provider: providerNames[video.provider] })}</p>}
      >
        {/* Named by its content, so the visible duration is part of the name (WCAG 2.5.3). */}
        <span className="visually-hidden">{`${t('play', { title: video.title })} `}</span>
        {video.thumbnail && (
          <Picture
            src={video.thumbnail.url}
            alt=""
            width={video.thumbnail.width}
            height={video.thumbnail.height}
            sizes="(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 360px"
          />
        )}
        <span className={styles.icon} aria-hidden="true" />
        <span className={styles.duration}>{clockDuration(video.duration)}</span>
      </ClickToPlay>
    </div>
  );
}
