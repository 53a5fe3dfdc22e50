/** Where a match stands: the status an editor or the live entry sets. */
export const matchStatuses = ['scheduled', 'tbc', 'live', 'finished', 'postponed'] as const;
export type MatchStatus = (typeof matchStatuses)[number];
