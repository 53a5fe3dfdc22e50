/** The categories of SPEC §1, each with its own place on the teams screens. */
export const teamCategories = [
  'first_team',
  'promises',
  'youth',
  'ladies',
  'g_football',
  'esports',
  'referee_academy',
] as const;
export type TeamCategory = (typeof teamCategories)[number];

/** Their names in the CMS's lists (the public site names them in messages `Teams`). */
export const teamCategoryLabels = {
  first_team: 'First team',
  promises: 'Promises',
  youth: 'Youth',
  ladies: 'Ladies',
  g_football: 'G-football',
  esports: 'Esports',
  referee_academy: 'Referee academy',
} as const satisfies Record<TeamCategory, string>;
