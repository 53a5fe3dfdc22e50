/** The kinds of competition a match belongs to (the Competitions collection's `kind`). */
export type CompetitionKind = 'league' | 'cup' | 'friendly';
