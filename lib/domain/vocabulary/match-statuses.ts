/** Where a match stands (the Matches collection's `status`), set by an editor or the live entry. */
export type MatchStatus = 'scheduled' | 'tbc' | 'live' | 'finished' | 'postponed';
