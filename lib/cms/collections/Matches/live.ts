import { randomBytes } from 'node:crypto';
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Field, FieldAccess } from 'payload';
import { publishLiveMatch } from '@/lib/domain/live/bus';
import { liveEventKinds, liveMatchState, liveStatuses, type LiveStatus } from '@/lib/domain/live/match-state';
import { LIVE_NAME_MAX, LIVE_TIMELINE_MAX } from '@/lib/domain/matches/live-entry';
import type { Match } from '@/lib/generated/payload-types';
import { liveEventLabels, liveStatusLabels } from '../../admin/match-centre/texts';
import { log } from '../../../shared/log/logger';
import { cmsLabel } from '../../labels';

/** What the live entry endpoint (live-endpoint.ts) puts in its save's context: its pass to the live fields. */
export const LIVE_ENTRY_CONTEXT = { liveEntry: true } as const;

/**
 * Only the live entry endpoint writes the live fields, after its own checks (the
 * window round the kick-off, the schema, the limits, one save at a time): a REST or
 * GraphQL save of a match, by any role, leaves them as they were. The server's own
 * code (the demo's live match, the seed) writes with overrideAccess, which asks nothing.
 */
const throughLiveEntryOnly: FieldAccess = ({ req }) => req.context?.liveEntry === true;

/**
 * A match's live state: what the match secretary enters at the ground (the
 * match centre, lib/cms/admin/match-centre) and every page shows. Matches keep
 * no drafts, so each event is public the moment it is saved.
 */
