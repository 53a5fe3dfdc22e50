import type { FieldErrors } from '@/lib/domain/forms/errors';
import { withLanguage } from '@/lib/domain/i18n/request-language';
import type { Locale } from '@/lib/domain/i18n/locales';

export type SubmitResult =
  | { status: 'ok' }
  /** Per field, an error code (the forms) or a message in the visitor's language (the newsletter). */
  | { status: 'invalid'; fieldErrors: Record<string, string> }
  | { status: 'rateLimited' }
  /** The server refused the request itself (foreign origin, too large, wrong type): retrying will not help. */
  | { status: 'refused' }
  | { status: 'failed' };

/**
 * Posts a form as JSON to its route handler (`action`) and tells the form what to
 * show. The language goes as the `lang` query parameter, as to every API route.
 */
export async function postForm(action: string, values: object, locale: Locale): Promise<SubmitResult> {
  try {
    const response = await fetch(withLanguage(action, locale), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(values),
    });
    if (response.ok) return { status: 'ok' };
    if (response.status === 429) return { status: 'rateLimited' };
    if ([403, 413, 415].includes(response.status)) return { status: 'refused' };
    if (response.status === 400) {
      // The forms answer error codes (`fieldErrors`); the newsletter, SPEC §7, messages (`fields`).
      const body = (await response.json().catch(() => ({}))) as {
        fieldErrors?: FieldErrors;
        fields?: Record<string, string>;
      };
      const fieldErrors = body.fieldErrors ?? body.fields;
      if (fieldErrors) return { status: 'invalid', fieldErrors };
    }
    return { status: 'failed' };
  } catch {
    // Offline or the server unreachable: the same retryable failure.
    return { status: 'failed' };
  }
}
