import { describe, expect, it, vi } from 'vitest';
import { readCalendarCsv } from '@/lib/domain/league/calendar-csv';
import { planCalendar } from '@/lib/domain/league/calendar-plan';
import { ClubMatcher } from '@/lib/domain/league/club-matcher';
import { sidesOf } from '@/lib/domain/league/calendar-ical';
import { clubNameKey } from '@/lib/domain/league/club-names';
import { readRankingCsv } from '@/lib/domain/league/ranking-csv';
import { reconcile } from '@/lib/domain/league/reconcile';
import { decodeBytes } from '@/lib/shared/csv/decode-bytes';
import { fetchPublic, isPublicAddress } from '@/lib/shared/http/fetch-public';
import { useHungServer } from '../support/hung-server';
import { startFeedServer } from '../support/feed-server';

const hung = useHungServer();

describe('club names as a league writes them', () => {
  it('are one club whatever the accents, case, dots and legal form', () => {
    expect(clubNameKey('K.V. Kortrijk')).toBe(clubNameKey('KV Kortrijk'));
    expect(clubNameKey('Royal Excel Mouscron')).toBe(clubNameKey('Excel Mouscron'));
    expect(clubNameKey('SINT-TRUIDEN')).toBe(clubNameKey('Sint Truiden'));
    expect(clubNameKey('Élan Wépion')).toBe(clubNameKey('elan wepion'));
    expect(clubNameKey('Olympic Wervik B')).not.toBe(clubNameKey('Olympic Wervik'));
    // A name made of nothing but a legal form is kept whole.
    expect(clubNameKey('K.V.')).toBe('kv');
  });
});

describe('an iCalendar summary', () => {
  it('gives the two sides and the score, wherever the league writes it', () => {
    expect(sidesOf('Home FC - Away SC')).toEqual({ home: 'Home FC', away: 'Away SC', score: undefined });
    expect(sidesOf('Home FC vs. Away SC (2-1)')).toMatchObject({ score: { home: 2, away: 1 } });
    expect(sidesOf('Home FC 0 - 3 Away SC')).toEqual({
      home: 'Home FC',
      away: 'Away SC',
      score: { home: 0, away: 3 },
    });
    expect(sidesOf('Training')).toBeNull();
  });
});

describe('a calendar CSV', () => {
  it('takes Dutch headers, semicolons, Belgian dates and an empty time as to be confirmed', () => {
    const reading = readCalendarCsv(
      'Wedstrijdnummer;Datum;Uur;Thuisploeg;Bezoekers;Terrein;Score thuis;Score uit\n' +
        '2030-001;17/08/2030;20:00;A;B;Veld 1;2;1\n2030-002;24.08.2030;;B;A;;;\n',
    );
    expect(reading.ok && reading.fixtures).toMatchObject([
      {
        uid: '2030-001',
        kickoff: new Date('2030-08-17T18:00:00Z'),
        venue: 'Veld 1',
        score: { home: 2, away: 1 },
      },
      { uid: '2030-002', kickoff: null, day: new Date('2030-08-24T00:00:00Z'), score: undefined },
    ]);
  });

  it('refuses a file without ids, with a wrong date or half a score, naming the line', () => {
    expect(readCalendarCsv('date,time,home,away\n2030-08-17,20:00,A,B\n')).toMatchObject({
      problem: 'missingColumn',
      detail: 'id',
    });
    expect(readCalendarCsv('id,date,time,home,away\n1,31/02/2030,20:00,A,B\n')).toMatchObject({
      problem: 'badDate',
      line: 2,
    });
    expect(
      readCalendarCsv('id,date,time,home,away,score home,score away\n1,2030-08-17,20:00,A,B,2,\n'),
    ).toMatchObject({ problem: 'badScore', line: 2 });
  });
});

