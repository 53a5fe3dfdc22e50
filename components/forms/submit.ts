import type { FieldErrors } from '@/lib/forms/errors';
import type { Locale } from '@/lib/i18n/locales';

export type SubmitResult =
  | { status: 'ok' }
  | { status: 'invalid'; fieldErrors: FieldErrors }
  | { status: 'rateLimited' }
  /** The server refused the request itself (foreign origin, too large, wrong type): retrying will not help. */
  | { status: 'refused' }
  | { status: 'failed' };

/** Posts a form as JSON to its route handler and tells the form what to show. */
export async function postForm(form: string, values: object, locale: Locale): Promise<SubmitResult> {
  try {
    const response = await fetch(`/api/forms/${form}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...values, locale }),
    });
    if (response.ok) return { status: 'ok' };
    if (response.status === 429) return { status: 'rateLimited' };
    if ([403, 413, 415].includes(response.status)) return { status: 'refused' };
    if (response.status === 400) {
      const body = (await response.json().catch(() => ({}))) as { fieldErrors?: FieldErrors };
      if (body.fieldErrors) return { status: 'invalid', fieldErrors: body.fieldErrors };
    }
    return { status: 'failed' };
  } catch {
    // Offline or the server unreachable: the same retryable failure.
    return { status: 'failed' };
  }
}
