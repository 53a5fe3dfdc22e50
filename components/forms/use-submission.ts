'use client';

import { useLocale } from '#translations';
import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Locale } from '@/lib/domain/i18n/locales';
import { postForm, type SubmitResult } from './submit';
import { submissions } from './submissions';

export type SubmissionState = 'idle' | 'sending' | 'sent' | 'failed' | 'refused' | 'rateLimited';

/** What the form shows for the last answer: a refused field is marked on the field itself. */
const stateOf = (result: SubmitResult | undefined): SubmissionState =>
  !result || result.status === 'invalid' ? 'idle' : result.status === 'ok' ? 'sent' : result.status;

/**
 * Sends a validated form to its route handler, `action`, as a TanStack Query
 * mutation. The server's field errors land on their fields; a failure leaves
 * every value in place so the visitor can simply try again (no automatic retry:
 * the visitor decides, and a stored submission is never sent twice).
 */
export function useSubmission<Values extends FieldValues>(action: string, setError: UseFormSetError<Values>) {
  const locale = useLocale() as Locale;
  const mutation = useMutation(
    { mutationFn: (values: Values) => postForm(action, values, locale) },
    submissions,
  );

  /** Resolves to the fields the server refused (empty when it accepted or failed otherwise). */
  async function submit(values: Values): Promise<string[]> {
    const result = await mutation.mutateAsync(values);
    if (result.status !== 'invalid') return [];
    for (const [field, code] of Object.entries(result.fieldErrors)) {
      setError(field as Path<Values>, { type: 'server', message: code });
    }
    return Object.keys(result.fieldErrors);
  }

  return { state: mutation.isPending ? 'sending' : stateOf(mutation.data), submit };
}
