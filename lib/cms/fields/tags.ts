import type { Field } from 'payload';

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

export function tagsField(): Field {
  return {
    name: 'tags',
    type: 'select',
    hasMany: true,
    options: tags.map((tag) => ({ label: tag, value: tag })),
    admin: { position: 'sidebar' },
  };
}
