import { describe, expect, it } from 'vitest';
import {
  dayOf,
  nextFrom,
  queryComingMatches,
  queryMatches,
  queryMatchFilterOptions,
  queryTeamFixtures,
} from '@/lib/data/matches';
import { queryOpenTrainings } from '@/lib/data/open-trainings';
import { isInProgress } from '@/lib/domain/live/match-state';
import { queryStanding } from '@/lib/data/standings';
import { querySquads } from '@/lib/data/teams';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();

const times = (matches: { kickoff: string }[]) => matches.map((match) => new Date(match.kickoff).getTime());

describe('matches', () => {
  it('lists upcoming first-team matches soonest first, none of them finished', async () => {
    const upcoming = await queryMatches(cms(), 'en', { timeframe: 'upcoming', team: 'first_team' });
    expect(upcoming.length).toBeGreaterThan(0);
    expect(
      upcoming.every((match) => match.status !== 'finished' && match.team.category === 'first_team'),
    ).toBe(true);
    expect(times(upcoming)).toEqual([...times(upcoming)].sort((a, b) => a - b));
  });

  it('lists past matches latest first, each with a score, our club on one side', async () => {
    const past = await queryMatches(cms(), 'nl', { timeframe: 'past', team: 'first_team' });
    expect(past.length).toBeGreaterThan(0);
    expect(times(past)).toEqual([...times(past)].sort((a, b) => b - a));
    for (const match of past) {
      expect(match.score).not.toBeNull();
      expect([match.home.name, match.away.name]).toContain('KVC Westhoek');
    }
  });

  it('draws our side from the club’s name in code while no club is marked as ours (a new site)', async () => {
    const { docs } = await cms().find({ collection: 'clubs', where: { isOwnClub: { equals: true } } });
    const own = docs[0];
    await cms().update({ collection: 'clubs', id: own.id, data: { isOwnClub: false } });
    try {
      const past = await queryMatches(cms(), 'en', { timeframe: 'past', team: 'first_team' });
      expect(past.length).toBeGreaterThan(0);
      const ours = past.map((match) => (match.isHome ? match.home : match.away));
      expect(ours.every((side) => side.name === 'KVC Westhoek' && side.logo === null)).toBe(true);
    } finally {
      await cms().update({ collection: 'clubs', id: own.id, data: { isOwnClub: true } });
    }
  });

  it('filters by type, competition and season', async () => {
    const friendlies = await queryMatches(cms(), 'en', {
      timeframe: 'past',
      team: 'first_team',
      type: 'friendly',
    });
    const upcomingFriendlies = await queryMatches(cms(), 'en', {
      timeframe: 'upcoming',
      team: 'first_team',
      type: 'friendly',
    });
    expect([...friendlies, ...upcomingFriendlies].length).toBeGreaterThan(0);
    expect([...friendlies, ...upcomingFriendlies].every((match) => match.type === 'friendly')).toBe(true);

    const { competitions, seasons } = await queryMatchFilterOptions(cms(), 'fr');
    const league = (await queryMatches(cms(), 'en', { timeframe: 'past', team: 'first_team' })).find(
      (match) => match.competition.kind === 'league',
    )!;
    expect(competitions.map((option) => option.id)).toContain(league.competition.id);
    const leagueOnly = await queryMatches(cms(), 'en', {
      timeframe: 'past',
      team: 'first_team',
      competition: league.competition.id,
      season: league.season.id,
    });
    expect(leagueOnly.length).toBeGreaterThan(0);
    expect(leagueOnly.every((match) => match.competition.id === league.competition.id)).toBe(true);
    expect(seasons.length).toBeGreaterThanOrEqual(2);
  });

  it('answers an empty list for a season without matches', async () => {
    const { seasons } = await queryMatchFilterOptions(cms(), 'en');
    const withMatches = new Set(
      (await queryTeamFixtures(cms(), 'en', 'first_team')).map((match) => match.season.id),
    );
    const empty = seasons.find((season) => !withMatches.has(season.id));
    expect(empty).toBeDefined();
    expect(
      await queryMatches(cms(), 'en', { timeframe: 'past', team: 'first_team', season: empty!.id }),
    ).toEqual([]);
  });

  it('keeps the promises apart from the first team', async () => {
    const promises = await queryMatches(cms(), 'en', { timeframe: 'past', team: 'promises' });
    expect(promises.length).toBeGreaterThan(0);
    expect(promises.every((match) => match.team.category === 'promises')).toBe(true);
  });

  it('links a finished match to its published report', async () => {
    const past = await queryMatches(cms(), 'en', { timeframe: 'past', team: 'first_team' });
    expect(past.some((match) => match.report?.kind === 'gamereport' && match.report.slug.length > 0)).toBe(
      true,
    );
  });
});

