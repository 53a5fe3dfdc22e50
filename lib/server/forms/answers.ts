import type { Locale } from '@/lib/domain/i18n/locales';
import { refusals } from '@/lib/shared/http/json-request';
import type { FieldErrors } from '../../domain/forms/errors';

/**
 * How a form's route answers: the status of each refusal, and its words. The four forms
 * answer error codes, which the form shows in the visitor's language; the newsletter
 * answers sentences (SPEC §7 words them), in the request's language.
 */
export type Refusal =
  | 'unknownLanguage'
  | 'unsupportedMediaType'
  | 'forbiddenOrigin'
  | 'tooManyRequests'
  | 'payloadTooLarge'
  | 'malformedJson'
  | 'unavailable';

/** How a route words its refusals and field errors. */
export type Wording = {
  refusal: (reason: Refusal) => string;
  invalid: (errors: FieldErrors) => Record<string, unknown>;
};

/** Error codes: the form translates them. */
export const codes: Wording = {
  refusal: (reason) => reason,
  invalid: (errors) => ({ error: 'invalid', fieldErrors: errors }),
};

/** The keys of the `Newsletter` messages for the refusals a visitor can do something about. */
const sentences: Partial<Record<Refusal, string>> = {
  unknownLanguage: 'unknownLanguage',
  forbiddenOrigin: 'refused',
  tooManyRequests: 'tooManyRequests',
  unavailable: 'failed',
};

/**
 * Sentences in the visitor's language, field errors included. A body no form sends
 * (wrong type, too large, unreadable) is refused in the words of lib/shared/http/json-request.ts.
 */
export async function wordedIn(namespace: 'Newsletter', locale: Locale): Promise<Wording> {
  // Loaded only here: the forms' handlers, which answer codes, need no translations.
  const { getTranslations } = await import('next-intl/server');
  const t = await getTranslations({ locale, namespace });
  const say = (key: string) =>
    t.has(key as 'formIncomplete') ? t(key as 'formIncomplete') : t('formIncomplete');
  return {
    refusal: (reason) =>
      sentences[reason] ? say(sentences[reason]) : refusals[reason as keyof typeof refusals],
    invalid: (errors) => ({
      error: t('formIncomplete'),
      fields: Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, say(code)])),
    }),
  };
}

export const json = (body: unknown, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

export const refusalStatus: Record<Refusal, number> = {
  unknownLanguage: 400,
  unsupportedMediaType: 415,
  forbiddenOrigin: 403,
  tooManyRequests: 429,
  payloadTooLarge: 413,
  malformedJson: 400,
  unavailable: 503,
};
export const retryAfter: Partial<Record<Refusal, string>> = { tooManyRequests: '60', unavailable: '5' };
