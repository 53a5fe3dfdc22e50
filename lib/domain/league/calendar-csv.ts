import { countIn, readColumns } from './csv-columns';
import type { CalendarReading, FeedFixture } from './fixtures';
import { dayIn, instantOn, timeIn } from './wall-clock';

/**
 * A league calendar as CSV, the columns federations' exports and SportsPress's event import
 * share (docs/editors.md, "Importing fixtures, results and the ranking", lists them): the first
 * name of each is the one to use, the others are the same column in Dutch, French or another
 * tool's words. A time left empty is "to be confirmed"; both scores or neither.
 */
export const calendarColumns = {
  date: ['date', 'datum', 'day', 'jour'],
  time: ['time', 'tijd', 'uur', 'heure', 'kick-off', 'kickoff', 'aftrap', 'coup d’envoi'],
  home: ['home', 'home team', 'thuis', 'thuisploeg', 'domicile', 'équipe à domicile', 'visités'],
  away: ['away', 'away team', 'uit', 'uitploeg', 'bezoekers', 'extérieur', 'visiteurs'],
  venue: ['venue', 'locatie', 'terrein', 'stadion', 'lieu', 'stade'],
  scoreHome: [
    'score home',
    'home score',
    'home goals',
    'score thuis',
    'doelpunten thuis',
    'buts domicile',
    'score domicile',
  ],
  scoreAway: [
    'score away',
    'away score',
    'away goals',
    'score uit',
    'doelpunten uit',
    'buts extérieur',
    'score extérieur',
  ],
  id: [
    'id',
    'uid',
    'match id',
    'match number',
    'wedstrijdnummer',
    'matchnummer',
    'numéro',
    'numéro de match',
    'event id',
  ],
};

type Column = keyof typeof calendarColumns;

export function readCalendarCsv(text: string): CalendarReading {
  const table = readColumns<Column>(text, calendarColumns, ['date', 'time', 'home', 'away', 'id']);
  if (!table.ok) return table;
  const fixtures: FeedFixture[] = [];
  for (const { line, cell } of table.rows) {
    const uid = cell('id');
    if (!uid) return { ok: false, problem: 'missingId', line };
    const day = dayIn(cell('date'));
    if (!day) return { ok: false, problem: 'badDate', line, detail: cell('date') };
    const time = timeIn(cell('time'));
    if (time === null) return { ok: false, problem: 'badTime', line, detail: cell('time') };
    const [home, away] = [cell('home'), cell('away')];
    if (!home || !away) return { ok: false, problem: 'noTeams', line };
    const [scoreHome, scoreAway] = [cell('scoreHome'), cell('scoreAway')];
    let score: FeedFixture['score'];
    if (scoreHome !== '' || scoreAway !== '') {
      const [goalsHome, goalsAway] = [countIn(scoreHome), countIn(scoreAway)];
      if (goalsHome === null || goalsAway === null) return { ok: false, problem: 'badScore', line };
      score = { home: goalsHome, away: goalsAway };
    }
    fixtures.push({
      uid,
      line,
      home,
      away,
      day,
      kickoff: time === '' ? null : instantOn(day, time),
      venue: cell('venue') || undefined,
      score,
    });
  }
  return { ok: true, fixtures };
}
