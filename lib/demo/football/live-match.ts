import type { Payload } from 'payload';
import { applyLiveAction, type LiveAction, type StoredLive } from '@/lib/domain/matches/live-entry';
import type { Match } from '@/lib/generated/payload-types';
import { seedContext } from './shared';

/**
 * The demo's match in progress: a first-team friendly at home, seeded as
 * kicked off 38 minutes ago, whose next events the demo plays one a minute
 * (lib/cms/jobs/demo-live-match.ts) so that a club evaluating the product sees
 * the match centre move. The opponent has no other friendly, which makes the
 * match findable again without a marker in the schema.
 */
export const DEMO_LIVE_OPPONENT = 'Sporting Brabant';

const MINUTE_MS = 60_000;
/** How far into the first half the demo match is when it starts. */
const STARTS_AT_MINUTE = 38;
/** Where the second half's clock jumps to, so the whole match fits in a few minutes. */
const SECOND_HALF_FROM_MINUTE = 75;

/** The opponent's players are not in the CMS: the secretary types their names, the demo has these. */
const opponentPlayers = ['Jonas Claes', 'Milan Wouters', 'Arne Peeters', 'Bram Janssens'];

type Players = { ours: string[] };

/**
 * The demo's moves after the start, one per step. A step either applies a
 * secretary's action or, for the second half, also moves the clock forward.
 */
function script({ ours }: Players): { action: LiveAction; clockAt?: number }[] {
  const [first, second, third, fourth] = [0, 1, 2, 3].map((index) => ours[index % ours.length]);
  return [
    { action: { type: 'add', event: { kind: 'yellow-card', side: 'away', player: opponentPlayers[0] } } },
    {
      action: {
        type: 'add',
        event: { kind: 'goal', side: 'home', scorer: second, penalty: true, ownGoal: false },
      },
    },
    { action: { type: 'add', event: { kind: 'added-time', minutes: 2 } } },
    { action: { type: 'status', status: 'half-time' } },
    { action: { type: 'status', status: 'second-half' }, clockAt: SECOND_HALF_FROM_MINUTE },
    {
      action: {
        type: 'add',
        event: { kind: 'substitution', side: 'home', playerIn: fourth, playerOut: first },
      },
    },
    {
      action: {
        type: 'add',
        event: {
          kind: 'goal',
          side: 'away',
          scorer: opponentPlayers[1],
          assist: opponentPlayers[2],
          penalty: false,
          ownGoal: false,
        },
      },
    },
    {
      action: {
        type: 'add',
        event: {
          kind: 'text',
          text: {
            en: 'Last ten minutes: the home crowd is on its feet.',
            nl: 'Nog tien minuten: het thuispubliek staat recht.',
            fr: 'Dix dernières minutes : le public est debout.',
          },
        },
      },
    },
    {
      action: {
        type: 'add',
        event: { kind: 'goal', side: 'away', scorer: opponentPlayers[3], penalty: false, ownGoal: true },
      },
    },
    { action: { type: 'add', event: { kind: 'yellow-card', side: 'home', player: third } } },
    { action: { type: 'status', status: 'full-time' } },
  ];
}

/** The live state the demo match starts from: kicked off, a goal and a card already in. */
function kickedOff({ ours }: Players, now: Date): StoredLive {
  const started = new Date(now.getTime() - STARTS_AT_MINUTE * MINUTE_MS);
  let live = applyLiveAction(null, { type: 'add', event: { kind: 'kick-off' } }, started);
  live = applyLiveAction(
    live,
    {
      type: 'add',
      event: {
        kind: 'goal',
        side: 'home',
        scorer: ours[0],
        assist: ours[1 % ours.length],
        penalty: false,
        ownGoal: false,
        minute: 12,
      },
    },
    now,
  );
  return applyLiveAction(
    live,
    { type: 'add', event: { kind: 'yellow-card', side: 'away', player: opponentPlayers[2], minute: 27 } },
    now,
  );
}

/**
 * Step 0 puts the demo match back at its start (kick-off 38 minutes ago); each
 * later step plays the script's next move. Returns whether more steps follow.
 */
export async function playDemoStep(payload: Payload, step: number, now: Date): Promise<boolean> {
  const match = await findDemoMatch(payload);
  if (!match) return false;
  const players = await playersOf(payload, match);
  if (step === 0) {
    await payload.update({
      collection: 'matches',
      id: match.id,
      data: {
        kickoff: new Date(now.getTime() - STARTS_AT_MINUTE * MINUTE_MS).toISOString(),
        live: kickedOff(players, now),
      },
      depth: 0,
    });
    return true;
  }
  const moves = script(players);
  const move = moves[step - 1];
  if (!move) return false;
  const live = applyLiveAction(match.live, move.action, now);
  if (move.clockAt !== undefined) {
    live.periodStartedAt = new Date(now.getTime() - (move.clockAt - 45) * MINUTE_MS).toISOString();
  }
  await payload.update({ collection: 'matches', id: match.id, data: { live }, depth: 0 });
  return step < moves.length;
}

/** Creates the demo match once, in progress; later seeds leave it as it is. */
export async function seedLiveMatch(
  payload: Payload,
  ids: { season: number; team: number; friendly: number; opponent: number; venue: string | null },
  now: Date,
): Promise<void> {
  if (await findDemoMatch(payload)) return;
  const players = await squadNames(payload, ids.team);
  const data: Omit<Match, 'id' | 'createdAt' | 'updatedAt'> = {
    team: ids.team,
    opponent: ids.opponent,
    competition: ids.friendly,
    season: ids.season,
    isHome: true,
    kickoff: new Date(now.getTime() - STARTS_AT_MINUTE * MINUTE_MS).toISOString(),
    status: 'live',
    score: {},
    venue: ids.venue,
    live: kickedOff(players, now),
  };
  await payload.create({ collection: 'matches', data, context: seedContext() });
}

async function findDemoMatch(payload: Payload): Promise<Match | null> {
  const result = await payload.find({
    collection: 'matches',
    where: {
      and: [
        { 'team.category': { equals: 'first_team' } },
        { 'competition.kind': { equals: 'friendly' } },
        { 'opponent.name': { equals: DEMO_LIVE_OPPONENT } },
      ],
    },
    limit: 1,
    depth: 0,
  });
  return result.docs[0] ?? null;
}

async function playersOf(payload: Payload, match: Match): Promise<Players> {
  return squadNames(payload, match.team as number);
}

async function squadNames(payload: Payload, team: number): Promise<Players> {
  const people = await payload.find({
    collection: 'people',
    where: { and: [{ teams: { contains: team } }, { function: { in: ['MIDFIELDER', 'FORWARD'] } }] },
    sort: 'shirtNumber',
    limit: 6,
    depth: 0,
  });
  const ours = people.docs.map((person) => `${person.firstName} ${person.lastName}`);
  return { ours: ours.length > 0 ? ours : ['Home player'] };
}
