/**
 * The league import (lib/cms/collections/LeagueFeeds) on a throwaway database, from a feed
 * served on loopback: a season's calendar creates its matches, a rerun changes nothing, a moved
 * kick-off moves the match and expires its pages, a hand edit is kept and reported, a broken
 * feed or file changes nothing, a ranking fills the table, files in other encodings import.
 */
import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import type { Payload } from 'payload';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { startFeedServer } from '../support/feed-server';
import { throwawayCms } from '../support/throwaway-cms';

const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => expired.push(tag),
}));

process.env.LEAGUE_FEEDS_LOCAL = '1';

let cms: Awaited<ReturnType<typeof throwawayCms>>;
let payload: Payload;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;
let importFeed: typeof import('@/lib/cms/collections/LeagueFeeds/import-feed').importFeed;
const ids = {} as Record<'team' | 'season' | 'competition' | 'lede' | 'hamme' | 'ronse', number>;

beforeAll(async () => {
  cms = await throwawayCms();
  payload = cms.payload;
  feeds = await startFeedServer();
  ({ importFeed } = await import('@/lib/cms/collections/LeagueFeeds/import-feed'));
  const club = (name: string, shortName: string, isOwnClub = false) =>
    payload.create({ collection: 'clubs', data: { name, shortName, isOwnClub }, depth: 0 });
  await club('Eendracht Zonnebeke', 'EZO', true);
  ids.lede = (await club('Sporting Lede', 'SPL')).id;
  ids.hamme = (await club('Excelsior Hamme', 'EXH')).id;
  ids.ronse = (await club('KSK Ronse', 'RON')).id;
  ids.team = (
    await payload.create({
      collection: 'teams',
      data: { name: 'First team', slug: 'first-team', category: 'first_team', order: 1 },
      depth: 0,
    })
  ).id;
  ids.season = (
    await payload.create({
      collection: 'seasons',
      data: { name: '2030–2031', startsOn: '2030-07-01', endsOn: '2031-06-30', current: true },
      depth: 0,
    })
  ).id;
  ids.competition = (
    await payload.create({
      collection: 'competitions',
      data: { name: 'Division 2', kind: 'league' },
      depth: 0,
    })
  ).id;
});

afterAll(async () => {
  await feeds?.close();
  await cms?.dispose();
});

beforeEach(() => {
  expired.length = 0;
});

type Event = { uid: string; start: string; summary: string; location?: string };

