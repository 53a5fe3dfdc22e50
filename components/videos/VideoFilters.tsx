import { useTranslations } from 'next-intl';
import type { Tag } from '@/lib/domain/vocabulary/content-tags';
import type { VideoPlayerRef } from '@/lib/data/videos';
import type { ChannelFilters } from '@/lib/domain/videos/filters';
import styles from './VideoFilters.module.css';

type Props = {
  action: string;
  filters: ChannelFilters;
  options: { players: VideoPlayerRef[]; tags: Tag[] };
};

/** A plain GET form: the filters are the URL, with or without JavaScript. */
export function VideoFilters({ action, filters, options }: Props) {
  const t = useTranslations('Videos');
  const tags = useTranslations('Tags');
  return (
    <form className={styles.filters} method="get" action={action} aria-label={t('filters')}>
      <label>
        {t('player')}
        <select name="player" defaultValue={filters.player ?? ''}>
          <option value="">{t('allPlayers')}</option>
          {options.players.map((player) => (
            <option key={player.id} value={player.id}>
              {player.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('tag')}
        <select name="tag" defaultValue={filters.tag ?? ''}>
          <option value="">{t('allTags')}</option>
          {options.tags.map((tag) => (
            <option key={tag} value={tag}>
              {tags(tag)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="button">
        {t('apply')}
      </button>
    </form>
  );
}
