import type { z } from 'zod';
import { errorCodes, type ErrorCode } from './codes';

export type FieldErrors = Record<string, ErrorCode>;

const known = new Set<string>(errorCodes);

/**
 * The first problem of each field, as an error code. A value of the wrong type
 * (a number where text belongs) has no code of its own and reads as "required".
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_form';
    if (field in errors) continue;
    errors[field] = known.has(issue.message) ? (issue.message as ErrorCode) : 'required';
  }
  return errors;
}