/** A league's iCalendar feed, as federations publish one: folded lines, a TZID, CRLF. */
function ics(events: Event[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//League//Fixtures//EN'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20300601T120000Z',
      `DTSTART;TZID=Europe/Brussels:${event.start}`,
      `SUMMARY:${event.summary}`,
      ...(event.location ? [`LOCATION:${event.location}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.join('\r\n') + '\r\n';
}

const season: Event[] = [
  {
    uid: 'm1@league',
    start: '20300817T200000',
    summary: 'Eendracht Zonnebeke - Sporting Lede',
    location: 'Home ground',
  },
  { uid: 'm2@league', start: '20300824T190000', summary: 'R. Excelsior Hamme - Eendracht Zonnebeke' },
  { uid: 'm3@league', start: '20300831T150000', summary: 'Eendracht Zonnebeke – K.S.K. Ronse' },
  { uid: 'm4@league', start: '20300907T200000', summary: 'Sporting Lede - Excelsior Hamme' },
];

async function feed(kind: 'calendar' | 'ranking', url?: string) {
  return payload.create({
    collection: 'league-feeds',
    data: {
      title: `${kind} feed`,
      kind,
      team: ids.team,
      season: ids.season,
      competition: ids.competition,
      url,
    },
    depth: 0,
  });
}

async function matchesOfSeason() {
  const { docs } = await payload.find({
    collection: 'matches',
    where: { season: { equals: ids.season } },
    sort: 'kickoff',
    pagination: false,
    depth: 0,
  });
  return docs;
}

const matchRows = async () =>
  (await (payload.db as unknown as SQLiteAdapter).client.execute('SELECT * FROM matches ORDER BY id')).rows;

describe('a calendar feed', () => {
  let feedId: number;

  it('creates the season’s matches of our team, skipping the other clubs’ match', async () => {
    feeds.serve('/season.ics', ics(season));
    feedId = (await feed('calendar', feeds.url('/season.ics'))).id;
    const report = await importFeed(payload, feedId);
    expect(report.problem).toBeUndefined();
    expect(report).toMatchObject({ created: 3, changed: 0, skipped: 1, conflicts: 0 });
    const matches = await matchesOfSeason();
    expect(matches.map((match) => [match.leagueUid, match.opponent, match.isHome, match.kickoff])).toEqual([
      ['m1@league', ids.lede, true, '2030-08-17T18:00:00.000Z'],
      ['m2@league', ids.hamme, false, '2030-08-24T17:00:00.000Z'],
      ['m3@league', ids.ronse, true, '2030-08-31T13:00:00.000Z'],
    ]);
    expect(matches[0]).toMatchObject({
      venue: 'Home ground',
      status: 'scheduled',
      competition: ids.competition,
    });
    const stored = await payload.findByID({ collection: 'league-feeds', id: feedId, depth: 0 });
    expect(stored.lastReport).toMatchObject({ created: 3, skipped: 1 });
  });

  it('changes nothing when run again', async () => {
    const before = await matchRows();
    const report = await importFeed(payload, feedId);
    expect(report).toMatchObject({ created: 0, changed: 0, unchanged: 3, conflicts: 0 });
    expect(await matchRows()).toEqual(before);
    expect(expired).toEqual([]);
  });

  it('moves a moved kick-off and a played match’s result, and expires the matches’ pages', async () => {
    const moved = season.map((event) =>
      event.uid === 'm2@league'
        ? { ...event, start: '20300825T143000' }
        : event.uid === 'm1@league'
          ? { ...event, summary: 'Eendracht Zonnebeke - Sporting Lede 2-1' }
          : event,
    );
    feeds.serve('/season.ics', ics(moved));
    const report = await importFeed(payload, feedId);
    expect(report).toMatchObject({ created: 0, changed: 2, unchanged: 1 });
    const [first, second] = await matchesOfSeason();
    expect(second).toMatchObject({ kickoff: '2030-08-25T12:30:00.000Z', scheduleRevision: 1 });
    expect(first).toMatchObject({ status: 'finished', score: { home: 2, away: 1 } });
    expect(expired).toContain(cacheTags.matches);
  });

  it('keeps a field an editor changed by hand, and reports the league’s other value', async () => {
    const [first] = await matchesOfSeason();
    await payload.update({
      collection: 'matches',
      id: first.id,
      data: { venue: 'Training ground' },
      depth: 0,
    });
    feeds.serve(
      '/season.ics',
      ics(
        season.map((event) =>
          event.uid === 'm1@league'
            ? {
                ...event,
                summary: 'Eendracht Zonnebeke - Sporting Lede 2-1',
                location: 'Town stadium',
                start: '20300817T203000',
              }
            : event.uid === 'm2@league'
              ? { ...event, start: '20300825T143000' }
              : event,
        ),
      ),
    );
    const report = await importFeed(payload, feedId);
    expect(report).toMatchObject({ changed: 1, conflicts: 1 });
    expect(report.items).toContainEqual(
      expect.objectContaining({
        outcome: 'conflict',
        uid: 'm1@league',
        fields: ['venue'],
        reason: 'handEdited',
      }),
    );
    const [again] = await matchesOfSeason();
    expect(again).toMatchObject({ venue: 'Training ground', kickoff: '2030-08-17T18:30:00.000Z' });
  });

  it('changes nothing from a malformed, unreachable or other season’s feed, and says why', async () => {
    const before = await matchRows();
    feeds.serve('/season.ics', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:not a date\r\n');
    expect(await importFeed(payload, feedId)).toMatchObject({
      problem: 'unreadable',
      created: 0,
      changed: 0,
    });
    feeds.serve(
      '/season.ics',
      ics(season.map((event) => ({ ...event, start: event.start.replace('2030', '2029') }))),
    );
    expect(await importFeed(payload, feedId)).toMatchObject({ problem: 'otherSeason', line: 1 });
    await payload.update({
      collection: 'league-feeds',
      id: feedId,
      data: { url: feeds.url('/gone.ics') },
      depth: 0,
    });
    expect(await importFeed(payload, feedId)).toMatchObject({ problem: 'httpStatus', detail: '404' });
    expect(await matchRows()).toEqual(before);
    const stored = await payload.findByID({ collection: 'league-feeds', id: feedId, depth: 0 });
    expect(stored.lastReport).toMatchObject({ problem: 'httpStatus' });
  });

  it('writes nothing when a write fails half-way', async () => {
    const sql = (statement: string) => (payload.db as unknown as SQLiteAdapter).client.execute(statement);
    const file = Buffer.from(
      'id;date;time;home;away;venue;score home;score away\n' +
        'c1;12/10/2030;20:00;Eendracht Zonnebeke;Sporting Lede;;;\n' +
        'c2;19/10/2030;20:00;KSK Ronse;Eendracht Zonnebeke;;;\n',
    );
    const fresh = (await feed('calendar')).id;
    const before = await matchRows();
    await sql(`CREATE TRIGGER injected_failure BEFORE INSERT ON matches WHEN NEW.league_uid = 'c2'
      BEGIN SELECT RAISE(ABORT, 'injected failure'); END`);
    try {
      expect(await importFeed(payload, fresh, file)).toMatchObject({ problem: 'failed', created: 0 });
    } finally {
      await sql('DROP TRIGGER injected_failure');
    }
    expect(await matchRows()).toEqual(before);
  });

  it('names a club it does not know once, and imports it once mapped', async () => {
    const fresh = (await feed('calendar')).id;
    const file = Buffer.from(
      'id,date,time,home,away\nn1,2030-11-02,,Eendracht Zonnebeke,Olympic Wervik\nn2,2030-11-09,15:00,Olympic Wervik B,Eendracht Zonnebeke\n',
    );
    const first = await importFeed(payload, fresh, file);
    expect(first).toMatchObject({ created: 0, skipped: 2 });
    expect(first.items.filter((item) => item.outcome === 'newClub').map((item) => item.label)).toEqual([
      'Olympic Wervik',
      'Olympic Wervik B',
    ]);
    await payload.update({
      collection: 'league-feeds',
      id: fresh,
      data: {
        clubNames: [
          { name: 'Olympic Wervik', club: ids.ronse },
          { name: 'Olympic Wervik B', club: ids.ronse },
        ],
      },
      depth: 0,
    });
    expect(await importFeed(payload, fresh, file)).toMatchObject({ created: 2 });
    const { docs } = await payload.find({
      collection: 'matches',
      where: { leagueUid: { equals: 'n1' } },
      depth: 0,
    });
    expect(docs[0]).toMatchObject({ status: 'tbc', opponent: ids.ronse });
  });
});

describe('files in other encodings and sizes', () => {
  it('imports Windows-1252 and UTF-8 with a byte order mark alike, and refuses what is no text or too large', async () => {
    await payload.update({ collection: 'clubs', id: ids.hamme, data: { name: 'Excelsior Hammé' }, depth: 0 });
    const csv =
      'id;date;time;home;away;venue\ne1;14/12/2030;20:00;Eendracht Zonnebeke;Excelsior Hammé;Stade Éloi\n';
    const latin = (await feed('calendar')).id;
    expect(await importFeed(payload, latin, Buffer.from(csv, 'latin1'))).toMatchObject({ created: 1 });
    const { docs } = await payload.find({
      collection: 'matches',
      where: { leagueUid: { equals: 'e1' } },
      depth: 0,
    });
    expect(docs[0]).toMatchObject({ venue: 'Stade Éloi', opponent: ids.hamme });
    const bom = (await feed('calendar')).id;
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv.replace(/e1/, 'e2'))]);
    expect(await importFeed(payload, bom, utf8)).toMatchObject({ created: 1 });

    const refused = (await feed('calendar')).id;
    expect(
      await importFeed(payload, refused, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0x08, 0])),
    ).toMatchObject({
      problem: 'notText',
    });
    expect(await importFeed(payload, refused, Buffer.alloc(2 * 1024 * 1024 + 1, 0x41))).toMatchObject({
      problem: 'tooLarge',
    });
    const rows = Array.from({ length: 2001 }, (_, at) => `r${at};14/12/2030;20:00;A;B`).join('\n');
    expect(
      await importFeed(payload, refused, Buffer.from(`id;date;time;home;away\n${rows}\n`)),
    ).toMatchObject({
      problem: 'tooManyRows',
    });
  });
});

describe('a ranking', () => {
  const ranking = (ronsePoints: number) =>
    'Position;Club;Played;Won;Drawn;Lost;Goals for;Against;Points\n' +
    `1;KSK Ronse;3;${ronsePoints === 9 ? 3 : 2};${ronsePoints === 9 ? 0 : 1};0;7;1;${ronsePoints}\n` +
    '2;Eendracht Zonnebeke;3;2;0;1;5;3;6\n' +
    '3;Sporting Lede;3;0;1;2;2;6;1\n';

  it('fills the table of the feed’s competition, season and team, and follows the league after', async () => {
    const feedId = (await feed('ranking')).id;
    expect(await importFeed(payload, feedId, Buffer.from(ranking(7)))).toMatchObject({ created: 1 });
    const table = async () =>
      (await payload.find({ collection: 'standings', where: { season: { equals: ids.season } }, depth: 0 }))
        .docs[0];
    expect((await table()).rows.map((row) => [row.club, row.points, row.goalDifference])).toEqual([
      [ids.ronse, 7, 6],
      [expect.any(Number), 6, 2],
      [ids.lede, 1, -4],
    ]);
    expect(await importFeed(payload, feedId, Buffer.from(ranking(7)))).toMatchObject({
      changed: 0,
      unchanged: 1,
    });
    expect(await importFeed(payload, feedId, Buffer.from(ranking(9)))).toMatchObject({ changed: 1 });
    expect((await table()).rows[0].points).toBe(9);
    expect(expired).toContain(cacheTags.standings);
  });

  it('refuses a table with a club the site does not know, or whose counts do not add up', async () => {
    const feedId = (await feed('ranking')).id;
    const unknown = ranking(7).replace('Sporting Lede', 'Olympic Wervik');
    expect(await importFeed(payload, feedId, Buffer.from(unknown))).toMatchObject({
      problem: 'unknownClubs',
      detail: 'Olympic Wervik',
    });
    const wrong = ranking(7).replace('3;0;1;2;2;6;1', '3;0;1;1;2;6;1');
    expect(await importFeed(payload, feedId, Buffer.from(wrong))).toMatchObject({
      problem: 'badTotals',
      line: 4,
    });
  });
});

describe('Import now and the scheduled run', () => {
  it('import an editor’s file over REST, and every feed with an address on the club’s clock', async () => {
    const [{ handleEndpoints }, { default: config }, { importAllFeeds, leagueImportTask }] =
      await Promise.all([
        import('payload'),
        import('@/lib/cms/payload.config'),
        import('@/lib/cms/jobs/league-import'),
      ]);
    const email = 'league-editor@club.example';
    await payload.create({
      collection: 'users',
      data: { name: 'League editor', email, password: 'league-editor-password', roles: ['editor'] },
    });
    const { token } = await payload.login({
      collection: 'users',
      data: { email, password: 'league-editor-password' },
    });
    const feedId = (await feed('calendar')).id;
    const response = await handleEndpoints({
      config,
      request: new Request(`http://localhost:3000/api/league-feeds/${feedId}/import`, {
        method: 'POST',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'text/csv' },
        body: 'id,date,time,home,away\nrest-1,2031-01-11,15:00,Eendracht Zonnebeke,Sporting Lede\n',
      }),
    });
    expect([response.status, await response.json()]).toMatchObject([200, { created: 1, source: 'file' }]);

    feeds.serve('/season.ics', ics(season));
    const withAddress = (await feed('calendar', feeds.url('/season.ics'))).id;
    expect(await importAllFeeds(payload)).toBeGreaterThanOrEqual(1);
    const stored = await payload.findByID({ collection: 'league-feeds', id: withAddress, depth: 0 });
    expect(stored.lastReport).toMatchObject({ source: 'url', created: 0 });
    expect((stored.lastReport as { problem?: string }).problem).toBeUndefined();
    expect(leagueImportTask.schedule[0].queue).toBe('default');
    await expect(feed('calendar', 'ftp://league.example/season.ics')).rejects.toMatchObject({
      data: { errors: [{ path: 'url', message: 'The address must start with https://.' }] },
    });
  });
});

