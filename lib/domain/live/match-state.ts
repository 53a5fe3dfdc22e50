import type { Match } from '@/lib/generated/payload-types';
import type { Localized } from '../i18n/locales';

/**
 * The live state of a match as every page shows it: what the match secretary
 * entered (lib/cms/collections/Matches/live.ts), reduced to one plain,
 * serialisable value that the server renders and the live stream carries
 * (lib/domain/live/bus.ts). Shared by the CMS side and the delivery side: its shape
 * is a contract, change it only together with both.
 */

export const liveStatuses = [
  'not-started',
  'first-half',
  'half-time',
  'second-half',
  'extra-time',
  'penalties',
  'full-time',
  'postponed',
] as const;
export type LiveStatus = (typeof liveStatuses)[number];

export const liveEventKinds = [
  'kick-off',
  'goal',
  'yellow-card',
  'red-card',
  'substitution',
  'added-time',
  'text',
] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

export type Side = 'home' | 'away';

type EventBase = { id: string; minute: number };

/** Player names are display strings, resolved when the event is entered. */
export type LiveEvent =
  | (EventBase & { kind: 'kick-off' })
  | (EventBase & {
      kind: 'goal';
      scorer: string;
      assist?: string;
      penalty: boolean;
      ownGoal: boolean;
      /** The side the scorer plays for; an own goal counts for the other side. */
      side: Side;
    })
  | (EventBase & { kind: 'yellow-card' | 'red-card'; player: string; side: Side })
  | (EventBase & { kind: 'substitution'; playerIn: string; playerOut: string; side: Side })
  | (EventBase & { kind: 'added-time'; minutes: number })
  | (EventBase & { kind: 'text'; text: Localized });

export type LiveMatchState = {
  matchId: string;
  status: LiveStatus;
  /** The minute of play when the state was computed; null when the ball is not rolling. */
  minute: number | null;
  score: { home: number; away: number };
  /** In the order of the match (by minute, entry order within a minute). */
  events: LiveEvent[];
  /** Grows with every change of the live state: the stream's event id. */
  version: number;
  /**
   * When the running period's clock started (ISO), so an open page keeps the minute
   * moving between saves (liveMinute); absent or null when the ball is not rolling.
   */
  periodStartedAt?: string | null;
};

/** The fields of a match the live state is made of. */
export type LiveMatchSource = Pick<Match, 'id' | 'status' | 'score' | 'live'>;
type TimelineRow = NonNullable<NonNullable<Match['live']>['timeline']>[number];

/** Where each period's clock starts, in minutes of play. */
const periodStartMinute: Partial<Record<LiveStatus, number>> = {
  'first-half': 0,
  'second-half': 45,
  'extra-time': 90,
};

/**
 * The clock stops this far past a period's regular end: a secretary who forgot
 * to blow the whistle leaves "45+15′" on the pages, not "45+300′".
 */
const periodLastMinute: Partial<Record<LiveStatus, number>> = {
  'first-half': 45 + 15,
  'second-half': 90 + 15,
  'extra-time': 120 + 15,
};

export function isBallRolling(status: LiveStatus): boolean {
  return status in periodStartMinute;
}

/** Not started or over: everything else is "in progress" for the pages and the ranking. */
export function isInProgress(status: LiveStatus): boolean {
  return status !== 'not-started' && status !== 'full-time' && status !== 'postponed';
}

/** No more saves are expected: pages neither load the live island nor hold a stream. */
export function isSettled(status: LiveStatus): boolean {
  return status === 'full-time' || status === 'postponed';
}

/** The minute of play at `now`, from the period's clock when the state carries it. */
export function liveMinute(state: LiveMatchState, now: Date): number | null {
  if (!state.periodStartedAt) return state.minute;
  return currentMinute(state.status, state.periodStartedAt, state.events, now);
}

export function liveMatchState(match: LiveMatchSource, now: Date = new Date()): LiveMatchState {
  const events = (match.live?.timeline ?? [])
    .map(toLiveEvent)
    .filter((event): event is LiveEvent => event !== null)
    .map((event, order) => ({ event, order }))
    .sort((a, b) => a.event.minute - b.event.minute || a.order - b.order)
    .map(({ event }) => event);
  const status = liveStatusOf(match);
  const periodStartedAt = isBallRolling(status) ? (match.live?.periodStartedAt ?? null) : null;
  return {
    matchId: String(match.id),
    status,
    periodStartedAt,
    minute: currentMinute(status, periodStartedAt, events, now),
    score: events.length > 0 ? scoreFromGoals(events) : typedScore(match),
    events,
    version: match.live?.version ?? 0,
  };
}

export function scoreFromGoals(events: readonly LiveEvent[]): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (const event of events) {
    if (event.kind !== 'goal') continue;
    const counted = event.ownGoal ? otherSide(event.side) : event.side;
    score[counted] += 1;
  }
  return score;
}

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/**
 * The secretary's live status wins; a match never entered live follows the
 * status an editor set (a result typed after the match is "full time").
 */
function liveStatusOf(match: LiveMatchSource): LiveStatus {
  const entered = match.live?.status ?? 'not-started';
  if (entered !== 'not-started') return entered;
  if (match.status === 'finished') return 'full-time';
  if (match.status === 'postponed') return 'postponed';
  return 'not-started';
}

/** A match with no timeline keeps the result an editor typed (matches from before the match centre). */
function typedScore(match: LiveMatchSource): { home: number; away: number } {
  return { home: match.score?.home ?? 0, away: match.score?.away ?? 0 };
}

function currentMinute(
  status: LiveStatus,
  periodStartedAt: string | null,
  events: readonly LiveEvent[],
  now: Date,
): number | null {
  const base = periodStartMinute[status];
  if (base === undefined) return null;
  const started = periodStartedAt ? new Date(periodStartedAt).getTime() : NaN;
  if (Number.isFinite(started)) {
    const elapsed = Math.max(0, Math.floor((now.getTime() - started) / 60_000));
    return Math.min(base + elapsed + 1, periodLastMinute[status] ?? Infinity);
  }
  const last = events.at(-1);
  return Math.max(base + 1, last?.minute ?? 0);
}

/** One stored timeline row as an event; a row missing what its kind needs is left out. */
function toLiveEvent(row: TimelineRow): LiveEvent | null {
  const base = { id: row.id ?? '', minute: row.minute ?? 0 };
  if (!base.id) return null;
  const side: Side = row.side === 'away' ? 'away' : 'home';
  switch (row.kind) {
    case 'kick-off':
      return { ...base, kind: 'kick-off' };
    case 'goal':
      if (!row.player) return null;
      return {
        ...base,
        kind: 'goal',
        scorer: row.player,
        ...(row.assist ? { assist: row.assist } : {}),
        penalty: Boolean(row.penalty),
        ownGoal: Boolean(row.ownGoal),
        side,
      };
    case 'yellow-card':
    case 'red-card':
      if (!row.player) return null;
      return { ...base, kind: row.kind, player: row.player, side };
    case 'substitution':
      if (!row.player || !row.playerOut) return null;
      return { ...base, kind: 'substitution', playerIn: row.player, playerOut: row.playerOut, side };
    case 'added-time':
      if (!row.addedMinutes) return null;
      return { ...base, kind: 'added-time', minutes: row.addedMinutes };
    case 'text': {
      // A line typed in one language only is shown in that language everywhere.
      const written = row.text?.en || row.text?.nl || row.text?.fr;
      if (!written) return null;
      const text = { en: row.text?.en || written, nl: row.text?.nl || written, fr: row.text?.fr || written };
      return { ...base, kind: 'text', text };
    }
    default:
      return null;
  }
}
