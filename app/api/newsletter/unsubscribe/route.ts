import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { formFields } from '@/lib/shared/http/form-fields';
import { NO_STORE, plainAnswer } from '@/lib/shared/http/plain-answer';
import { cms } from '@/lib/cms/client';
import { requestedLanguage } from '@/lib/domain/i18n/request-language';
import { defaultLocale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { log } from '@/lib/shared/log/logger';
import { unsubscribe } from '@/lib/domain/newsletter/unsubscribe';
import { isUnsubscribeToken } from '@/lib/domain/newsletter/unsubscribe-link';

/** `List-Unsubscribe=One-Click` or the page's one field: a few bytes. */
const BODY_LIMIT_BYTES = 1024;

/**
 * POST /api/newsletter/unsubscribe?token=…&lang=… — unsubscribes the link's subscriber.
 * Two callers: a mail program's one-click button (RFC 8058: the body is
 * `List-Unsubscribe=One-Click`), answered 200 without a page; and the button of the
 * preferences page (`via=page`), sent on (303) to the page saying it is done. It takes
 * effect at once: the subscriber is deleted and the address suppressed before the answer. No Origin
 * check: a mail program posts from nowhere, and the token is what authorises.
 * A link to nobody any more is answered as done; a link we did not make is a 400.
 */
export async function POST(request: NextRequest) {
  const locale = requestedLanguage(request) || defaultLocale;
  // The page's button shows these answers to a visitor: in the page's language.
  const t = await getTranslations({ locale, namespace: 'NewsletterUnsubscribe' });
  const token = request.nextUrl.searchParams.get('token');
  if (!isUnsubscribeToken(token)) return plainAnswer(400, t('invalid'));
  const fields = await formFields(request, BODY_LIMIT_BYTES);
  if (!fields) return plainAnswer(413, t('tooLarge'));
  const oneClick = fields.get('List-Unsubscribe') === 'One-Click';
  const fromPage = fields.get('via') === 'page';
  if (!oneClick && !fromPage) return plainAnswer(400, 'Send List-Unsubscribe=One-Click.');
  try {
    const outcome = await unsubscribe(await cms(), token);
    if (fromPage) {
      const page =
        outcome === 'invalid'
          ? localizedPath(locale, 'newsletter-preferences', { query: { token } })
          : localizedPath(locale, 'newsletter-unsubscribed');
      return new Response(null, { status: 303, headers: { ...NO_STORE, Location: page } });
    }
    return outcome === 'invalid' ? plainAnswer(400, t('invalid')) : plainAnswer(200);
  } catch (error) {
    log.error({ err: error }, 'could not unsubscribe a newsletter subscriber');
    return plainAnswer(503, t('unavailable'), { 'Retry-After': '5' });
  }
}

/**
 * A GET of the header's address (a mail program that opens it instead of posting, a
 * scanner) unsubscribes nobody: it leads to the preferences page, in the mail's language.
 */
export function GET(request: NextRequest) {
  const locale = requestedLanguage(request) || defaultLocale;
  const token = request.nextUrl.searchParams.get('token') ?? '';
  return new Response(null, {
    status: 303,
    headers: { ...NO_STORE, Location: localizedPath(locale, 'newsletter-preferences', { query: { token } }) },
  });
}

/** Nor does a HEAD: Next would otherwise answer it with GET, which changes nothing either. */
export function HEAD() {
  return new Response(null, { status: 204, headers: NO_STORE });
}
