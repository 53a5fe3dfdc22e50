import { describe, expect, it } from 'vitest';
import type { Match } from '@/lib/generated/payload-types';
import { subscribeLiveMatch } from '@/lib/domain/live/bus';
import { liveMatchState, type LiveMatchState } from '@/lib/domain/live/match-state';
import { applyLiveAction } from '@/lib/domain/matches/live-entry';
import { DEMO_LIVE_OPPONENT, playDemoStep } from '@/lib/demo/football/live-match';
import { LIVE_ENTRY_CONTEXT } from '@/lib/cms/collections/Matches/live';
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
  it('updates a match’s live fields through the live entry, and nothing else of it', async () => {
    const match = await scheduledMatch();
    const live = applyLiveAction(match.live, { type: 'add', event: { kind: 'kick-off' } }, new Date());
    const withoutEntry = await cms().update({
      collection: 'matches',
      id: match.id,
      overrideAccess: false,
      user: await secretary(),
      data: { live },
      depth: 0,
    });
    expect(withoutEntry.live).toEqual(match.live);
    const saved = await cms().update({
      collection: 'matches',
      id: match.id,
      overrideAccess: false,
      user: await secretary(),
      context: LIVE_ENTRY_CONTEXT,
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

  it('gives every row the server’s id, unless the stored timeline already has it', async () => {
    const [match, other] = (
      await cms().find({
        collection: 'matches',
        where: { status: { equals: 'scheduled' } },
        limit: 2,
        depth: 0,
      })
    ).docs;
    const theirs = await cms().update({
      collection: 'matches',
      id: other.id,
      data: { live: { timeline: [{ kind: 'text', minute: 1, text: { en: 'Theirs.' } }] } },
      depth: 0,
    });
    const theirId = theirs.live!.timeline![0].id!;
    const first = await cms().update({
      collection: 'matches',
      id: match.id,
      data: { live: { timeline: [{ kind: 'text', minute: 2, text: { en: 'Ours.' } }] } },
      depth: 0,
    });
    const ours = first.live!.timeline![0].id!;
    const second = await cms().update({
      collection: 'matches',
      id: match.id,
      data: {
        live: {
          timeline: [
            ...first.live!.timeline!,
            { id: theirId, kind: 'text', minute: 3, text: { en: 'Borrowed id.' } },
            { id: 'f'.repeat(24), kind: 'text', minute: 4, text: { en: 'Made-up id.' } },
          ],
        },
      },
      depth: 0,
    });
    const ids = second.live!.timeline!.map((row) => row.id);
    expect(ids[0]).toBe(ours);
    expect(ids).not.toContain(theirId);
    expect(ids).not.toContain('f'.repeat(24));
    expect(new Set(ids).size).toBe(3);
    const untouched = await cms().findByID({ collection: 'matches', id: other.id, depth: 0 });
    expect(untouched.live!.timeline!.map((row) => row.id)).toEqual([theirId]);
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