export const liveField: Field = {
  name: 'live',
  type: 'group',
  access: { create: throughLiveEntryOnly, update: throughLiveEntryOnly },
  label: cmsLabel('Matches.live.label'),
  admin: {
    description: cmsLabel('Matches.live.description'),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          defaultValue: 'not-started',
          label: cmsLabel('Matches.live.status.label'),
          options: liveStatuses.map((value) => ({ value, label: liveStatusLabels[value] })),
        },
        {
          name: 'periodStartedAt',
          type: 'date',
          label: cmsLabel('Matches.live.periodStartedAt.label'),
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm:ss' } },
        },
        // Grows with every save of the live state: the live stream's event id, and the
        // match centre's guard against two phones overwriting each other.
        { name: 'version', type: 'number', defaultValue: 0, admin: { hidden: true } },
      ],
    },
    {
      name: 'timeline',
      type: 'array',
      maxRows: LIVE_TIMELINE_MAX,
      label: cmsLabel('Matches.live.timeline.label'),
      labels: {
        singular: cmsLabel('Matches.live.timeline.singular'),
        plural: cmsLabel('Matches.live.timeline.plural'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              label: cmsLabel('Matches.live.timeline.kind.label'),
              options: liveEventKinds.map((value) => ({ value, label: liveEventLabels[value] })),
            },
            {
              name: 'minute',
              type: 'number',
              required: true,
              min: 0,
              max: 150,
              label: cmsLabel('Matches.live.timeline.minute.label'),
            },
            {
              name: 'side',
              type: 'select',
              label: cmsLabel('Matches.live.timeline.side.label'),
              options: [
                { value: 'home', label: cmsLabel('Matches.live.timeline.side.options.home') },
                { value: 'away', label: cmsLabel('Matches.live.timeline.side.options.away') },
              ],
              admin: { condition: (_, row) => hasSide(row?.kind) },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'player',
              type: 'text',
              maxLength: LIVE_NAME_MAX,
              label: cmsLabel('Matches.live.timeline.player.label'),
              admin: { condition: (_, row) => hasSide(row?.kind) },
            },
            {
              name: 'playerOut',
              type: 'text',
              maxLength: LIVE_NAME_MAX,
              label: cmsLabel('Matches.live.timeline.playerOut.label'),
              admin: { condition: (_, row) => row?.kind === 'substitution' },
            },
            {
              name: 'assist',
              type: 'text',
              maxLength: LIVE_NAME_MAX,
              label: cmsLabel('Matches.live.timeline.assist.label'),
              admin: { condition: (_, row) => row?.kind === 'goal' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'penalty',
              type: 'checkbox',
              label: cmsLabel('Matches.live.timeline.penalty.label'),
              admin: { condition: (_, row) => row?.kind === 'goal' },
            },
            {
              name: 'ownGoal',
              type: 'checkbox',
              label: cmsLabel('Matches.live.timeline.ownGoal.label'),
              admin: { condition: (_, row) => row?.kind === 'goal' },
            },
            {
              name: 'addedMinutes',
              type: 'number',
              min: 1,
              max: 30,
              label: cmsLabel('Matches.live.timeline.addedMinutes.label'),
              admin: { condition: (_, row) => row?.kind === 'added-time' },
            },
          ],
        },
        {
          name: 'text',
          type: 'group',
          label: cmsLabel('Matches.live.timeline.text.label'),
          admin: { condition: (_, row) => row?.kind === 'text' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'en', type: 'text', maxLength: 280, label: 'English' },
                { name: 'nl', type: 'text', maxLength: 280, label: 'Nederlands' },
                { name: 'fr', type: 'text', maxLength: 280, label: 'Français' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

function hasSide(kind: unknown): boolean {
  return kind === 'goal' || kind === 'yellow-card' || kind === 'red-card' || kind === 'substitution';
}

/**
 * The status lists and feeds filter on, as a change of the live status implies
 * it. Back before kick-off, a match shown live or postponed is scheduled again
 * (the secretary took back a kick-off or a postponement); otherwise the
 * editor's status before kick-off stands (scheduled, time to be confirmed).
 */
function matchStatusFor(live: LiveStatus, previous: LiveStatus, current: MatchStatus): MatchStatus {
  if (live === 'full-time') return 'finished';
  if (live === 'postponed') return 'postponed';
  if (live !== 'not-started') return 'live';
  return previous === 'not-started' ? current : 'scheduled';
}

type MatchData = Partial<Match>;
type MatchStatus = Match['status'];

/**
 * One source of truth for a match entered live: its timeline. Each change of
 * the live fields gives every new event a stable id of the server's and the state a new
 * version; the status follows the live status, and once the timeline has
 * events the score follows from its goals (an editor's typed result stays for
 * matches never entered live). Saves that leave the live fields as they were
 * (an editor fixing the venue) change none of that.
 */
export const followLiveState: CollectionBeforeChangeHook<Match> = ({ data, originalDoc, operation }) => {
  const incoming = (data as MatchData).live;
  if (!incoming) return data;
  const before = originalDoc?.live;
  const storedIds = new Set((before?.timeline ?? []).map((row) => row.id));
  const live = {
    ...before,
    ...incoming,
    // A row keeps its id only if the stored timeline has it; any other is the server's,
    // whatever the request says (an id taken from another match's row would move that row).
    timeline: (incoming.timeline ?? before?.timeline ?? []).map((row) => ({
      ...row,
      id: row.id && storedIds.has(row.id) ? row.id : randomBytes(12).toString('hex'),
    })),
  };
  const changed = operation === 'create' || liveContent(live) !== liveContent(before);
  if (!changed) return { ...data, live: { ...live, version: before?.version ?? 0 } };
  const next: MatchData = {
    ...data,
    live: { ...live, version: operation === 'create' ? 0 : (before?.version ?? 0) + 1 },
  };
  const status = live.status ?? 'not-started';
  const previous = before?.status ?? 'not-started';
  if (status !== previous) {
    next.status = matchStatusFor(
      status,
      previous,
      (data.status ?? originalDoc?.status ?? 'scheduled') as MatchStatus,
    );
  }
  if (live.timeline.length > 0) {
    const { score } = liveMatchState({ id: originalDoc?.id ?? 0, status: 'live', score: {}, live });
    next.score = { home: score.home, away: score.away };
  }
  return next;
};

/** What visitors see of the live fields, to tell a change from a save that leaves them alone. */
function liveContent(live: Match['live'] | undefined): string {
  const rows = (live?.timeline ?? []).map((row) => ({
    kind: row.kind,
    minute: row.minute,
    side: row.side ?? null,
    player: row.player || null,
    playerOut: row.playerOut || null,
    assist: row.assist || null,
    penalty: Boolean(row.penalty),
    ownGoal: Boolean(row.ownGoal),
    addedMinutes: row.addedMinutes ?? null,
    text: row.kind === 'text' ? [row.text?.en ?? '', row.text?.nl ?? '', row.text?.fr ?? ''] : null,
  }));
  return JSON.stringify([live?.status ?? 'not-started', live?.periodStartedAt ?? null, rows]);
}

/** Every open page of the match hears of the new state (lib/domain/live/bus.ts); cached pages expire through the tags. */
export const publishLiveState: CollectionAfterChangeHook<Match> = async ({ doc, previousDoc }) => {
  if ((doc.live?.version ?? 0) === (previousDoc?.live?.version ?? 0)) return doc;
  try {
    await publishLiveMatch(liveMatchState(doc));
  } catch (error) {
    // The save stands: pages catch up from the stored state when they reload or reconnect.
    log.warn({ err: error, match: doc.id }, 'live match state not published');
  }
  return doc;
};
