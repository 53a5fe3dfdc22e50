import type { Payload, TaskConfig } from 'payload';
import { log } from '../../shared/log/logger';
import { importFeed } from '../collections/LeagueFeeds/import-feed';
import { onClubClock } from './club-clock';

/**
 * Every feed with an address, imported in turn (import-feed.ts): each in its own transaction,
 * so one broken feed (its report says why) leaves the others' imports standing. A file has no
 * address to fetch again: it is imported when uploaded, with the feed's "Import now".
 */
export async function importAllFeeds(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'league-feeds',
    where: { url: { exists: true } },
    pagination: false,
    depth: 0,
    select: { url: true },
  });
  let imported = 0;
  for (const feed of docs) {
    if (!feed.url) continue;
    const report = await importFeed(payload, feed.id);
    if (!report.problem) imported++;
  }
  log.info({ feeds: docs.length, imported }, 'league import: the scheduled run is done');
  return imported;
}

/**
 * Five times a day on the club's clock (club-clock.ts): early morning for what the league
 * changed overnight, then every four hours, the last at 22:00 for the evening's results. Run
 * by the app's minute ticker like every scheduled task (ticker.ts), inside a request, so the
 * pages an import changes are expired at once.
 */
export const leagueImportTask = {
  slug: 'import-league-feeds',
  label: 'Import fixtures, results and rankings from the league',
  retries: 1,
  schedule: [
    onClubClock(
      [6, 10, 14, 18, 22].map((hour) => ({ hour, minute: 0 })),
      'default',
    ),
  ],
  handler: async ({ req }) => {
    await importAllFeeds(req.payload);
    return { output: {} };
  },
} satisfies TaskConfig;
