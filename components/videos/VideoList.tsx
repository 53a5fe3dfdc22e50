import { useFormatter, useTranslations } from 'next-intl';
import type { Video } from '@/lib/data/videos';
import { VideoPlayer } from './VideoPlayer';
import styles from './VideoList.module.css';

/** Videos newest first, each with its click-to-load player. */
export function VideoList({ videos }: { videos: Video[] }) {
  const t = useTranslations('Videos');
  const format = useFormatter();
  return (
    <ul className={styles.list}>
      {videos.map((video) => (
        <li key={video.id} className={styles.item}>
          <VideoPlayer video={video} />
          <h3 className={styles.title}>{video.title}</h3>
          <p className={styles.meta}>
            <time dateTime={video.publishedAt}>
              {format.dateTime(new Date(video.publishedAt), { dateStyle: 'medium' })}
            </time>
            {video.players.length > 0 && (
              <span>{t('with', { players: format.list(video.players.map((player) => player.name)) })}</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
