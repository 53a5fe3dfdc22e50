/** Timing and size constants of the app shell (SPEC §9), named once. */
export const loadingBar = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  colorFrom: '#e0ac00',
  colorTo: '#ffd13a',
} as const;

export const scrolling = {
  resultsDelayMs: 2500,
  resultsDurationMs: 500,
  resultsOffset: { 'games-results': 200, 'news-results': 150 },
  toTopDurationMs: 1000,
  hashRetryMs: 300,
} as const;

export const TRANSITION_COMPLETE_DELAY_MS = 300;
