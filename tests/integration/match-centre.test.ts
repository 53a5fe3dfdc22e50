import { describe, expect, it } from 'vitest';
import type { Match } from '@/lib/cms/payload-types';
import { subscribeLiveMatch } from '@/lib/live/bus';
import { liveMatchState, type LiveMatchState } from '@/lib/live/match-state';
import { applyLiveAction } from '@/lib/matches/live-entry';
import { DEMO_LIVE_OPPONENT, playDemoStep } from '@/lib/cms/seed/football/live-match';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();

const userByEmail = async (email: string) =>
  (await cms().find({ collection: 'users', where: { email: { equals: email } } })).docs[0];
const secretary = () => userByEmail('secretary@westhoek.example');

async function scheduledMatch(): Promise<Match> {
  const { docs } = await cms().find({
    collection: 'matches',
    where: { status: { equals: 'scheduled' } },
    sort: 'kickoff',
    limit: 1,
    depth: 0,
  });
  return docs[0];
}

describe('the match secretary', () => {
  it('updates a match’s live fields and nothing else of it', async () => {
    const match = await scheduledMatch();
    const live = applyLiveAction(match.live, { type: 'add', event: { kind: 'kick-off' } }, new Date());
    const saved = await cms().update({
      collection: 'matches',
      id: match.id,
      overrideAccess: false,
      user: await secretary(),
      data: {
        live,
        venue: 'Somewhere else',
        kickoff: '2020-01-01T00:00:00.000Z',
        score: { home: 9, away: 9 },
      },
      depth: 0,
    });
    expect(saved.live?.status).toBe('first-half');
    expect(saved.live?.timeline).toHaveLength(1);
    expect(saved.venue).toBe(match.venue);
    expect(saved.kickoff).toBe(match.kickoff);
    // The status and the score follow from the live state, not from what was sent.
    expect(saved.status).toBe('live');
    expect(saved.score).toEqual({ home: 0, away: 0 });
  });

  it('may not create or delete matches, nor write any other content', async () => {
    const user = await secretary();
    const match = await scheduledMatch();
    const refused = [
      cms().create({
        collection: 'matches',
        overrideAccess: false,
        user,
        data: { ...match, id: undefined } as unknown as Match,
      }),
      cms().delete({ collection: 'matches', id: match.id, overrideAccess: false, user }),
      cms().create({
        collection: 'news',
        overrideAccess: false,
        user,
        data: { title: 'Not mine', kind: 'article', publishedAt: new Date().toISOString() } as never,
      }),
      cms().update({ collection: 'teams', where: {}, overrideAccess: false, user, data: { name: 'X' } }),
      cms().update({ collection: 'people', where: {}, overrideAccess: false, user, data: { lastName: 'X' } }),
      cms().updateGlobal({ slug: 'home-highlights', overrideAccess: false, user, data: {} }),
      cms().updateGlobal({ slug: 'ticketing', overrideAccess: false, user, data: {} }),
      cms().find({ collection: 'contact-messages', overrideAccess: false, user }),
    ];
    for (const attempt of refused) await expect(attempt).rejects.toThrow();
  });
});

describe('saving a live event', () => {
  it('gives the state a new version, the event an id, and publishes it on the bus', async () => {
    const match = await scheduledMatch();
    const heard: LiveMatchState[] = [];
    const unsubscribe = subscribeLiveMatch(String(match.id), (state) => heard.push(state));
    try {
      let live = applyLiveAction(match.live, { type: 'add', event: { kind: 'kick-off' } }, new Date());
      const first = await cms().update({ collection: 'matches', id: match.id, data: { live }, depth: 0 });
      live = applyLiveAction(
        first.live,
        {
          type: 'add',
          event: {
            kind: 'goal',
            side: 'away',
            scorer: 'Own Goaler',
            penalty: false,
            ownGoal: true,
            minute: 9,
          },
        },
        new Date(),
      );
      const second = await cms().update({ collection: 'matches', id: match.id, data: { live }, depth: 0 });
      expect(second.live?.version).toBe((first.live?.version ?? 0) + 1);
      expect(second.live?.timeline?.every((row) => typeof row.id === 'string' && row.id.length > 0)).toBe(
        true,
      );
      expect(second.score).toEqual({ home: 1, away: 0 });
      expect(heard.map((state) => state.version)).toEqual([first.live?.version, second.live?.version]);
      expect(heard.at(-1)).toMatchObject({ status: 'first-half', score: { home: 1, away: 0 } });
      expect(heard.at(-1)?.events.at(-1)).toMatchObject({ kind: 'goal', ownGoal: true, minute: 9 });
    } finally {
      unsubscribe();
    }
  });

  it('leaves the live state, its version and the status alone when an editor saves something else', async () => {
    const match = await scheduledMatch();
    const heard: LiveMatchState[] = [];
    const unsubscribe = subscribeLiveMatch(String(match.id), (state) => heard.push(state));
    try {
      const saved = await cms().update({
        collection: 'matches',
        id: match.id,
        data: { venue: 'Moved ground', status: 'tbc', live: match.live },
        depth: 0,
      });
      expect(saved.status).toBe('tbc');
      expect(saved.live?.version).toBe(match.live?.version ?? 0);
      expect(heard).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it('at full time makes the match a result whose score comes from the goals', async () => {
    const match = await scheduledMatch();
    let live = applyLiveAction(match.live, { type: 'add', event: { kind: 'kick-off' } }, new Date());
    live = applyLiveAction(
      live,
      { type: 'add', event: { kind: 'goal', side: 'home', scorer: 'A', penalty: true, ownGoal: false } },
      new Date(),
    );
    live = applyLiveAction(live, { type: 'status', status: 'full-time' }, new Date());
    const saved = await cms().update({ collection: 'matches', id: match.id, data: { live }, depth: 0 });
    expect(saved.status).toBe('finished');
    expect(saved.score).toEqual({ home: 1, away: 0 });
    expect(liveMatchState(saved)).toMatchObject({
      status: 'full-time',
      minute: null,
      score: { home: 1, away: 0 },
    });
  });
});

describe('the demo’s live match', () => {
  it('is seeded in progress and plays its script to full time', async () => {
    const find = async () =>
      (
        await cms().find({
          collection: 'matches',
          where: {
            'opponent.name': { equals: DEMO_LIVE_OPPONENT },
            'competition.kind': { equals: 'friendly' },
          },
          depth: 0,
        })
      ).docs;
    const [seeded] = await find();
    expect(seeded.status).toBe('live');
    expect(liveMatchState(seeded)).toMatchObject({ status: 'first-half', score: { home: 1, away: 0 } });

    const statuses: string[] = [];
    for (let step = 0, more = true; more; step++) {
      more = await playDemoStep(cms(), step, new Date());
      statuses.push(liveMatchState((await find())[0]).status);
    }
    const [played] = await find();
    expect(await find()).toHaveLength(1);
    expect(played.status).toBe('finished');
    expect(new Set(statuses)).toEqual(new Set(['first-half', 'half-time', 'second-half', 'full-time']));
    expect(liveMatchState(played).events.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['kick-off', 'goal', 'yellow-card', 'substitution', 'added-time', 'text']),
    );
  });
});
