import { poisson, seeded } from './random';

export type Score = { home: number; away: number };
export type Fixture = { matchday: number; home: string; away: string; score?: Score };

/**
 * Every match of a 16-club double round robin (circle method), labelled so that
 * our club meets `order[r]` on matchday r + 1 and again, home and away swapped,
 * fifteen matchdays later. The other clubs' matches are needed for a standings
 * table in which every club has played as often as ours.
 */
export function doubleRoundRobin(
  us: string,
  order: string[],
  usAtHome: (matchday: number) => boolean,
): Fixture[] {
  const half = order.length; // 15 rounds for 16 clubs
  const circle = order.map((_, i) => i); // the positions that rotate around our fixed one
  const clubAt = new Map<number, string>();
  for (let r = 0; r < half; r++) clubAt.set(circle[(half - 1 + r) % half], order[r]);

  const fixtures: Fixture[] = [];
  for (let r = 0; r < half; r++) {
    const round = [-1, ...circle.map((_, i) => circle[(i + r) % half])];
    const name = (position: number) => (position === -1 ? us : clubAt.get(position)!);
    for (let i = 0; i < round.length / 2; i++) {
      const [a, b] = [name(round[i]), name(round[round.length - 1 - i])];
      const aAtHome = i === 0 ? usAtHome(r + 1) : (r + i) % 2 === 0;
      const [home, away] = aAtHome ? [a, b] : [b, a];
      fixtures.push({ matchday: r + 1, home, away }, { matchday: r + 1 + half, home: away, away: home });
    }
  }
  return fixtures.sort((x, y) => x.matchday - y.matchday);
}

/**
 * Scores for matchdays 1…played: ours as given in `fixed` where set, the rest
 * drawn from the clubs' strengths with a generator seeded by `key`.
 */
export function playMatchdays(
  fixtures: Fixture[],
  played: number,
  strength: (club: string) => number,
  key: string,
  fixed: (fixture: Fixture) => Score | undefined = () => undefined,
): Fixture[] {
  const random = seeded(key);
  return fixtures.map((fixture) => {
    if (fixture.matchday > played) return fixture;
    const difference = strength(fixture.home) - strength(fixture.away);
    const drawn = {
      home: poisson(random, Math.max(0.25, 1.4 + 1.6 * difference)),
      away: poisson(random, Math.max(0.25, 1.05 - 1.6 * difference)),
    };
    return { ...fixture, score: fixed(fixture) ?? drawn };
  });
}

export type TableRow = {
  club: string;
  played: number;
  won: number;
  draw: number;
  lost: number;
  goalDifference: number;
  goalsFor: number;
  points: number;
};

/** The league table after the played matchdays: points, then goal difference, then goals scored. */
export function leagueTable(fixtures: Fixture[], clubs: string[]): TableRow[] {
  const rows = new Map(
    clubs.map((club) => [
      club,
      { club, played: 0, won: 0, draw: 0, lost: 0, goalDifference: 0, goalsFor: 0, points: 0 },
    ]),
  );
  const record = (club: string, scored: number, conceded: number) => {
    const row = rows.get(club)!;
    row.played++;
    row.goalsFor += scored;
    row.goalDifference += scored - conceded;
    if (scored > conceded) row.won++;
    else if (scored === conceded) row.draw++;
    else row.lost++;
    row.points = 3 * row.won + row.draw;
  };
  for (const { home, away, score } of fixtures) {
    if (!score) continue;
    record(home, score.home, score.away);
    record(away, score.away, score.home);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDifference - a.goalDifference ||
      b.goalsFor - a.goalsFor ||
      a.club.localeCompare(b.club),
  );
}
