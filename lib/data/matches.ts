import 'server-only';
import type { Payload } from 'payload';
import type { Where } from 'payload';
import type { NewsKind } from '@/lib/domain/news/kinds';
import type { Club, Competition, Match as MatchDoc, News, Season, Team } from '@/lib/generated/payload-types';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { MatchFilters, MatchTeam, MatchType } from '@/lib/domain/matches/filters';
import { queryClubIdentity } from '@/lib/data/club-identity';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { isInProgress, liveMatchState, liveStatuses, type LiveMatchState } from '@/lib/domain/live/match-state';
import { cachedRead } from './cached-read';
import { toImage, type Image } from '../domain/content/image';

export type Side = { name: string; shortName: string; logo: Image | null };

export type NewsLink = { kind: NewsKind; slug: string; title: string };

export type Match = {
  id: number;
  kickoff: string;
  status: MatchDoc['status'];
  isHome: boolean;
  home: Side;
  away: Side;
  score: { home: number; away: number } | null;
  team: { id: number; name: string; category: Team['category'] };
  competition: { id: number; name: string; kind: Competition['kind'] };
  type: MatchType;
  season: { id: number; name: string };
  matchday: number | null;
  venue: string | null;
  report: NewsLink | null;
  gallery: NewsLink | null;
  ticketUrl: string | null;
  scheduleRevision: number;
  /** The live state when the read was made: status, minute, score and timeline (lib/domain/live/match-state.ts). */
  live: LiveMatchState;
  updatedAt: string;
};

export type FilterOption = { id: number; name: string };

const upcomingStatuses: MatchDoc['status'][] = ['scheduled', 'tbc', 'live', 'postponed'];

function side(club: Club): Side {
  return { name: club.name, shortName: club.shortName, logo: toImage(club.logo, 'thumbnail') };
}

function newsLink(news: number | News | null | undefined): NewsLink | null {
  if (!news || typeof news === 'number' || news._status !== 'published' || !news.slug) return null;
  return { kind: news.kind, slug: news.slug, title: news.title };
}

function toMatch(doc: MatchDoc, ours: Side): Match {
  const opponent = doc.opponent as Club;
  const competition = doc.competition as Competition;
  const season = doc.season as Season;
  const team = doc.team as Team;
  const isHome = doc.isHome ?? true;
  const hasScore = doc.status === 'finished' || doc.status === 'live';
  return {
    id: doc.id,
    kickoff: doc.kickoff,
    status: doc.status,
    isHome,
    home: isHome ? ours : side(opponent),
    away: isHome ? side(opponent) : ours,
    score:
      hasScore && doc.score?.home != null && doc.score?.away != null
        ? { home: doc.score.home, away: doc.score.away }
        : null,
    team: { id: team.id, name: team.name, category: team.category },
    competition: { id: competition.id, name: competition.name, kind: competition.kind },
    type: competition.kind === 'friendly' ? 'friendly' : 'competition',
    season: { id: season.id, name: season.name },
    matchday: doc.matchday ?? null,
    venue: doc.venue ?? null,
    report: newsLink(doc.report),
    gallery: newsLink(doc.gallery),
    ticketUrl: doc.ticketUrl ?? null,
    scheduleRevision: doc.scheduleRevision ?? 0,
    live: liveMatchState(doc),
    updatedAt: doc.updatedAt,
  };
}

/**
 * Our side of every match: the club editors mark as our own. A new site has none until an
 * editor adds it, and may already hold matches; until then our side carries the club's
 * name from Club settings (or the neutral one) without a crest, so every page still renders,
 * at build time too. The lists that show it are expired by a save of the settings as well.
 */
async function ownSide(payload: Payload, locale: Locale): Promise<Side> {
  const result = await payload.find({
    collection: 'clubs',
    where: { isOwnClub: { equals: true } },
    limit: 1,
    depth: 1,
  });
  const own = result.docs[0];
  if (own) return side(own);
  const identity = await queryClubIdentity(payload, locale);
  return { name: identity.name, shortName: identity.shortName, logo: null };
}

function whereFor(filters: Partial<MatchFilters> & { team: MatchTeam }): Where {
  const and: Where[] = [{ 'team.category': { equals: filters.team } }];
  if (filters.timeframe === 'past') and.push({ status: { equals: 'finished' } });
  if (filters.timeframe === 'upcoming') and.push({ status: { in: upcomingStatuses } });
  if (filters.competition) and.push({ competition: { equals: filters.competition } });
  if (filters.season) and.push({ season: { equals: filters.season } });
  if (filters.type === 'friendly') and.push({ 'competition.kind': { equals: 'friendly' } });
  if (filters.type === 'competition') and.push({ 'competition.kind': { not_equals: 'friendly' } });
  return { and };
}

/**
 * Matches of one of our teams: upcoming ones soonest first, past ones latest
 * first. "Upcoming" and "past" follow the status editors set, so a cached list
 * never moves a match on its own at kick-off.
 */
