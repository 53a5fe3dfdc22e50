import 'server-only';
import type { Match } from '@/lib/data/matches';
import type { NewsItem } from '@/lib/data/news';
import type { Squad } from '@/lib/data/teams';
import type { Video } from '@/lib/data/videos';
import { localeTags, type Locale } from '@/lib/domain/i18n/locales';
import { embedUrl, isoDuration } from '@/lib/domain/videos/embed';
import { env } from '@/lib/shared/env';

const eventStatus: Record<Match['status'], string> = {
  scheduled: 'https://schema.org/EventScheduled',
  tbc: 'https://schema.org/EventScheduled',
  live: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
};

/** schema.org SportsEvent for each match in a list. */
export function sportsEvents(matches: Match[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': matches.map(sportsEventOf),
  };
}

/**
 * schema.org SportsEvent of one match, for its page: its status, and once it has
 * kicked off its score (schema.org has no score property: the description says it).
 */
export function sportsEvent(match: Match, path: string, scoreLine: string | null) {
  return {
    '@context': 'https://schema.org',
    ...sportsEventOf(match),
    url: new URL(path, env.SITE_URL).toString(),
    ...(scoreLine ? { description: scoreLine } : {}),
  };
}

function sportsEventOf(match: Match) {
  return {
    '@type': 'SportsEvent',
    name: `${match.home.name} – ${match.away.name}`,
    startDate: match.kickoff,
    eventStatus: eventStatus[match.status],
    sport: 'Soccer',
    homeTeam: { '@type': 'SportsTeam', name: match.home.name },
    awayTeam: { '@type': 'SportsTeam', name: match.away.name },
    ...(match.venue ? { location: { '@type': 'Place', name: match.venue } } : {}),
    superEvent: { '@type': 'SportsEvent', name: match.competition.name },
  };
}

/** schema.org SportsTeam with its players and coaches. */
export function sportsTeam(squad: Squad, clubName: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: `${clubName} ${squad.team.name}`,
    sport: 'Soccer',
    url: env.SITE_URL,
    athlete: squad.players.flatMap((group) =>
      group.people.map((person) => ({ '@type': 'Person', name: `${person.firstName} ${person.lastName}` })),
    ),
    coach: squad.staff.map((person) => ({
      '@type': 'Person',
      name: `${person.firstName} ${person.lastName}`,
    })),
  };
}

/** The club itself, on the home page: name, crest, address and social profiles. */
export function clubOrganization(
  info: {
    name: string;
    address: { street: string; postalCode: string; city: string };
    phone: string;
    email: string;
    social: Record<string, string>;
  },
  logo: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: info.name,
    sport: 'Soccer',
    url: env.SITE_URL,
    logo: new URL(logo, env.SITE_URL).toString(),
    email: info.email,
    telephone: info.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: info.address.street,
      postalCode: info.address.postalCode,
      addressLocality: info.address.city,
      addressCountry: 'BE',
    },
    sameAs: Object.values(info.social).filter(Boolean),
  };
}

const absolute = (path: string) => new URL(path, env.SITE_URL).toString();

/**
 * schema.org NewsArticle of a news detail page: its headline is the one the page
 * shows; description and image are those given to search engines.
 */
export function newsArticle(
  item: NewsItem,
  path: string,
  locale: Locale,
  club: { name: string; logo: string },
) {
  const { description, image } = item.metadata;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.title,
    description: description ?? undefined,
    inLanguage: localeTags[locale],
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    mainEntityOfPage: absolute(path),
    image: image ? [absolute(image.url)] : undefined,
    author: { '@type': 'Organization', name: item.author ?? club.name },
    publisher: { '@type': 'Organization', name: club.name, logo: absolute(club.logo) },
    keywords: item.tags.join(', ') || undefined,
  };
}

/** schema.org VideoObject for each video of the club channel. */
export function videoObjects(videos: Video[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': videos.map((video) => ({
      '@type': 'VideoObject',
      name: video.title,
      description: video.title,
      uploadDate: video.publishedAt,
      duration: isoDuration(video.duration),
      thumbnailUrl: video.thumbnail ? absolute(video.thumbnail.url) : undefined,
      embedUrl: embedUrl(video.provider, video.providerId).split('?')[0],
    })),
  };
}
