import type { PayloadRequest } from 'payload';
import type { Match } from '../../../generated/payload-types';
import { planCalendar, type MatchValues } from '../../../domain/league/calendar-plan';
import type { ClubMatcher } from '../../../domain/league/club-matcher';
import type { FeedRefusal } from '../../../domain/league/feed-problems';
import type { FeedFixture } from '../../../domain/league/fixtures';
import { reconcile, sameValues } from '../../../domain/league/reconcile';
import { note, type ImportReport } from '../../../domain/league/report';
import { inParts } from '../../../shared/in-parts';

export type CalendarTarget = {
  team: number;
  season: { id: number; startsOn: string; endsOn: string };
  competition: number;
};

/** The values an import compares, as the match holds them now. */
function valuesOf(match: Match): MatchValues {
  return {
    kickoff: new Date(match.kickoff).toISOString(),
    status: match.status as MatchValues['status'],
    isHome: Boolean(match.isHome),
    opponent: typeof match.opponent === 'object' ? match.opponent.id : match.opponent,
    venue: match.venue ?? null,
    scoreHome: match.score?.home ?? null,
    scoreAway: match.score?.away ?? null,
  };
}

/** Match fields from the values: the score is a group on the match. */
function fieldsOf(values: Partial<MatchValues>): Record<string, unknown> {
  const { scoreHome, scoreAway, ...rest } = values;
  const fields: Record<string, unknown> = { ...rest };
  if (scoreHome !== undefined || scoreAway !== undefined) {
    fields.score = { home: scoreHome, away: scoreAway };
  }
  return fields;
}

/** Two kick-offs this close are one match moved (a time set, a day changed), not two. */
const SAME_MATCH_WITHIN_MS = 36 * 3_600_000;

/** The team's matches of the season an editor entered by hand: no league id yet. */
async function matchesEnteredByHand(req: PayloadRequest, target: CalendarTarget): Promise<Match[]> {
  const { docs } = await req.payload.find({
    collection: 'matches',
    where: {
      and: [
        { team: { equals: target.team } },
        { season: { equals: target.season.id } },
        { leagueUid: { exists: false } },
      ],
    },
    pagination: false,
    depth: 0,
    req,
  });
  return docs;
}

/**
 * The match entered by hand that the league's one stands for, taken out of `entered` so no
 * two of the league's take the same: the same opponent, at home or away alike, kicking off
 * within a day and a half.
 */
function takeEnteredByHand(entered: Match[], values: MatchValues): Match | undefined {
  const kickoff = Date.parse(values.kickoff);
  const index = entered.findIndex((match) => {
    const current = valuesOf(match);
    return (
      current.opponent === values.opponent &&
      current.isHome === values.isHome &&
      Math.abs(Date.parse(current.kickoff) - kickoff) <= SAME_MATCH_WITHIN_MS
    );
  });
  return index < 0 ? undefined : entered.splice(index, 1)[0];
}

/**
 * A club that typed its first matches before it set up the feed gets them linked, not
 * doubled: the match takes the league's id, and the league's values where they differ (it
 * has no earlier import whose values could show a hand edit).
 */
async function linkEnteredMatch(
  req: PayloadRequest,
  match: Match,
  planned: { uid: string; line?: number; label: string; values: MatchValues },
  report: ImportReport,
): Promise<void> {
  const { changes, imported } = reconcile(valuesOf(match), null, planned.values);
  await req.payload.update({
    collection: 'matches',
    id: match.id,
    depth: 0,
    req,
    data: { ...fieldsOf(changes), leagueUid: planned.uid, leagueImported: imported } as never,
  });
  report.changed++;
  note(report, { outcome: 'linked', uid: planned.uid, line: planned.line, label: planned.label });
}

/**
 * Writes a calendar's matches for one team and season with `req` (its transaction): a match
 * the league's id finds is updated where the league changed and the editor did not
 * (reconcile.ts), one an editor entered by hand is linked, a new one is created; what the
 * calendar no longer lists is left alone.
 * Returns a refusal, before any write, when the calendar does not fit the season.
 */
export async function importCalendar(
  req: PayloadRequest,
  fixtures: FeedFixture[],
  target: CalendarTarget,
  clubs: ClubMatcher,
  report: ImportReport,
): Promise<FeedRefusal | null> {
  const plan = planCalendar(fixtures, target.season, clubs);
  if (!plan.ok) return plan;
  for (const item of plan.skipped) {
    if (item.outcome === 'skipped') report.skipped++;
    note(report, item);
  }
  const existing = new Map<string, Match>();
  for (const part of inParts(plan.matches.map((match) => match.uid))) {
    const { docs } = await req.payload.find({
      collection: 'matches',
      where: { and: [{ team: { equals: target.team } }, { leagueUid: { in: part } }] },
      pagination: false,
      depth: 0,
      req,
    });
    for (const doc of docs) if (doc.leagueUid) existing.set(doc.leagueUid, doc);
  }
  const handEntered = await matchesEnteredByHand(req, target);
  for (const planned of plan.matches) {
    const entered = existing.has(planned.uid) ? undefined : takeEnteredByHand(handEntered, planned.values);
    if (entered) {
      await linkEnteredMatch(req, entered, planned, report);
      continue;
    }
    const match = existing.get(planned.uid);
    if (!match) {
      await req.payload.create({
        collection: 'matches',
        depth: 0,
        req,
        data: {
          ...fieldsOf(planned.values),
          team: target.team,
          season: target.season.id,
          competition: target.competition,
          leagueUid: planned.uid,
          leagueImported: planned.values,
        } as never,
      });
      report.created++;
      note(report, { outcome: 'created', uid: planned.uid, line: planned.line, label: planned.label });
      continue;
    }
    const last = (match.leagueImported ?? null) as MatchValues | null;
    const { changes, conflicts, imported } = reconcile(valuesOf(match), last, planned.values);
    const changed = Object.keys(changes);
    if (conflicts.length > 0) {
      report.conflicts++;
      note(report, {
        outcome: 'conflict',
        uid: planned.uid,
        line: planned.line,
        label: planned.label,
        fields: conflicts,
        reason: 'handEdited',
      });
    }
    if (changed.length === 0 && sameValues(last, imported)) {
      report.unchanged++;
      continue;
    }
    await req.payload.update({
      collection: 'matches',
      id: match.id,
      depth: 0,
      req,
      data: { ...fieldsOf(changes), leagueImported: imported } as never,
    });
    if (changed.length === 0) {
      report.unchanged++;
      continue;
    }
    report.changed++;
    note(report, {
      outcome: 'changed',
      uid: planned.uid,
      line: planned.line,
      label: planned.label,
      fields: changed,
    });
  }
  return null;
}
