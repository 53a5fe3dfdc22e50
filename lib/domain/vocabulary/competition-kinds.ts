/** The kinds of competition a match belongs to. */
export const competitionKinds = ['league', 'cup', 'friendly'] as const;
export type CompetitionKind = (typeof competitionKinds)[number];
