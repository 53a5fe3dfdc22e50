import type { Field } from 'payload';

/** A name shown to visitors, written per language. */
export const localizedName: Field = { name: 'name', type: 'text', required: true, localized: true };
