'use client';

import { useLocale } from '#translations';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { Locale } from '@/lib/i18n/locales';
import { postForm } from './submit';

export type SubmissionState = 'idle' | 'sending' | 'sent' | 'failed' | 'refused' | 'rateLimited';

/**
 * Sends a validated form to its route handler, `action`. The server's field errors
 * land on their fields; a failure leaves every value in place so the visitor can
 * simply try again.
 */
export function useSubmission<Values extends FieldValues>(action: string, setError: UseFormSetError<Values>) {
  const locale = useLocale() as Locale;
  const [state, setState] = useState<SubmissionState>('idle');

  /** Resolves to the fields the server refused (empty when it accepted or failed otherwise). */
  async function submit(values: Values): Promise<string[]> {
    setState('sending');
    const result = await postForm(action, values, locale);
    if (result.status === 'ok') {
      setState('sent');
      return [];
    }
    if (result.status === 'invalid') {
      for (const [field, code] of Object.entries(result.fieldErrors)) {
        setError(field as Path<Values>, { type: 'server', message: code });
      }
      setState('idle');
      return Object.keys(result.fieldErrors);
    }
    setState(result.status);
    return [];
  }

  return { state, submit };
}
