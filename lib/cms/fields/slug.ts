import type { Field, FieldHook } from 'payload';
import { slugify } from '@/lib/shared/slugify';

const fromTitle =
  (source: string): FieldHook =>
  ({ value, data }) => {
    if (typeof value === 'string' && value.trim()) return slugify(value);
    const title = data?.[source];
    return typeof title === 'string' ? slugify(title) : value;
  };

/** A localized slug, generated per language from the title unless an editor types one. */
export function slugField(source = 'title'): Field {
  return {
    name: 'slug',
    type: 'text',
    localized: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: 'Part of the public address in this language. Left empty, it follows the title.',
    },
    hooks: { beforeValidate: [fromTitle(source)] },
  };
}
