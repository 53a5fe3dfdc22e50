import { clubNameKey } from './club-names';

type ClubId = number | string;

/**
 * Finds the club a league's name means: by the club's name or short name, compared as
 * clubNameKey does, or by a name an editor mapped to a club on the feed ("Sint-Truiden" →
 * "STVV"), which wins. `ours` are the names our own club goes by in the feed.
 */
export class ClubMatcher {
  private readonly byKey = new Map<string, ClubId>();
  private readonly ownKeys = new Set<string>();

  constructor(
    clubs: { id: ClubId; name: string; shortName?: string | null; isOwnClub?: boolean | null }[],
    mappings: { name: string; club: ClubId }[],
    ownNames: string[],
  ) {
    for (const club of clubs) {
      for (const name of [club.shortName, club.name]) {
        if (name) this.byKey.set(clubNameKey(name), club.id);
      }
      if (club.isOwnClub) this.ownKeys.add(clubNameKey(club.name));
    }
    for (const { name, club } of mappings) this.byKey.set(clubNameKey(name), club);
    for (const name of ownNames) this.ownKeys.add(clubNameKey(name));
  }

  isOurs(name: string): boolean {
    return this.ownKeys.has(clubNameKey(name));
  }

  clubOf(name: string): ClubId | undefined {
    return this.byKey.get(clubNameKey(name));
  }
}