describe('a club that entered its first matches by hand', () => {
  it('gets them linked to the league’s, not doubled', async () => {
    const nextSeason = (
      await payload.create({
        collection: 'seasons',
        data: { name: '2031–2032', startsOn: '2031-07-01', endsOn: '2032-06-30' },
        depth: 0,
      })
    ).id;
    const entered = await payload.create({
      collection: 'matches',
      data: {
        team: ids.team,
        season: nextSeason,
        competition: ids.competition,
        opponent: ids.lede,
        isHome: true,
        kickoff: '2031-08-16T18:00:00.000Z',
        status: 'scheduled',
      } as never,
      depth: 0,
    });
    feeds.serve(
      '/next-season.ics',
      ics([
        // The league set the kick-off half an hour later than the editor had it.
        { uid: 'n1@league', start: '20310816T203000', summary: 'Eendracht Zonnebeke - Sporting Lede' },
        { uid: 'n2@league', start: '20310823T200000', summary: 'Excelsior Hamme - Eendracht Zonnebeke' },
      ]),
    );
    const feedId = (
      await payload.create({
        collection: 'league-feeds',
        data: {
          title: 'next season',
          kind: 'calendar',
          team: ids.team,
          season: nextSeason,
          competition: ids.competition,
          url: feeds.url('/next-season.ics'),
        },
        depth: 0,
      })
    ).id;
    const report = await importFeed(payload, feedId);
    expect(report).toMatchObject({ created: 1, changed: 1, conflicts: 0 });
    expect(report.items).toContainEqual(expect.objectContaining({ outcome: 'linked', uid: 'n1@league' }));
    const { docs } = await payload.find({
      collection: 'matches',
      where: { season: { equals: nextSeason } },
      sort: 'kickoff',
      depth: 0,
    });
    expect(docs.map((match) => [match.id === entered.id, match.leagueUid, match.kickoff])).toEqual([
      [true, 'n1@league', '2031-08-16T18:30:00.000Z'],
      [false, 'n2@league', '2031-08-23T18:00:00.000Z'],
    ]);
    expect(await importFeed(payload, feedId)).toMatchObject({ created: 0, changed: 0, unchanged: 2 });
  });
});
