import type { FeedRefusal } from './feed-problems';
import { countIn, readColumns } from './csv-columns';

/** One line of a league table as a federation publishes it. */
export type RankingRow = {
  line: number;
  position: number;
  club: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
};

export type RankingReading = { ok: true; rows: RankingRow[] } | FeedRefusal;

/**
 * The ranking's columns (docs/editors.md), first the name to use, then the same in other words.
 * Letters that mean one thing in one language and another elsewhere ("P": played, or perdus;
 * "V": verloren, or victoires) are not taken.
 */
export const rankingColumns = {
  position: ['position', 'pos', 'rank', 'plaats', 'rang', 'classement'],
  club: ['club', 'team', 'ploeg', 'équipe'],
  played: ['played', 'pld', 'gp', 'mp', 'gespeeld', 'gs', 'joués', 'j'],
  won: ['won', 'w', 'gewonnen', 'gw', 'gagnés', 'g'],
  drawn: ['drawn', 'd', 'draw', 'gelijk', 'gl', 'nuls', 'n'],
  lost: ['lost', 'l', 'verloren', 'vl', 'perdus'],
  goalsFor: ['goals for', 'gf', 'for', 'doelpunten voor', 'dv', 'buts pour', 'bp'],
  goalsAgainst: ['against', 'goals against', 'ga', 'doelpunten tegen', 'dt', 'buts contre', 'bc'],
  points: ['points', 'pts', 'punten', 'ptn'],
};

type Column = keyof typeof rankingColumns;
const numeric: Exclude<Column, 'club'>[] = [
  'position',
  'played',
  'won',
  'drawn',
  'lost',
  'goalsFor',
  'goalsAgainst',
  'points',
];

/** Every row or none: a count that is not one, or won + drawn + lost other than played, refuses the file. */
export function readRankingCsv(text: string): RankingReading {
  const table = readColumns<Column>(text, rankingColumns, Object.keys(rankingColumns) as Column[]);
  if (!table.ok) return table;
  if (table.rows.length < 2) return { ok: false, problem: 'empty' };
  const rows: RankingRow[] = [];
  for (const { line, cell } of table.rows) {
    const club = cell('club');
    if (!club) return { ok: false, problem: 'noTeams', line };
    const counts = {} as Record<(typeof numeric)[number], number>;
    for (const column of numeric) {
      const value = countIn(cell(column).replace(/\.$/, ''));
      if (value === null) return { ok: false, problem: 'badNumber', line, detail: rankingColumns[column][0] };
      counts[column] = value;
    }
    if (counts.won + counts.drawn + counts.lost !== counts.played) {
      return { ok: false, problem: 'badTotals', line };
    }
    rows.push({ line, club, ...counts });
  }
  return { ok: true, rows: rows.sort((a, b) => a.position - b.position) };
}
