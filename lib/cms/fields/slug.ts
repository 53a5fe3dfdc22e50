import type { Field, FieldHook } from 'payload';

/** Lower-case, accent-free, hyphenated: "Één club, één doel!" → "een-club-een-doel". */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

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
