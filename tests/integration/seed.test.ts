import { describe, expect, it } from 'vitest';
import type { Match } from '@/lib/generated/payload-types';
import { seed } from '@/lib/demo';
import { locales, TIME_ZONE, type Locale } from '@/lib/domain/i18n/locales';
import { useSeededCms } from '../support/throwaway-cms';

const cms = useSeededCms();

const collections = [
  'users',
  'news',
  'history-chapters',
  'clubs',
  'competitions',
  'seasons',
  'teams',
  'people',
  'media',
  'matches',
  'standings',
  'open-trainings',
  'videos',
  'pages',
  'faqs',
  'partners',
  'fan-clubs',
] as const;

async function counts() {
  const totals = await Promise.all(collections.map((collection) => cms().count({ collection })));
  return Object.fromEntries(collections.map((collection, i) => [collection, totals[i].totalDocs]));
}

async function firstTeamLeague() {
  const [team, league, season] = await Promise.all([
    cms().find({ collection: 'teams', where: { category: { equals: 'first_team' } } }),
    cms().find({ collection: 'competitions', where: { kind: { equals: 'league' } } }),
    cms().find({ collection: 'seasons', where: { current: { equals: true } } }),
  ]);
  expect(season.docs).toHaveLength(1);
  const matches = await cms().find({
    collection: 'matches',
    depth: 0,
    pagination: false,
    sort: 'kickoff',
    where: {
      team: { equals: team.docs[0].id },
      competition: { equals: league.docs[0].id },
      season: { equals: season.docs[0].id },
    },
  });
  return { team: team.docs[0], league: league.docs[0], season: season.docs[0], matches: matches.docs };
}

/** Our goals and the opponent's, whichever side we were on. */
const ours = (match: Match) =>
  match.isHome ? [match.score!.home!, match.score!.away!] : [match.score!.away!, match.score!.home!];

