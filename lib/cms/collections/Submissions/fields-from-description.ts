import type { Field } from 'payload';
import {
  isAsked,
  isBlank,
  mayBeAbsent,
  type FieldDescription,
  type FormDescription,
} from '../../../domain/forms/description';
import { fieldSchema } from '../../../domain/forms/schema-from-description';

/**
 * The collection fields of a form, derived from the same description as its zod
 * schema: a field is required exactly when the form always asks it, a choice
 * offers the form's options, and every stored value passes the form's own check
 * (`validate`), so an answer the form accepts is one the CMS stores, and an
 * admin's edit is held to the same rules.
 */
export function fieldsFromDescription(description: FormDescription): Field[] {
  return Object.entries(description).flatMap(([name, field]) => storedFields(name, field));
}

function storedFields(name: string, field: FieldDescription): Field[] {
  const required = !mayBeAbsent(field);
  const validate = sameCheckAsTheForm(field, required);
  switch (field.kind) {
    case 'match':
      return [
        { name: 'match', type: 'relationship', relationTo: 'matches', required: true },
        // The match as the visitor saw it, kept even if the fixture is later deleted.
        { name: 'matchLabel', type: 'text', required: true },
      ];
    case 'flag':
      return [{ name, type: 'checkbox', defaultValue: false }];
    case 'count':
      return [{ name, type: 'number', required, min: field.min, max: field.max, validate }];
    case 'choice':
      return [{ name, type: 'select', options: [...field.options], required, validate }];
    case 'email':
      return [{ name, type: 'email', required, validate }];
    case 'longText':
      return [{ name, type: 'textarea', required, validate }];
    default:
      return [{ name, type: 'text', required, validate }];
  }
}

/**
 * Checked when a submission is stored: the form's own check, and no answer to a
 * question the other answers did not ask (the request schema's rule). An
 * admin's later edit is not held to the form's date rules: a visit asked for
 * last month has a preferred date in the past.
 */
function sameCheckAsTheForm(field: FieldDescription, required: boolean) {
  const schema = fieldSchema(field);
  return (
    value: unknown,
    { operation, siblingData }: { operation?: string; siblingData?: Record<string, unknown> },
  ) => {
    if (operation === 'create' && !isAsked(field, siblingData ?? {}) && !isBlank(value)) {
      return 'Not asked: another answer of this submission rules this question out.';
    }
    if (value === null || value === undefined) return required ? 'This field is required.' : true;
    if (operation !== 'create') return true;
    const result = schema.safeParse(value);
    return result.success ? true : `Not a valid answer (${result.error.issues[0].message}).`;
  };
}
