import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { cms } from '@/lib/cms/client';
import { requestedLanguage } from '@/lib/domain/i18n/request-language';
import { defaultLocale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { changeNewsletterLanguage } from '@/lib/domain/newsletter/unsubscribe';
import { isUnsubscribeToken } from '@/lib/domain/newsletter/unsubscribe-link';
import { formFields } from '@/lib/shared/http/form-fields';
import { NO_STORE, plainAnswer } from '@/lib/shared/http/plain-answer';
import { log } from '@/lib/shared/log/logger';

/** The page's one field: a few bytes. */
const BODY_LIMIT_BYTES = 1024;

/**
 * POST /api/newsletter/preferences?token=…&lang=… — the language form of the preferences
 * page (a plain form: `locale=en|nl|fr`): the subscriber's newsletter is written in that
 * language from the next mail on. The signed token authorises, as on the unsubscribe
 * route; the visitor is sent back (303) to the page, which says it is saved. A token of
 * nobody any more leads back to the page too, which says so.
 */
export async function POST(request: NextRequest) {
  const lang = requestedLanguage(request) || defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: 'NewsletterUnsubscribe' });
  const token = request.nextUrl.searchParams.get('token');
  if (!isUnsubscribeToken(token)) return plainAnswer(400, t('invalid'));
  const fields = await formFields(request, BODY_LIMIT_BYTES);
  if (!fields) return plainAnswer(413, t('tooLarge'));
  try {
    const outcome = await changeNewsletterLanguage(await cms(), token, fields.get('locale'));
    if (outcome === 'invalid') return plainAnswer(400, t('languageInvalid'));
    const query = outcome === 'valid' ? { token, saved: 'language' as const } : { token };
    return new Response(null, {
      status: 303,
      headers: { ...NO_STORE, Location: localizedPath(lang, 'newsletter-preferences', { query }) },
    });
  } catch (error) {
    log.error({ err: error }, 'could not change a newsletter subscriber’s language');
    return plainAnswer(503, t('unavailable'), { 'Retry-After': '5' });
  }
}
