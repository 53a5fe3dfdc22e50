import ICAL from 'ical.js';
import { TIME_ZONE } from '../i18n/locales';
import type { CalendarReading, FeedFixture } from './fixtures';
import { instantOn } from './wall-clock';

/**
 * A league calendar as iCalendar (RFC 5545), read with ical.js (Mozilla's parser, no
 * dependencies). Leagues write one event a match: UID, DTSTART, LOCATION, and the two sides
 * in SUMMARY ("Home - Away", "Home vs Away"), with the score once played ("Home - Away 2-1",
 * "Home 2 - 1 Away", "Home - Away (2-1)"). A DTSTART without a time (VALUE=DATE) is "to be
 * confirmed"; STATUS:CANCELLED is a postponed match. Times with a TZID are that zone's clock
 * (whether or not the feed carries its VTIMEZONE), floating times the club's.
 */
export function readCalendarIcal(text: string): CalendarReading {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length === 0) return { ok: false, problem: 'empty' };
  const fixtures: FeedFixture[] = [];
  for (const [index, event] of events.entries()) {
    const line = index + 1;
    const uid = String(event.getFirstPropertyValue('uid') ?? '').trim();
    if (!uid) return { ok: false, problem: 'missingId', line };
    const start = event.getFirstProperty('dtstart');
    const time = start?.getFirstValue();
    if (!(time instanceof ICAL.Time)) return { ok: false, problem: 'badDate', line };
    const sides = sidesOf(String(event.getFirstPropertyValue('summary') ?? ''));
    if (!sides) return { ok: false, problem: 'noTeams', line };
    const day = new Date(Date.UTC(time.year, time.month - 1, time.day));
    const venue = String(event.getFirstPropertyValue('location') ?? '').trim();
    fixtures.push({
      uid,
      line,
      home: sides.home,
      away: sides.away,
      day,
      kickoff: time.isDate ? null : instantOf(time, start?.getParameter('tzid')),
      venue: venue || undefined,
      score: sides.score,
      cancelled: String(event.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
    });
  }
  return { ok: true, fixtures };
}

function instantOf(time: ICAL.Time, tzid: unknown): Date {
  if (time.zone === ICAL.Timezone.utcTimezone) {
    return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
  }
  const day = new Date(Date.UTC(time.year, time.month - 1, time.day));
  return instantOn(day, { hour: time.hour, minute: time.minute }, knownZone(tzid) ?? TIME_ZONE);
}

/** An IANA zone the runtime knows ("Europe/Brussels"), or null (a Windows name, a typo). */
function knownZone(tzid: unknown): string | null {
  if (typeof tzid !== 'string' || tzid === '') return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tzid });
    return tzid;
  } catch {
    return null;
  }
}

const SEPARATOR = /\s+(?:-|–|—|vs\.?|v|tegen|contre)\s+/i;

/** "Home - Away", with the score at the end or in the middle, into its parts; null if not two sides. */
export function sidesOf(summary: string): Pick<FeedFixture, 'home' | 'away' | 'score'> | null {
  const text = summary.replace(/\s+/g, ' ').trim();
  const middle = text.match(/^(.+?)\s+(\d{1,2})\s*[-–:]\s*(\d{1,2})\s+(.+)$/);
  if (middle) {
    return { home: middle[1], away: middle[4], score: { home: Number(middle[2]), away: Number(middle[3]) } };
  }
  const end = text.match(/^(.*?)\s*[([]?\s*(\d{1,2})\s*[-–:]\s*(\d{1,2})\s*[)\]]?$/);
  const names = end ? end[1] : text;
  const parts = names.split(SEPARATOR);
  if (parts.length !== 2 || !parts[0].trim() || !parts[1].trim()) return null;
  return {
    home: parts[0].trim(),
    away: parts[1].trim(),
    score: end ? { home: Number(end[2]), away: Number(end[3]) } : undefined,
  };
}
