/**
 * Why a league file or feed was refused whole (nothing imported), each worded for the editor
 * in messages (`Cms.leagueFeeds.problems`); `line` names the line or event where it applies.
 */
export const feedProblems = [
  'unreachable',
  'timeout',
  'badAddress',
  'privateAddress',
  'httpStatus',
  'tooManyRedirects',
  'tooLarge',
  'tooManyRows',
  'tooManyMatches',
  'notText',
  'unreadable',
  'empty',
  'missingColumn',
  'badDate',
  'badTime',
  'badScore',
  'badNumber',
  'missingId',
  'duplicateId',
  'noTeams',
  'otherSeason',
  'unknownClubs',
  'notOurMatch',
  'badTotals',
  'noSource',
  'failed',
] as const;

export type FeedProblem = (typeof feedProblems)[number];

export type FeedRefusal = { ok: false; problem: FeedProblem; line?: number; detail?: string };
