import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrors } from '@/lib/forms/errors';

/**
 * react-hook-form's resolver for our zod schemas: the same schema and the same
 * error codes as the route handler, so browser and server never disagree.
 * (A few lines instead of the @hookform/resolvers dependency.) `load` gives the
 * schema, which comes with zod in a chunk of its own: see useSchemaForm.
 */
export function zodResolver<Schema extends z.ZodType>(
  load: () => Promise<Schema>,
): Resolver<z.input<Schema> & FieldValues> {
  return async (values) => {
    const result = (await load()).safeParse(values);
    if (result.success) return { values: result.data as never, errors: {} };
    const errors: FieldErrors = {};
    for (const [field, code] of Object.entries(fieldErrors(result.error))) {
      errors[field] = { type: 'validation', message: code };
    }
    return { values: {}, errors: errors as never };
  };
}