export async function queryMatches(
  payload: Payload,
  locale: Locale,
  filters: MatchFilters,
  limit = 100,
): Promise<Match[]> {
  const [result, own] = await Promise.all([
    payload.find({
      collection: 'matches',
      locale,
      where: whereFor(filters),
      sort: filters.timeframe === 'past' ? '-kickoff' : 'kickoff',
      limit,
      depth: 2,
    }),
    ownSide(payload, locale),
  ]);
  return result.docs.map((doc) => toMatch(doc, own));
}

export const listMatches = cachedRead('matches-list', [cacheTags.matches, cacheTags.clubSettings], queryMatches);

/** One match, for its page; null when there is none by that id. */
export async function queryMatch(payload: Payload, locale: Locale, id: number): Promise<Match | null> {
  const [doc, own] = await Promise.all([
    payload.findByID({ collection: 'matches', id, locale, depth: 2, disableErrors: true }),
    ownSide(payload, locale),
  ]);
  return doc ? toMatch(doc, own) : null;
}

export const getMatch = cachedRead('match', [cacheTags.matches, cacheTags.clubSettings], queryMatch);

const inProgress = liveStatuses.filter(isInProgress);

/**
 * Home's candidates for a team: the match being played now (the secretary's live status), and
 * the first matches not over that kick off on `day` or later, whatever their status says: one
 * left "scheduled" months ago is not among them. A day rather than the moment, so the cached
 * read keeps one entry a day; nextFrom leaves out what has kicked off since.
 */
export async function queryComingMatches(
  payload: Payload,
  locale: Locale,
  team: MatchTeam,
  day: string,
): Promise<{ live: Match | null; coming: Match[] }> {
  const ofTeam = { 'team.category': { equals: team } };
  const [live, coming, own] = await Promise.all([
    payload.find({
      collection: 'matches',
      locale,
      where: { and: [ofTeam, { 'live.status': { in: inProgress } }] },
      sort: '-kickoff',
      limit: 1,
      depth: 2,
    }),
    payload.find({
      collection: 'matches',
      locale,
      where: {
        and: [
          ofTeam,
          { status: { in: upcomingStatuses } },
          { kickoff: { greater_than_equal: day } },
        ],
      },
      sort: 'kickoff',
      // Room for the day's matches that kicked off already, the one being played among them.
      limit: 3,
      depth: 2,
    }),
    ownSide(payload, locale),
  ]);
  return {
    live: live.docs[0] ? toMatch(live.docs[0], own) : null,
    coming: coming.docs.map((doc) => toMatch(doc, own)),
  };
}

const listComingMatches = cachedRead(
  'matches-coming',
  [cacheTags.matches, cacheTags.clubSettings],
  queryComingMatches,
);

/**
 * The next match is the next by kick-off from `now`. One left "scheduled" after its kick-off (its
 * result not entered yet) is not: home leaves it out, and the admin flags it (awaiting-result.ts).
 */
export function nextFrom(coming: Match[], now: Date): Match | null {
  return coming.find((match) => !isInProgress(match.live.status) && new Date(match.kickoff) > now) ?? null;
}

/** The start of `now`'s day in UTC, the coming matches' cache key. */
export function dayOf(now: Date): string {
  return `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

/**
 * For home: the match of a team being played now (kicked off, not yet over),
 * the next one to be played and the last one played.
 */
export async function nextAndLastMatch(locale: Locale, team: MatchTeam, now = new Date()) {
  const [{ live, coming }, last] = await Promise.all([
    listComingMatches(locale, team, dayOf(now)),
    listMatches(locale, { timeframe: 'past', team }, 1),
  ]);
  return { live, next: nextFrom(coming, now), last: last[0] ?? null };
}

/** Competitions and seasons that have matches, for the filters. */
export async function queryMatchFilterOptions(
  payload: Payload,
  locale: Locale,
): Promise<{ competitions: FilterOption[]; seasons: FilterOption[] }> {
  const [competitions, seasons] = await Promise.all([
    payload.find({ collection: 'competitions', locale, pagination: false, sort: 'name', depth: 0 }),
    payload.find({ collection: 'seasons', pagination: false, sort: '-startsOn', depth: 0 }),
  ]);
  return {
    competitions: competitions.docs.map((doc) => ({ id: doc.id, name: doc.name })),
    seasons: seasons.docs.map((doc) => ({ id: doc.id, name: doc.name })),
  };
}

export const listMatchFilterOptions = cachedRead(
  'match-filter-options',
  [cacheTags.matches],
  queryMatchFilterOptions,
);

/** Every match of a team, for its iCalendar feed. */
export async function queryTeamFixtures(payload: Payload, locale: Locale, team: MatchTeam): Promise<Match[]> {
  const [result, own] = await Promise.all([
    payload.find({
      collection: 'matches',
      locale,
      where: { 'team.category': { equals: team } },
      sort: 'kickoff',
      pagination: false,
      depth: 2,
    }),
    ownSide(payload, locale),
  ]);
  return result.docs.map((doc) => toMatch(doc, own));
}

export const listTeamFixtures = cachedRead(
  'team-fixtures',
  [cacheTags.matches, cacheTags.clubSettings],
  queryTeamFixtures,
);
