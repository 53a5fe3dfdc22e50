import type { PayloadRequest } from 'payload';
import type { Standing } from '../../../generated/payload-types';
import type { ClubMatcher } from '../../../domain/league/club-matcher';
import type { FeedRefusal } from '../../../domain/league/feed-problems';
import type { RankingRow } from '../../../domain/league/ranking-csv';
import { reconcile } from '../../../domain/league/reconcile';
import { note, type ImportReport } from '../../../domain/league/report';
import type { CalendarTarget } from './import-calendar';

type TableRow = {
  club: number | string;
  played: number;
  won: number;
  draw: number;
  lost: number;
  goalDifference: number;
  points: number;
};

/** A table as one comparable value: the import follows it or keeps the editor's whole. */
const tableKey = (rows: TableRow[]) =>
  JSON.stringify(
    rows.map((row) => [row.club, row.played, row.won, row.draw, row.lost, row.goalDifference, row.points]),
  );

function rowsOf(standing: Standing): TableRow[] {
  return standing.rows.map((row) => ({
    club: typeof row.club === 'object' ? row.club.id : row.club,
    played: row.played,
    won: row.won,
    draw: row.draw,
    lost: row.lost,
    goalDifference: row.goalDifference,
    points: row.points,
  }));
}

/**
 * Writes a ranking into the Standings table of the feed's competition, season and team with
 * `req` (its transaction), creating it the first time. A table is one thing to a reader, so a
 * club the site does not know refuses the whole file (nothing is written) and the report names
 * it; and a table an editor changed by hand since the last import is kept whole when the
 * league's differs, as a conflict.
 */
export async function importRanking(
  req: PayloadRequest,
  ranking: RankingRow[],
  target: CalendarTarget,
  clubs: ClubMatcher,
  report: ImportReport,
): Promise<FeedRefusal | null> {
  const unknown = [
    ...new Set(ranking.map((row) => row.club).filter((name) => clubs.clubOf(name) === undefined)),
  ];
  if (unknown.length > 0) {
    for (const name of unknown) note(report, { outcome: 'newClub', label: name });
    return { ok: false, problem: 'unknownClubs', detail: unknown.join(', ') };
  }
  const rows: TableRow[] = ranking.map((row) => ({
    club: clubs.clubOf(row.club)!,
    played: row.played,
    won: row.won,
    draw: row.drawn,
    lost: row.lost,
    goalDifference: row.goalsFor - row.goalsAgainst,
    points: row.points,
  }));
  // The panel names it "the ranking" in the admin's language (report-lines.ts).
  const label = '';
  const {
    docs: [standing],
  } = await req.payload.find({
    collection: 'standings',
    where: {
      and: [
        { competition: { equals: target.competition } },
        { season: { equals: target.season.id } },
        { team: { equals: target.team } },
      ],
    },
    limit: 1,
    depth: 0,
    req,
  });
  const feed = { table: tableKey(rows) };
  if (!standing) {
    await req.payload.create({
      collection: 'standings',
      depth: 0,
      req,
      data: {
        competition: target.competition,
        season: target.season.id,
        team: target.team,
        rows,
        leagueImported: feed,
      } as never,
    });
    report.created++;
    note(report, { outcome: 'created', label });
    return null;
  }
  const last = (standing.leagueImported ?? null) as { table: string } | null;
  const { changes, conflicts, imported } = reconcile({ table: tableKey(rowsOf(standing)) }, last, feed);
  if (conflicts.length > 0) {
    report.conflicts++;
    note(report, { outcome: 'conflict', label, fields: ['rows'], reason: 'handEdited' });
  }
  if (changes.table === undefined && last?.table === imported.table) {
    report.unchanged++;
    return null;
  }
  await req.payload.update({
    collection: 'standings',
    id: standing.id,
    depth: 0,
    req,
    data: { ...(changes.table !== undefined ? { rows } : {}), leagueImported: imported } as never,
  });
  if (changes.table !== undefined) {
    report.changed++;
    note(report, { outcome: 'changed', label, fields: ['rows'] });
  } else {
    report.unchanged++;
  }
  return null;
}