describe("home's next match", () => {
  it('is the next by kick-off from now, not a match left "scheduled" months after its kick-off', async () => {
    const now = new Date();
    const upcoming = await queryMatches(cms(), 'en', { timeframe: 'upcoming', team: 'first_team' });
    // The demo plays one match now (lib/demo/football/live-match.ts).
    const playing = upcoming.find((match) => isInProgress(match.live.status));
    const next = upcoming.find((match) => !isInProgress(match.live.status))!;
    expect(new Date(next.kickoff).getTime()).toBeGreaterThan(now.getTime());
    // The secretary never pressed full time, nor did anyone type its result.
    const twoMonthsAgo = new Date(now.getTime() - 60 * 86_400_000).toISOString();
    await cms().create({
      collection: 'matches',
      data: {
        team: next.team.id,
        opponent: (await cms().findByID({ collection: 'matches', id: next.id, depth: 0 })).opponent,
        competition: next.competition.id,
        season: next.season.id,
        kickoff: twoMonthsAgo,
        status: 'scheduled',
      },
      context: { disableRevalidate: true },
    });

    const { live, coming } = await queryComingMatches(cms(), 'en', 'first_team', dayOf(now));
    expect(live?.id).toBe(playing?.id);
    expect(nextFrom(coming, now)?.id).toBe(next.id);
    // Today's match that has kicked off is not next either, though the day's read holds it.
    expect(nextFrom(coming, new Date(new Date(next.kickoff).getTime() + 60_000))?.id).not.toBe(next.id);
  });
});

describe('standings', () => {
  it('ranks by points then goal difference and marks our club', async () => {
    const standing = await queryStanding(cms(), 'en', 'first_team');
    expect(standing).not.toBeNull();
    const rows = standing!.rows;
    expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1));
    for (let index = 1; index < rows.length; index++) {
      const [above, below] = [rows[index - 1], rows[index]];
      expect(
        above.points > below.points ||
          (above.points === below.points && above.goalDifference >= below.goalDifference),
      ).toBe(true);
    }
    expect(rows.filter((row) => row.club.isOwnClub)).toHaveLength(1);
  });

  it('has a table for the promises too', async () => {
    expect((await queryStanding(cms(), 'nl', 'promises'))?.rows.length).toBeGreaterThan(1);
  });
});

describe('squads', () => {
  it('groups players by position in SPEC order, with staff apart', async () => {
    const [firstTeam] = await querySquads(cms(), 'fr', ['first_team']);
    expect(firstTeam.players.map((group) => group.function)).toEqual([
      'GOALKEEPER',
      'DEFENDER',
      'MIDFIELDER',
      'FORWARD',
    ]);
    expect(firstTeam.staff.length).toBeGreaterThan(0);
    expect(
      firstTeam.staff.every(
        (person) => !['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'FORWARD'].includes(person.function),
      ),
    ).toBe(true);
    expect(firstTeam.players.flatMap((group) => group.people).every((person) => person.photo !== null)).toBe(
      true,
    );
  });

  it('lists every youth team of the category', async () => {
    expect((await querySquads(cms(), 'en', ['youth'])).length).toBeGreaterThanOrEqual(3);
  });
});

describe('open trainings', () => {
  it('lists the coming sessions soonest first, and none before the given day', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const trainings = await queryOpenTrainings(cms(), 'nl', today);
    expect(trainings.length).toBeGreaterThan(0);
    expect(times(trainings.map((t) => ({ kickoff: t.startsAt })))).toEqual(
      [...times(trainings.map((t) => ({ kickoff: t.startsAt })))].sort((a, b) => a - b),
    );
    expect(await queryOpenTrainings(cms(), 'nl', '2100-01-01')).toEqual([]);
  });
});
