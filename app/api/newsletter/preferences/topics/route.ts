import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { cms } from '@/lib/cms/client';
import { requestedLanguage } from '@/lib/domain/i18n/request-language';
import { defaultLocale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { changeNewsletterTopics } from '@/lib/domain/newsletter/unsubscribe';
import { isUnsubscribeToken } from '@/lib/domain/newsletter/unsubscribe-link';
import { formFields } from '@/lib/shared/http/form-fields';
import { NO_STORE, plainAnswer } from '@/lib/shared/http/plain-answer';
import { log } from '@/lib/shared/log/logger';

/** A checkbox per topic (`topic=<id>`): a club's few dozen at most fit many times over. */
const BODY_LIMIT_BYTES = 2048;

/**
 * POST /api/newsletter/preferences/topics?token=…&lang=… — the topics form of the
 * preferences page (a plain form: `topic=<id>` per ticked box, none for none): the
 * subscriber gets the editions of those topics from the next one on. The signed token
 * authorises, as on the language form; the visitor is sent back (303) to the page, which
 * says it is saved. A topic not offered any more (retired, deleted) or not a topic at all
 * refuses the whole form with a 400 in the page's language, and nothing is changed.
 */
export async function POST(request: NextRequest) {
  const lang = requestedLanguage(request) || defaultLocale;
  const t = await getTranslations({ locale: lang, namespace: 'NewsletterUnsubscribe' });
  const token = request.nextUrl.searchParams.get('token');
  if (!isUnsubscribeToken(token)) return plainAnswer(400, t('invalid'));
  const fields = await formFields(request, BODY_LIMIT_BYTES);
  if (!fields) return plainAnswer(413, t('tooLarge'));
  const posted = fields.getAll('topic').map((value) => (typeof value === 'string' ? value : ''));
  try {
    const outcome = await changeNewsletterTopics(await cms(), token, posted);
    if (outcome === 'invalid') return plainAnswer(400, t('topicsInvalid'));
    const query = outcome === 'valid' ? { token, saved: 'topics' as const } : { token };
    return new Response(null, {
      status: 303,
      headers: { ...NO_STORE, Location: localizedPath(lang, 'newsletter-preferences', { query }) },
    });
  } catch (error) {
    log.error({ err: error }, 'could not change a newsletter subscriber’s topics');
    return plainAnswer(503, t('unavailable'), { 'Retry-After': '5' });
  }
}
