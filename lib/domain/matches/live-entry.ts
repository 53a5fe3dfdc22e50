import { z } from '@/lib/shared/zod';
import type { Match } from '@/lib/generated/payload-types';
import { isBallRolling, liveMatchState, liveStatuses, type LiveStatus } from '@/lib/domain/live/match-state';

/**
 * What a match secretary does at the ground, one tap at a time: an event added
 * to the timeline, the last one taken back, the match moved to its next part.
 * Each action turns the stored live fields into new ones (a pure function, so
 * the CMS endpoint, the demo's simulated match and the tests share it).
 */

export type StoredLive = NonNullable<Match['live']>;
type TimelineRow = NonNullable<StoredLive['timeline']>[number];

/** The longest name a row holds: the stored field says the same (lib/cms/collections/Matches/live.ts). */
export const LIVE_NAME_MAX = 80;
/** A match has a few dozen events; the cap keeps a runaway phone from growing every open page. */
export const LIVE_TIMELINE_MAX = 200;

const name = z.string().trim().min(1).max(LIVE_NAME_MAX);
const side = z.enum(['home', 'away']);
/** Left out, the minute is the match clock's when the event is saved. */
const minute = z.number().int().min(0).max(150).optional();
const line = z.string().trim().max(280);

export const liveEventInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('kick-off') }),
  z.object({
    kind: z.literal('goal'),
    side,
    scorer: name,
    assist: name.optional(),
    penalty: z.boolean().default(false),
    ownGoal: z.boolean().default(false),
    minute,
  }),
  z.object({ kind: z.enum(['yellow-card', 'red-card']), side, player: name, minute }),
  z.object({ kind: z.literal('substitution'), side, playerIn: name, playerOut: name, minute }),
  z.object({ kind: z.literal('added-time'), minutes: z.number().int().min(1).max(30), minute }),
  z
    .object({
      kind: z.literal('text'),
      text: z.object({ en: line.default(''), nl: line.default(''), fr: line.default('') }),
      minute,
    })
    .refine(({ text }) => Boolean(text.en || text.nl || text.fr), { message: 'text needs one language' }),
]);
export type LiveEventInput = z.infer<typeof liveEventInput>;

export const liveAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), event: liveEventInput }),
  z.object({ type: z.literal('undo') }),
  z.object({ type: z.literal('status'), status: z.enum(liveStatuses) }),
]);
export type LiveAction = z.infer<typeof liveAction>;

/** The request a secretary's screen sends: the action and the version it saw, so two phones never overwrite each other. */
export const liveEntryRequest = z.object({ action: liveAction, expectedVersion: z.number().int().min(0) });

export class LiveEntryRefused extends Error {}

/** The stored live fields after `action`; the caller saves them (and the version grows in the collection's hook). */
export function applyLiveAction(
  live: StoredLive | null | undefined,
  action: LiveAction,
  now: Date,
): StoredLive {
  const current: StoredLive = {
    status: live?.status ?? 'not-started',
    periodStartedAt: live?.periodStartedAt ?? null,
    version: live?.version ?? 0,
    timeline: [...(live?.timeline ?? [])],
  };
  switch (action.type) {
    case 'add':
      return addEvent(current, action.event, now);
    case 'undo':
      return undoLastEvent(current);
    case 'status':
      return moveTo(current, action.status, now);
  }
}

function addEvent(live: StoredLive, event: LiveEventInput, now: Date): StoredLive {
  if ((live.timeline ?? []).length >= LIVE_TIMELINE_MAX) throw new LiveEntryRefused('The timeline is full.');
  if (event.kind === 'kick-off') {
    if (live.status !== 'not-started') throw new LiveEntryRefused('The match has already kicked off.');
    return {
      ...moveTo(live, 'first-half', now),
      timeline: [...(live.timeline ?? []), { kind: 'kick-off', minute: 0 }],
    };
  }
  const at = event.minute ?? clockMinute(live, now);
  return { ...live, timeline: [...(live.timeline ?? []), { ...toRow(event), minute: at }] };
}

function toRow(event: Exclude<LiveEventInput, { kind: 'kick-off' }>): Omit<TimelineRow, 'minute'> {
  switch (event.kind) {
    case 'goal':
      return {
        kind: 'goal',
        side: event.side,
        player: event.scorer,
        assist: event.assist ?? null,
        penalty: event.penalty,
        ownGoal: event.ownGoal,
      };
    case 'yellow-card':
    case 'red-card':
      return { kind: event.kind, side: event.side, player: event.player };
    case 'substitution':
      return { kind: 'substitution', side: event.side, player: event.playerIn, playerOut: event.playerOut };
    case 'added-time':
      return { kind: 'added-time', addedMinutes: event.minutes };
    case 'text':
      return { kind: 'text', text: event.text };
  }
}

/** Takes back the last event entered; taking back the kick-off puts the match back before it. */
function undoLastEvent(live: StoredLive): StoredLive {
  const timeline = live.timeline ?? [];
  const last = timeline.at(-1);
  if (!last) throw new LiveEntryRefused('There is no event to take back.');
  const rest = timeline.slice(0, -1);
  if (last.kind === 'kick-off' && live.status === 'first-half') {
    return { ...live, status: 'not-started', periodStartedAt: null, timeline: rest };
  }
  return { ...live, timeline: rest };
}

function moveTo(live: StoredLive, status: LiveStatus, now: Date): StoredLive {
  if (status === live.status) return live;
  return {
    ...live,
    status,
    // Each part of the match starts its own clock; a pause keeps none.
    periodStartedAt: isBallRolling(status) ? now.toISOString() : null,
  };
}

function clockMinute(live: StoredLive, now: Date): number {
  return (
    liveMatchState({ id: 0, status: 'live', score: {}, live }, now).minute ??
    Math.max(0, ...(live.timeline ?? []).map((row) => row.minute))
  );
}