describe('a calendar’s matches', () => {
  it('are refused whole past the most one import writes, a wrong file rather than a season', () => {
    const clubs = new ClubMatcher(
      [
        { id: 1, name: 'Us', isOwnClub: true },
        { id: 2, name: 'Them' },
      ],
      [],
      [],
    );
    const fixtures = (count: number) =>
      Array.from({ length: count }, (_, n) => ({
        uid: `m${n}`,
        line: n + 2,
        home: 'Us',
        away: 'Them',
        day: new Date('2030-09-01T00:00:00Z'),
        kickoff: new Date('2030-09-01T18:00:00Z'),
      }));
    const season = { startsOn: '2030-07-01', endsOn: '2031-06-30' };
    expect(planCalendar(fixtures(60), season, clubs)).toMatchObject({ ok: true });
    expect(planCalendar(fixtures(61), season, clubs)).toMatchObject({
      problem: 'tooManyMatches',
      detail: '61',
    });
  });
});

describe('a ranking CSV', () => {
  it('takes French headers and sorts by position', () => {
    const reading = readRankingCsv(
      'Rang,Équipe,Joués,Gagnés,Nuls,Perdus,Buts pour,Buts contre,Points\n2,B,2,1,0,1,3,3,3\n1,A,2,2,0,0,4,1,6\n',
    );
    expect(reading.ok && reading.rows.map((row) => [row.position, row.club, row.goalsFor])).toEqual([
      [1, 'A', 4],
      [2, 'B', 3],
    ]);
  });
});

describe('a file’s bytes', () => {
  it('read as UTF-8, UTF-16 or Windows-1252, and refused when they are no text', () => {
    expect(decodeBytes(Buffer.from([0xef, 0xbb, 0xbf, 0x41]))).toBe('A');
    expect(decodeBytes(Buffer.from('\ufeffÉ', 'utf16le'))).toBe('É');
    expect(decodeBytes(Buffer.from([0x80, 0x20, 0xe9]))).toBe('€ é');
    expect(decodeBytes(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBeNull();
  });
});

describe('a hand edit', () => {
  it('is kept, and a conflict only when the league’s value moved on', () => {
    const last = { venue: 'A', kickoff: '1' };
    expect(reconcile({ venue: 'A', kickoff: '1' }, last, { venue: 'B', kickoff: '2' }).changes).toEqual({
      venue: 'B',
      kickoff: '2',
    });
    expect(reconcile({ venue: 'Mine', kickoff: '1' }, last, { venue: 'A', kickoff: '1' })).toEqual({
      changes: {},
      conflicts: [],
      imported: last,
    });
    expect(reconcile({ venue: 'Mine', kickoff: '1' }, last, { venue: 'B', kickoff: '1' })).toEqual({
      changes: {},
      conflicts: ['venue'],
      imported: last,
    });
  });
});

describe('a feed’s address', () => {
  it('reaches the public internet only', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '192.168.1.1',
      '::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ]) {
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    const options = { timeoutMs: 2_000, maxBytes: 1_000 };
    expect(await fetchPublic('http://example.org/feed.ics', options)).toMatchObject({
      problem: 'badAddress',
    });
    expect(await fetchPublic('https://169.254.169.254/latest', options)).toMatchObject({
      problem: 'privateAddress',
    });
    expect(await fetchPublic('https://[::1]:1/feed.ics', options)).toMatchObject({
      problem: 'privateAddress',
    });
    // A name is judged by the addresses it resolves to, when connecting.
    expect(await fetchPublic('https://localhost:1/feed.ics', options)).toMatchObject({
      problem: 'privateAddress',
    });
  });
});

describe('a feed that answers too slowly or too much', () => {
  it('is given up at its deadline, and cut at its size', async () => {
    const started = Date.now();
    const local = { timeoutMs: 300, maxBytes: 1_000, allowLocal: true };
    expect(await fetchPublic(`http://127.0.0.1:${hung.port()}/feed.ics`, local)).toMatchObject({
      problem: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    await vi.waitFor(() => expect(hung.openConnections()).toBe(0));
    const feeds = await startFeedServer();
    try {
      feeds.serve('/big.csv', 'x'.repeat(5_000));
      expect(await fetchPublic(feeds.url('/big.csv'), local)).toMatchObject({ problem: 'tooLarge' });
      feeds.serve('/small.csv', 'id,date');
      expect(await fetchPublic(feeds.url('/small.csv'), local)).toMatchObject({ ok: true });
    } finally {
      await feeds.close();
    }
  });
});
