import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import type { Payload } from 'payload';
import { cms } from '@/lib/cms/client';
import { requestedLanguage } from '@/lib/domain/i18n/request-language';
import { defaultLocale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import type { UnsubscribeLinkState } from '@/lib/domain/newsletter/unsubscribe';
import { isUnsubscribeToken } from '@/lib/domain/newsletter/unsubscribe-link';
import { formFields } from '@/lib/shared/http/form-fields';
import { NO_STORE, plainAnswer } from '@/lib/shared/http/plain-answer';
import { log } from '@/lib/shared/log/logger';

type PreferencesForm = {
  /** What the page's notice says was saved. */
  saved: 'language' | 'topics';
  /** The form's few fields, in bytes. */
  bodyLimit: number;
  /** The page's words for a form whose values are none the site offers. */
  invalid: 'languageInvalid' | 'topicsInvalid';
  change: (
    payload: Payload,
    token: string,
    fields: URLSearchParams | FormData,
  ) => Promise<UnsubscribeLinkState>;
};

/**
 * A form of the preferences page (plain HTML: it works without JavaScript), posted to
 * `…?token=…&lang=…`. The signed token of every mail authorises, as on the unsubscribe route;
 * the visitor is sent back (303) to the page, which says it is saved, or, for a token of
 * nobody any more, says so. A mistake (a link we did not make, too much data, values the site
 * does not offer) is answered in the page's language and changes nothing.
 */
export async function answerPreferencesForm(request: NextRequest, form: PreferencesForm): Promise<Response> {
  const lang = requestedLanguage(request) || defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: 'NewsletterUnsubscribe' });
  const token = request.nextUrl.searchParams.get('token');
  if (!isUnsubscribeToken(token)) return plainAnswer(400, t('invalid'));
  const fields = await formFields(request, form.bodyLimit);
  if (!fields) return plainAnswer(413, t('tooLarge'));
  try {
    const outcome = await form.change(await cms(), token, fields);
    if (outcome === 'invalid') return plainAnswer(400, t(form.invalid));
    const query = outcome === 'valid' ? { token, saved: form.saved } : { token };
    return new Response(null, {
      status: 303,
      headers: { ...NO_STORE, Location: localizedPath(lang, 'newsletter-preferences', { query }) },
    });
  } catch (error) {
    log.error({ err: error, form: form.saved }, 'could not change a newsletter subscriber’s preferences');
    return plainAnswer(503, t('unavailable'), { 'Retry-After': '5' });
  }
}
