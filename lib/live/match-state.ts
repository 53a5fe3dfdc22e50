/**
 * What a visitor's page needs of a match while it is played: its status, the minute, the
 * score and the timeline, with a version that grows with every save. The shape is the
 * contract between the CMS side (which builds it from a saved match) and the delivery (the
 * bus, the stream, the browser island), and travels whole in every message: a page that
 * missed messages is up to date with the next one.
 */
export type LiveStatus =
  | 'not_started'
  | 'first_half'
  | 'half_time'
  | 'second_half'
  | 'extra_time'
  | 'penalties'
  | 'full_time'
  | 'postponed';

export type LiveEventKind =
  'kick_off' | 'goal' | 'yellow_card' | 'red_card' | 'substitution' | 'added_time' | 'text';

export type LiveEvent = {
  id: string;
  kind: LiveEventKind;
  minute: number | null;
  side?: 'home' | 'away' | null;
  /** The scorer, the booked player, the player coming on. */
  player?: string | null;
  /** The assist, the player going off. */
  otherPlayer?: string | null;
  penalty?: boolean | null;
  ownGoal?: boolean | null;
  /** A short line in the three languages. */
  text?: { en?: string | null; nl?: string | null; fr?: string | null } | null;
};

export type LiveMatchState = {
  matchId: string;
  status: LiveStatus;
  minute: number | null;
  score: { home: number; away: number };
  events: LiveEvent[];
  version: number;
};
