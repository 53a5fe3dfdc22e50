import { describe, expect, it } from 'vitest';
import type { Match } from '@/lib/generated/payload-types';
import { liveMatchState, liveMinute, scoreFromGoals, type LiveEvent } from '@/lib/domain/live/match-state';

type Row = NonNullable<NonNullable<Match['live']>['timeline']>[number];

const match = (live: Match['live'], rest: Partial<Pick<Match, 'status' | 'score'>> = {}) => ({
  id: 42,
  status: rest.status ?? 'live',
  score: rest.score ?? {},
  live,
});

const row = (id: string, fields: Partial<Row> & Pick<Row, 'kind' | 'minute'>): Row => ({ id, ...fields });

describe('the live state of a match', () => {
  it('turns every kind of stored event into its display event, in the order of the match', () => {
    const state = liveMatchState(
      match({
        status: 'second-half',
        version: 7,
        timeline: [
          row('a', { kind: 'kick-off', minute: 0 }),
          row('c', { kind: 'yellow-card', minute: 30, side: 'away', player: 'Jonas Claes' }),
          row('b', { kind: 'goal', minute: 12, side: 'home', player: 'Lena Maes', assist: 'Noor Peeters' }),
          row('d', { kind: 'red-card', minute: 44, side: 'home', player: 'Tom Pauwels' }),
          row('e', { kind: 'added-time', minute: 45, addedMinutes: 3 }),
          row('f', { kind: 'substitution', minute: 60, side: 'home', player: 'Ada In', playerOut: 'Bo Out' }),
          row('g', { kind: 'text', minute: 70, text: { en: 'Rain', nl: 'Regen', fr: 'Pluie' } }),
          row('h', { kind: 'goal', minute: 88, side: 'away', player: 'Milan Wouters', penalty: true }),
        ],
      }),
    );
    expect(state.matchId).toBe('42');
    expect(state.version).toBe(7);
    expect(state.status).toBe('second-half');
    expect(state.events).toEqual<LiveEvent[]>([
      { id: 'a', minute: 0, kind: 'kick-off' },
      {
        id: 'b',
        minute: 12,
        kind: 'goal',
        scorer: 'Lena Maes',
        assist: 'Noor Peeters',
        penalty: false,
        ownGoal: false,
        side: 'home',
      },
      { id: 'c', minute: 30, kind: 'yellow-card', player: 'Jonas Claes', side: 'away' },
      { id: 'd', minute: 44, kind: 'red-card', player: 'Tom Pauwels', side: 'home' },
      { id: 'e', minute: 45, kind: 'added-time', minutes: 3 },
      { id: 'f', minute: 60, kind: 'substitution', playerIn: 'Ada In', playerOut: 'Bo Out', side: 'home' },
      { id: 'g', minute: 70, kind: 'text', text: { en: 'Rain', nl: 'Regen', fr: 'Pluie' } },
      {
        id: 'h',
        minute: 88,
        kind: 'goal',
        scorer: 'Milan Wouters',
        penalty: true,
        ownGoal: false,
        side: 'away',
      },
    ]);
    expect(state.score).toEqual({ home: 1, away: 1 });
  });

  it('counts an own goal for the other side', () => {
    const goal = (id: string, side: 'home' | 'away', ownGoal: boolean): LiveEvent => ({
      id,
      minute: 10,
      kind: 'goal',
      scorer: 'Someone',
      penalty: false,
      ownGoal,
      side,
    });
    expect(scoreFromGoals([goal('1', 'home', true)])).toEqual({ home: 0, away: 1 });
    expect(
      scoreFromGoals([goal('1', 'away', true), goal('2', 'away', false), goal('3', 'home', false)]),
    ).toEqual({
      home: 2,
      away: 1,
    });
  });

  it('keeps entry order within a minute and leaves out rows missing what their kind needs', () => {
    const state = liveMatchState(
      match({
        status: 'first-half',
        timeline: [
          row('x', { kind: 'goal', minute: 20, side: 'home', player: 'First' }),
          row('y', { kind: 'goal', minute: 20, side: 'home', player: 'Second' }),
          row('z', { kind: 'goal', minute: 21, side: 'home' }),
          row('w', { kind: 'substitution', minute: 22, side: 'home', player: 'In only' }),
          row('v', { kind: 'text', minute: 23, text: {} }),
        ],
      }),
    );
    expect(state.events.map((event) => event.id)).toEqual(['x', 'y']);
    expect(state.score).toEqual({ home: 2, away: 0 });
  });

  it('shows a text line typed in one language in that language everywhere', () => {
    const state = liveMatchState(
      match({
        status: 'first-half',
        timeline: [row('t', { kind: 'text', minute: 5, text: { nl: 'Regen' } })],
      }),
    );
    expect(state.events[0]).toMatchObject({ text: { en: 'Regen', nl: 'Regen', fr: 'Regen' } });
  });

  it('runs the clock from the start of the current part of the match', () => {
    const started = '2026-11-28T19:45:00.000Z';
    const at = (iso: string, status: 'first-half' | 'second-half' | 'half-time') =>
      liveMatchState(match({ status, periodStartedAt: started, timeline: [] }), new Date(iso)).minute;
    expect(at('2026-11-28T19:45:10.000Z', 'first-half')).toBe(1);
    expect(at('2026-11-28T20:32:30.000Z', 'first-half')).toBe(48);
    expect(at('2026-11-28T19:55:00.000Z', 'second-half')).toBe(56);
    expect(at('2026-11-28T19:55:00.000Z', 'half-time')).toBeNull();
    // A whistle never entered stops the clock at 15 minutes of added time.
    expect(at('2026-11-29T02:00:00.000Z', 'first-half')).toBe(60);
  });

  it('carries the period’s clock, so an open page moves the minute on between saves', () => {
    const started = '2026-11-28T19:45:00.000Z';
    const served = liveMatchState(
      match({ status: 'first-half', periodStartedAt: started, timeline: [] }),
      new Date('2026-11-28T19:50:30.000Z'),
    );
    expect(served.minute).toBe(6);
    expect(served.periodStartedAt).toBe(started);
    expect(liveMinute(served, new Date('2026-11-28T20:05:30.000Z'))).toBe(21);
    // At half time the clock stops: no start is carried, the served minute stays.
    const paused = liveMatchState(match({ status: 'half-time', periodStartedAt: started, timeline: [] }));
    expect(paused.periodStartedAt).toBeNull();
    expect(liveMinute(paused, new Date('2026-11-28T20:05:30.000Z'))).toBeNull();
  });

  it('keeps the result typed for a match never entered live, and its status', () => {
    const typed = liveMatchState(match(undefined, { status: 'finished', score: { home: 3, away: 1 } }));
    expect(typed).toMatchObject({ status: 'full-time', score: { home: 3, away: 1 }, events: [], version: 0 });
    expect(liveMatchState(match(undefined, { status: 'postponed' })).status).toBe('postponed');
    expect(liveMatchState(match(undefined, { status: 'scheduled' })).status).toBe('not-started');
  });

  it('takes the score from the goals once the match has a timeline, whatever was typed', () => {
    const state = liveMatchState(
      match(
        { status: 'full-time', timeline: [row('k', { kind: 'kick-off', minute: 0 })] },
        { status: 'finished', score: { home: 5, away: 5 } },
      ),
    );
    expect(state.score).toEqual({ home: 0, away: 0 });
  });
});
