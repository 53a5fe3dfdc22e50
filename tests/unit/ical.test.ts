import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Match } from '@/lib/data/matches';
import { brusselsDateTime, buildCalendar, escapeText, foldLine } from '@/lib/server/matches/ical';

const match = (overrides: Partial<Match> = {}): Match => ({
  id: 7,
  kickoff: '2026-12-05T19:45:00.000Z',
  status: 'scheduled',
  isHome: true,
  home: { name: 'KVC Westhoek', shortName: 'WES', logo: null },
  away: { name: 'KSC Leiedal', shortName: 'LEI', logo: null },
  score: null,
  team: { id: 1, name: 'First team', category: 'first_team' },
  competition: { id: 1, name: 'Challenger Pro League', kind: 'league' },
  type: 'competition',
  season: { id: 1, name: '2026–2027' },
  matchday: 15,
  venue: 'Stadion Westhoek, Ypres',
  report: null,
  gallery: null,
  ticketUrl: null,
  scheduleRevision: 2,
  live: {
    matchId: '7',
    status: 'not-started',
    minute: null,
    score: { home: 0, away: 0 },
    events: [],
    version: 0,
  },
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const text = {
  name: 'KVC Westhoek · First team',
  fixture: (m: Match) => `${m.home.name} – ${m.away.name}`,
  statusNote: (m: Match) => (m.status === 'tbc' ? 'Time to be confirmed' : null),
};

describe('iCalendar', () => {
  it('writes Brussels local time across summer and winter time', () => {
    expect(brusselsDateTime('2026-12-05T19:45:00.000Z')).toBe('20261205T204500');
    expect(brusselsDateTime('2026-08-15T18:45:00.000Z')).toBe('20260815T204500');
  });

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeText('Derby; home, away\\')).toBe('Derby\\; home\\, away\\\\');
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(60)}`).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  });

  it('parses as RFC 5545 with a stable UID, a sequence and the Brussels zone', () => {
    const ics = buildCalendar(
      [match(), match({ id: 8, status: 'tbc', kickoff: '2027-03-28T12:30:00.000Z' })],
      text,
      'westhoek.example',
    );
    expect(ics.endsWith('\r\n')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    // Resolve times with the feed's own VTIMEZONE: this also checks its DST rules.
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.uid)).toEqual([
      'match-7@westhoek.example',
      'match-8@westhoek.example',
    ]);
    expect(events[0].sequence).toBe(2);
    expect(events[0].summary).toBe('KVC Westhoek – KSC Leiedal');
    expect(events[0].location).toBe('Stadion Westhoek, Ypres');
    expect(events[0].startDate.zone?.tzid).toBe('Europe/Brussels');
    expect(events[0].startDate.toJSDate().toISOString()).toBe('2026-12-05T19:45:00.000Z');
    // 28 March 2027 is the first day of summer time: 12:30 UTC is 14:30 in Brussels.
    expect(events[1].startDate.toString()).toBe('2027-03-28T14:30:00');
    expect(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('carries any line break and drops what TEXT cannot carry, so each line stays one property', () => {
    // A venue typed in a textarea ends its lines with CRLF; a word processor's line break is a
    // vertical tab.
    const ics = buildCalendar(
      [match({ venue: 'Stadion Westhoek\r\nPoort 3\u000bIeper' })],
      text,
      'westhoek.example',
    );
    const lines = ics.split('\r\n');
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('location')).toBe('Stadion Westhoek\nPoort 3Ieper');
  });

  it('folds four-octet characters without splitting one, and writes DTSTAMP in UTC', () => {
    const ics = buildCalendar(
      [match({ home: { name: `⚽${'🏟️'.repeat(30)}`, shortName: 'WES', logo: null } })],
      text,
      'westhoek.example',
    );
    const lines = ics.split('\r\n');
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      const bytes = new TextEncoder().encode(line);
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each line on its own is valid UTF-8: no character was cut between two lines.
      expect(decoder.decode(bytes)).toBe(line);
    }
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`⚽${'🏟️'.repeat(30)} – KSC Leiedal`);
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toBe('DTSTAMP:20261120T100000Z');
  });

  it('keeps a match’s UID when it moves across the autumn change of time, and counts the move', () => {
    const host = 'westhoek.example';
    const before = buildCalendar([match({ kickoff: '2026-10-24T18:45:00.000Z' })], text, host);
    const after = buildCalendar(
      [match({ kickoff: '2026-10-25T19:45:00.000Z', scheduleRevision: 3 })],
      text,
      host,
    );
    const [first, moved] = [before, after].map((ics) => {
      const calendar = new ICAL.Component(ICAL.parse(ics));
      ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
      return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    });
    expect(moved.uid).toBe(first.uid);
    expect(moved.sequence).toBe(3);
    // Saturday in summer time (UTC+2), Sunday in winter time (UTC+1): both 20:45 in Brussels.
    expect(first.startDate.toString()).toBe('2026-10-24T20:45:00');
    expect(moved.startDate.toString()).toBe('2026-10-25T20:45:00');
    expect(moved.startDate.toJSDate().toISOString()).toBe('2026-10-25T19:45:00.000Z');
  });
});
