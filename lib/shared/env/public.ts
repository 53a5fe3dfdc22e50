/**
 * Settings the browser needs, inlined at build time (NEXT_PUBLIC_*). SPEC §7:
 * the newsletter posts relative to a configured browser base URL, `/api` by default.
 */
export const publicConfig = {
  apiBaseUrl: (process.env.NEXT_PUBLIC_API_BASE_URL ?? '/api').replace(/\/$/, ''),
  /** Validated at start-up in lib/shared/env/index.ts; empty means no tag manager at all. */
  gtmId: process.env.NEXT_PUBLIC_GTM_ID ?? '',
};
