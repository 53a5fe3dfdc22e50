import type { Match } from '@/lib/data/matches';

/**
 * An RFC 5545 calendar of fixtures. Each match keeps its UID for life, and its
 * SEQUENCE grows with every schedule change, so calendar apps move the event
 * instead of adding a second one. Times are given in Europe/Brussels.
 *
 * Ours rather than `ical-generator` (10.2.0, the last for Node 20; measured 2026-11): with
 * `@touch4it/ical-timezones` for the VTIMEZONE it adds 2.8 MB installed and 67 KB minified to
 * the server bundle against this module's 2 KB, and on the tricky cases it does worse: given a
 * Date and a time zone it writes the UTC clock time under `TZID=Europe/Brussels` (every
 * kickoff one or two hours early; right only with Luxon, Day.js or moment added), and then
 * writes DTSTAMP without its `Z`, which RFC 5545 requires. Its VTIMEZONE for Brussels is line
 * for line the block below, as is `timezones-ical-library`'s; its folding at 75 octets
 * without splitting a character matches ours, its escaping too, except that it passes on
 * control characters, which TEXT cannot carry and `escapeText` drops.
 */
export type CalendarText = {
  name: string;
  fixture: (match: Match) => string;
  statusNote: (match: Match) => string | null;
};

const CRLF = '\r\n';

/** Brussels time zone rules (CET/CEST since 1996), for clients without a zone database. */
const vtimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Brussels',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * TEXT as RFC 5545 §3.3.11 has it: a backslash, comma and semicolon escaped, any line break
 * (CRLF, CR or LF) as `\\n`, and the other control characters, which TEXT cannot carry, dropped.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/\r\n?|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/([,;])/g, '\\$1');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20261122T204500` in Brussels local time. */
export function brusselsDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}T${get('hour')}${get('minute')}${get('second')}`;
}

function utcStamp(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const MATCH_DURATION_MS = 2 * 60 * 60 * 1000;

export function buildCalendar(matches: Match[], text: CalendarText, host: string): string {
  const events = matches.flatMap((match) => {
    const end = new Date(new Date(match.kickoff).getTime() + MATCH_DURATION_MS).toISOString();
    const note = text.statusNote(match);
    return [
      'BEGIN:VEVENT',
      `UID:match-${match.id}@${host}`,
      `DTSTAMP:${utcStamp(match.updatedAt)}`,
      `SEQUENCE:${match.scheduleRevision}`,
      `DTSTART;TZID=Europe/Brussels:${brusselsDateTime(match.kickoff)}`,
      `DTEND;TZID=Europe/Brussels:${brusselsDateTime(end)}`,
      `SUMMARY:${escapeText(text.fixture(match))}`,
      ...(match.venue ? [`LOCATION:${escapeText(match.venue)}`] : []),
      `DESCRIPTION:${escapeText([match.competition.name, note].filter(Boolean).join(' · '))}`,
      `STATUS:${match.status === 'postponed' ? 'CANCELLED' : match.status === 'tbc' ? 'TENTATIVE' : 'CONFIRMED'}`,
      'END:VEVENT',
    ];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${host}//Fixtures//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(text.name)}`,
    'X-WR-TIMEZONE:Europe/Brussels',
    ...vtimezone,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