describe('seed', () => {
  it('fills users, club settings, news and history', async () => {
    expect(await counts()).toMatchObject({ users: 3, news: 42, 'history-chapters': 4 });
    const settings = await cms().findGlobal({ slug: 'club-settings', locale: 'nl' });
    expect(settings.name).toBe('KVC Westhoek');
    expect(settings.address.city).toBe('Ieper');
    expect(settings.social?.tiktok).toMatch(/^https:\/\//);
    // The demo's identity, so the demo looks as it always has (issue 30).
    expect(settings).toMatchObject({
      shortName: 'Westhoek',
      pathSegment: 'westhoek',
      foundedYear: 1922,
      mascotName: 'Binkie',
      colours: { primary: '#14213d', accent: '#ffd13a' },
      mail: { senderName: 'KVC Westhoek', senderAddress: 'tickets@westhoek.example' },
      copyright: '© 2022 KVC Westhoek. Alle rechten voorbehouden.',
    });
    expect(settings.crest).toMatchObject({ mimeType: 'image/png' });
  });

  it('fills clubs, competitions, seasons, teams, people, matches, standings and open trainings', async () => {
    expect(await counts()).toEqual({
      users: 3,
      news: 42,
      'history-chapters': 4,
      clubs: 16,
      competitions: 3,
      seasons: 2,
      teams: 9,
      people: 124,
      // 16 club logos, 58 portraits, 6 galleries of 12 photos, 19 scene pictures,
      // 9 partner logos, the centenary book and the crest of Club settings.
      media: 181,
      // 30 league matchdays for each of two teams, 3 cup ties, 2 friendlies and the one in progress.
      matches: 66,
      standings: 2,
      'open-trainings': 7,
      videos: 22,
      pages: 18,
      faqs: 5,
      partners: 9,
      'fan-clubs': 4,
    });
    const own = await cms().find({ collection: 'clubs', where: { isOwnClub: { equals: true } } });
    expect(own.docs.map((club) => [club.name, club.shortName, club.stadium])).toEqual([
      ['KVC Westhoek', 'WES', 'Stadion Westhoek'],
    ]);
  });

  it('fills prices, the dining offer, offices and the centenary book in every language', async () => {
    const ticketing = await cms().findGlobal({ slug: 'ticketing' });
    expect(ticketing.subscriptions?.map((row) => row.stand)).toEqual(['east', 'north', 'west']);
    expect(ticketing.ticketPrices).toHaveLength(4);
    const [en, fr] = await Promise.all([
      cms().findGlobal({ slug: 'hospitality', locale: 'en' }),
      cms().findGlobal({ slug: 'hospitality', locale: 'fr' }),
    ]);
    expect(en.dinners?.[1].description).toMatch(/four-course/);
    expect(fr.dinners?.[1].description).toMatch(/quatre services/);
    const contact = await cms().findGlobal({ slug: 'contact-details', locale: 'nl' });
    expect(contact.offices?.[0].name).toBe('Ticketdienst');
    expect(contact.offices?.[0].hours?.[0].days).toBe('Maandag tot vrijdag');
    // Each language its own words for a time, the ticket office's match days on /nl/contact too.
    const hours = await Promise.all(
      locales.map(async (locale) => {
        const global = await cms().findGlobal({ slug: 'contact-details', locale });
        return global.offices?.[0].hours?.[1].time;
      }),
    );
    expect(hours).toEqual(['12:00–kick-off', '12:00–aftrap', "12h00–coup d'envoi"]);
    const settings = await cms().findGlobal({ slug: 'club-settings', depth: 1 });
    const book = settings.centenaryBook as { mimeType: string; filename: string };
    expect(book.mimeType).toBe('application/pdf');
    expect(book.filename).toBe('centenary-book.pdf');
    const legal = await cms().find({
      collection: 'pages',
      locale: 'fr',
      where: { key: { equals: 'privacy' } },
    });
    expect(legal.docs[0].title).toBe('Politique de confidentialité');
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    await seed(cms());
    expect(await counts()).toEqual(before);
  });

  it('fills every news kind, galleries with 10+ captioned photos, and the video channel', async () => {
    const news = await cms().find({ collection: 'news', locale: 'fr', pagination: false, depth: 0 });
    expect([...new Set(news.docs.map((doc) => doc.kind))].sort()).toEqual([
      'article',
      'esports-article',
      'gamegallery',
      'gamereport',
    ]);
    const galleries = news.docs.filter((doc) => doc.kind === 'gamegallery');
    expect(galleries.length).toBeGreaterThanOrEqual(3);
    for (const gallery of galleries) {
      expect(gallery.photos?.length).toBeGreaterThanOrEqual(10);
      expect(gallery.photos?.[0].caption).toMatch(/soirée/);
    }
    expect(news.docs.every((doc) => doc.heroImage && doc.slug && doc._status === 'published')).toBe(true);
    const videos = await cms().find({ collection: 'videos', pagination: false, depth: 0 });
    expect(videos.docs.some((video) => (video.players?.length ?? 0) > 0)).toBe(true);
  });

  it('gives each news item a slug of its own in every language', async () => {
    const slugs = async (locale: Locale) =>
      (await cms().find({ collection: 'news', locale, limit: 1, sort: 'publishedAt' })).docs[0].slug;
    const [en, nl, fr] = await Promise.all([slugs('en'), slugs('nl'), slugs('fr')]);
    expect(new Set([en, nl, fr]).size).toBe(3);
    expect(nl).toMatch(/^[a-z0-9-]+$/);
  });

  it('names teams in every language, with a slug per language', async () => {
    const team = async (locale: Locale) =>
      (await cms().find({ collection: 'teams', locale, where: { category: { equals: 'first_team' } } }))
        .docs[0];
    const [en, nl, fr] = await Promise.all([team('en'), team('nl'), team('fr')]);
    expect([en.name, nl.name, fr.name]).toEqual(['First team', 'A-kern', 'Équipe première']);
    expect([en.slug, nl.slug, fr.slug]).toEqual(['first-team', 'a-kern', 'equipe-premiere']);
  });

  it('gives the current season both results and fixtures for the first team', async () => {
    const { matches } = await firstTeamLeague();
    expect(matches).toHaveLength(30);
    const now = Date.now();
    const finished = matches.filter((match) => match.status === 'finished');
    const upcoming = matches.filter((match) => match.status !== 'finished');
    expect(finished.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(
      finished.every((match) => new Date(match.kickoff).getTime() < now && match.score?.home != null),
    ).toBe(true);
    expect(upcoming.every((match) => new Date(match.kickoff).getTime() > now)).toBe(true);
    expect(upcoming.map((match) => match.status)).toContain('postponed');
  });

  it('kicks league matches off on Saturday 20:45 or Sunday 14:30 in Brussels, summer and winter time alike', async () => {
    const { matches } = await firstTeamLeague();
    const brussels = new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    const slots = new Set(matches.map((match) => brussels.format(new Date(match.kickoff))));
    expect([...slots].sort()).toEqual(['Sat 20:45', 'Sun 14:30']);
  });

  it('links the latest result to its report and gallery', async () => {
    const { matches } = await firstTeamLeague();
    const latest = matches.filter((match) => match.status === 'finished').at(-1)!;
    const [report, gallery, opponent] = await Promise.all([
      cms().findByID({ collection: 'news', id: latest.report as number }),
      cms().findByID({ collection: 'news', id: latest.gallery as number }),
      cms().findByID({ collection: 'clubs', id: latest.opponent as number }),
    ]);
    expect(opponent.name).toBe('KSC Leiedal');
    expect([report.kind, gallery.kind]).toEqual(['gamereport', 'gamegallery']);
  });

  it('keeps standings consistent with themselves and with our results', async () => {
    const { team, league, season, matches } = await firstTeamLeague();
    const standings = await cms().find({
      collection: 'standings',
      depth: 1,
      where: {
        team: { equals: team.id },
        competition: { equals: league.id },
        season: { equals: season.id },
      },
    });
    expect(standings.docs).toHaveLength(1);
    const rows = standings.docs[0].rows;
    expect(rows).toHaveLength(16);

    const finished = matches.filter((match) => match.status === 'finished').map(ours);
    const won = finished.filter(([us, them]) => us > them).length;
    const draw = finished.filter(([us, them]) => us === them).length;
    for (const row of rows) {
      expect(row.won + row.draw + row.lost).toBe(row.played);
      expect(row.points).toBe(3 * row.won + row.draw);
      expect(row.played).toBe(finished.length);
    }
    expect(rows.reduce((sum, row) => sum + row.goalDifference, 0)).toBe(0);
    const own = rows.find((row) => typeof row.club === 'object' && row.club.isOwnClub)!;
    expect(own).toBeDefined();
    expect({ won: own.won, draw: own.draw, points: own.points }).toEqual({
      won,
      draw,
      points: 3 * won + draw,
    });
  });

  it('has a portrait for everyone of the first team', async () => {
    const { team } = await firstTeamLeague();
    const people = await cms().find({
      collection: 'people',
      depth: 1,
      pagination: false,
      where: { teams: { in: [team.id] } },
    });
    expect(people.docs.length).toBeGreaterThanOrEqual(22);
    for (const person of people.docs) {
      expect(person.photo, `${person.firstName} ${person.lastName}`).toMatchObject({
        alt: `Portrait of ${person.firstName} ${person.lastName}`,
        mimeType: 'image/png',
      });
    }
  });

  it('names a first-team forward player of the season', async () => {
    const highlights = await cms().findGlobal({ slug: 'home-highlights', depth: 1, locale: 'fr' });
    const player = highlights.playerOfTheSeason;
    expect(typeof player === 'object' && player?.function).toBe('FORWARD');
    expect(highlights.playerOfTheSeasonNote).toMatch(/Leiedal/);
  });
});
