import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { cms } from '@/lib/cms/client';
import { requestedLanguage } from '@/lib/domain/i18n/request-language';
import { defaultLocale } from '@/lib/domain/i18n/locales';
import { localizedPath } from '@/lib/domain/i18n/routes';
import { confirmSubscription } from '@/lib/domain/newsletter/subscriptions';
import { log } from '@/lib/shared/log/logger';

const pageOf = { confirmed: 'newsletter-confirmed', linkExpired: 'newsletter-link-expired' } as const;

/**
 * GET /api/newsletter/confirm?token=…&lang=… — the link in the confirmation
 * e-mail. Confirms the pending sign-up the token belongs to, then sends the
 * visitor (303) to the page saying so, or to the one saying the link expired or
 * was used, in the e-mail's language. A relative Location: the page is on
 * whatever host the link was opened on.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  // A link in an e-mail must lead somewhere: a language we lack reads as the default.
  const locale = requestedLanguage(request) || defaultLocale;
  try {
    const outcome = await confirmSubscription(await cms(), search.get('token'));
    return new Response(null, {
      status: 303,
      headers: { Location: localizedPath(locale, pageOf[outcome]), 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    log.error({ err: error }, 'could not confirm a newsletter subscription');
    const t = await getTranslations({ locale, namespace: 'NewsletterConfirmation' });
    return new Response(t('unavailable'), {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '5',
        'Cache-Control': 'no-store',
      },
    });
  }
}

/**
 * A HEAD confirms nothing: link checkers in mail systems often send one before
 * (or instead of) a visitor opening the link, and Next would answer it with GET.
 */
export function HEAD() {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
