import type { Field } from 'payload';
import { tags } from '@/lib/domain/vocabulary/content-tags';

/** The tags of news and videos (lib/domain/vocabulary/content-tags.ts), for editors to choose from. */
export function tagsField(): Field {
  return {
    name: 'tags',
    type: 'select',
    hasMany: true,
    options: tags.map((tag) => ({ label: tag, value: tag })),
    admin: { position: 'sidebar' },
  };
}
