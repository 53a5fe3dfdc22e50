/**
 * A fixed vocabulary shared by news and videos: visitors filter by tag, so each
 * one needs a label in the three languages (messages `Tags`), not free text.
 */
export const tags = [
  'first-team',
  'promises',
  'youth',
  'ladies',
  'esports',
  'interview',
  'highlights',
  'behind-the-scenes',
  'community',
  'tickets',
  'transfers',
] as const;
export type Tag = (typeof tags)[number];
