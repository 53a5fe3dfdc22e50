import * as migration_20261122_075620_initial from './20261122_075620_initial';
import * as migration_20261122_082424_matches_and_teams from './20261122_082424_matches_and_teams';
import * as migration_20261122_090142_news_and_videos from './20261122_090142_news_and_videos';

export const migrations = [
  {
    up: migration_20261122_075620_initial.up,
    down: migration_20261122_075620_initial.down,
    name: '20261122_075620_initial',
  },
  {
    up: migration_20261122_082424_matches_and_teams.up,
    down: migration_20261122_082424_matches_and_teams.down,
    name: '20261122_082424_matches_and_teams',
  },
  {
    up: migration_20261122_090142_news_and_videos.up,
    down: migration_20261122_090142_news_and_videos.down,
    name: '20261122_090142_news_and_videos',
  },
];
