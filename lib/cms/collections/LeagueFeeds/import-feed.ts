import {
  commitTransaction,
  createLocalReq,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload';
import type { LeagueFeed } from '../../../generated/payload-types';
import { ClubMatcher } from '../../../domain/league/club-matcher';
import type { FeedRefusal } from '../../../domain/league/feed-problems';
import { readCalendar } from '../../../domain/league/read-calendar';
import { readRankingCsv } from '../../../domain/league/ranking-csv';
import { emptyReport, type ImportReport } from '../../../domain/league/report';
import { log } from '../../../shared/log/logger';
import { beginExclusiveWrite } from '../../database';
import { fetchFeed, textOf } from './feed-source';
import { importCalendar, type CalendarTarget } from './import-calendar';
import { importRanking } from './import-ranking';

const idOf = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value);

/**
 * Imports one feed, from its address or from `file` (an upload), all or nothing: the file is
 * read and checked whole first, then every write happens in one transaction (lib/cms/database.ts),
 * so a refusal or a failure half-way leaves every match and table as it was, and one import of a
 * feed at a time (the schedule's and an editor's Import now, on any instance). The report, of a
 * refusal too, is stored on the feed and returned. Writes go through Payload like an editor's
 * save, so the matches' and tables' hooks expire the pages that show them (hooks/revalidate.ts).
 */
export async function importFeed(
  payload: Payload,
  feedId: number,
  file?: Uint8Array,
  now = new Date(),
): Promise<ImportReport> {
  const feed = await payload.findByID({ collection: 'league-feeds', id: feedId, depth: 0 });
  const report = emptyReport(file ? 'file' : 'url', now);
  const refused = (refusal: FeedRefusal) => save(payload, feed, refusedReport(report, refusal), now);
  const text = file ? textOf(file) : feed.url ? await fetchFeed(feed.url) : null;
  if (!text) return refused({ ok: false, problem: 'noSource' });
  if (!text.ok) return refused(text);
  const season = await payload.findByID({ collection: 'seasons', id: idOf(feed.season), depth: 0 });
  const target: CalendarTarget = {
    team: idOf(feed.team),
    season: { id: season.id, startsOn: season.startsOn, endsOn: season.endsOn },
    competition: idOf(feed.competition),
  };
  const reading = feed.kind === 'ranking' ? readRankingCsv(text.text) : readCalendar(text.text);
  if (!reading.ok) return refused(reading);
  const clubs = await clubMatcher(payload, feed);

  const req = await createLocalReq({}, payload);
  try {
    req.transactionID = (await beginExclusiveWrite(payload, feed.id)) ?? undefined;
    const refusal =
      'rows' in reading
        ? await importRanking(req, reading.rows, target, clubs, report)
        : await importCalendar(req, reading.fixtures, target, clubs, report);
    if (refusal) {
      await killTransaction(req);
      return refused(refusal);
    }
    const saved = await save(payload, feed, report, now, req);
    await commitTransaction(req);
    log.info({ feed: feed.id, ...counts(report) }, 'league import: done');
    return saved;
  } catch (error) {
    if (req.transactionID) await killTransaction(req);
    log.error({ err: error, feed: feed.id }, 'league import: failed, nothing written');
    return refused({ ok: false, problem: 'failed' });
  }
}

/** A refusal changed nothing: its counts are nought, whatever was planned before it. */
function refusedReport(report: ImportReport, refusal: FeedRefusal): ImportReport {
  return {
    ...emptyReport(report.source, new Date(report.at)),
    problem: refusal.problem,
    line: refusal.line,
    detail: refusal.detail,
    items: report.items.filter((item) => item.outcome === 'newClub'),
  };
}

const counts = ({ created, changed, unchanged, skipped, conflicts, problem }: ImportReport) => ({
  created,
  changed,
  unchanged,
  skipped,
  conflicts,
  problem,
});

async function save(
  payload: Payload,
  feed: LeagueFeed,
  report: ImportReport,
  now: Date,
  req?: PayloadRequest,
): Promise<ImportReport> {
  await payload.update({
    collection: 'league-feeds',
    id: feed.id,
    depth: 0,
    data: { lastRunAt: now.toISOString(), lastReport: report },
    ...(req ? { req } : {}),
  });
  return report;
}

async function clubMatcher(payload: Payload, feed: LeagueFeed): Promise<ClubMatcher> {
  const { docs } = await payload.find({
    collection: 'clubs',
    pagination: false,
    depth: 0,
    select: { name: true, shortName: true, isOwnClub: true },
  });
  const mappings = (feed.clubNames ?? []).map((row) => ({ name: row.name, club: idOf(row.club) }));
  const ownNames = (feed.ownNames ?? '')
    .split(/[;,\n]/)
    .map((name) => name.trim())
    .filter(Boolean);
  return new ClubMatcher(docs, mappings, ownNames);
}
