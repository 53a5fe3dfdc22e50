import { defineWords } from '@/components/i18n/words';

/** The next match's countdown (Countdown). */
export const countdownWords = defineWords({ Countdown: 'all' });

/** What the matches' filters read (MatchesExplorer): their labels, not the whole Matches namespace. */
export const matchesExplorerWords = defineWords({
  Matches: [
    'filters',
    'upcoming',
    'past',
    'team',
    'teamFirst',
    'teamPromises',
    'competition',
    'allCompetitions',
    'season',
    'allSeasons',
    'type',
    'allTypes',
    'typeCompetition',
    'typeFriendly',
    'apply',
  ],
});

/** The live scoreboard that follows a match's stream (LiveFollower). */
export const liveMatchWords = defineWords({ Live: 'all' });
