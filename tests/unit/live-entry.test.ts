import { describe, expect, it } from 'vitest';
import {
  applyLiveAction,
  liveEntryRequest,
  LiveEntryRefused,
  type StoredLive,
} from '@/lib/domain/matches/live-entry';

const kickOffAt = new Date('2026-11-28T19:45:00.000Z');
const minutesLater = (minutes: number) => new Date(kickOffAt.getTime() + minutes * 60_000);

const kickedOff = (): StoredLive =>
  applyLiveAction(null, { type: 'add', event: { kind: 'kick-off' } }, kickOffAt);

describe('the match secretary’s actions', () => {
  it('kicks off: the first half starts its clock with a kick-off event', () => {
    const live = kickedOff();
    expect(live.status).toBe('first-half');
    expect(live.periodStartedAt).toBe(kickOffAt.toISOString());
    expect(live.timeline).toEqual([{ kind: 'kick-off', minute: 0 }]);
  });

  it('refuses a second kick-off and an undo of nothing', () => {
    expect(() =>
      applyLiveAction(kickedOff(), { type: 'add', event: { kind: 'kick-off' } }, kickOffAt),
    ).toThrow(LiveEntryRefused);
    expect(() => applyLiveAction(null, { type: 'undo' }, kickOffAt)).toThrow(LiveEntryRefused);
  });

  it('dates an event at the clock’s minute unless the secretary gives one', () => {
    const goal = { kind: 'goal', side: 'home', scorer: 'Lena Maes', penalty: false, ownGoal: false } as const;
    const clocked = applyLiveAction(kickedOff(), { type: 'add', event: goal }, minutesLater(23.5));
    expect(clocked.timeline?.at(-1)).toMatchObject({
      kind: 'goal',
      minute: 24,
      player: 'Lena Maes',
      side: 'home',
    });
    const given = applyLiveAction(
      kickedOff(),
      { type: 'add', event: { ...goal, minute: 19 } },
      minutesLater(23.5),
    );
    expect(given.timeline?.at(-1)?.minute).toBe(19);
  });

  it('stores each kind of event with what it needs', () => {
    let live = kickedOff();
    const add = (event: unknown) =>
      (live = applyLiveAction(
        live,
        liveEntryRequest.parse({ action: { type: 'add', event }, expectedVersion: 0 }).action,
        minutesLater(30),
      ));
    add({ kind: 'substitution', side: 'away', playerIn: 'In', playerOut: 'Out' });
    add({ kind: 'red-card', side: 'home', player: 'Booked' });
    add({ kind: 'added-time', minutes: 4 });
    add({ kind: 'text', text: { fr: 'Pluie' } });
    expect(live.timeline?.slice(1)).toEqual([
      { kind: 'substitution', side: 'away', player: 'In', playerOut: 'Out', minute: 31 },
      { kind: 'red-card', side: 'home', player: 'Booked', minute: 31 },
      { kind: 'added-time', addedMinutes: 4, minute: 31 },
      { kind: 'text', text: { en: '', nl: '', fr: 'Pluie' }, minute: 31 },
    ]);
  });

  it('takes back the last event entered, and the kick-off back to before the match', () => {
    const goal = {
      kind: 'goal',
      side: 'away',
      scorer: 'A',
      penalty: false,
      ownGoal: true,
      minute: 40,
    } as const;
    const card = { kind: 'yellow-card', side: 'home', player: 'B', minute: 10 } as const;
    let live = applyLiveAction(kickedOff(), { type: 'add', event: goal }, minutesLater(41));
    live = applyLiveAction(live, { type: 'add', event: card }, minutesLater(42));
    live = applyLiveAction(live, { type: 'undo' }, minutesLater(43));
    expect(live.timeline?.map((row) => row.kind)).toEqual(['kick-off', 'goal']);
    live = applyLiveAction(
      applyLiveAction(live, { type: 'undo' }, minutesLater(43)),
      { type: 'undo' },
      minutesLater(43),
    );
    expect(live).toMatchObject({ status: 'not-started', periodStartedAt: null, timeline: [] });
  });

  it('starts a new clock for each part of the match and stops it in a pause', () => {
    const half = applyLiveAction(kickedOff(), { type: 'status', status: 'half-time' }, minutesLater(47));
    expect(half.periodStartedAt).toBeNull();
    const second = applyLiveAction(half, { type: 'status', status: 'second-half' }, minutesLater(62));
    expect(second.periodStartedAt).toBe(minutesLater(62).toISOString());
  });

  it('refuses malformed requests', () => {
    const bad = [
      { action: { type: 'add', event: { kind: 'goal', side: 'home', scorer: '' } }, expectedVersion: 0 },
      { action: { type: 'add', event: { kind: 'goal', side: 'middle', scorer: 'A' } }, expectedVersion: 0 },
      { action: { type: 'add', event: { kind: 'text', text: {} } }, expectedVersion: 0 },
      { action: { type: 'add', event: { kind: 'added-time', minutes: 0 } }, expectedVersion: 0 },
      { action: { type: 'status', status: 'tea-time' }, expectedVersion: 0 },
      { action: { type: 'undo' } },
      {
        action: { type: 'add', event: { kind: 'red-card', side: 'home', player: 'A', minute: 400 } },
        expectedVersion: 1,
      },
    ];
    for (const request of bad) expect(liveEntryRequest.safeParse(request).success).toBe(false);
  });
});
