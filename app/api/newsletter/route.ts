import { getTranslations } from 'next-intl/server';
import { after, NextResponse, type NextRequest } from 'next/server';
import { cms } from '@/lib/cms/client';
import { rateLimiter } from '@/lib/forms/server/rate-limit';
import { visitorKey } from '@/lib/forms/server/visitor';
import { isSameOrigin, jsonBodyOrRefusal } from '@/lib/http/json-request';
import { notSoonerThan } from '@/lib/http/steady-timing';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { newsletterMail } from '@/lib/mail/newsletter';
import { sendMail } from '@/lib/mail/transport';
import { parseBirthDate } from '@/lib/newsletter/fields';
import { newsletterSchema, PRIVACY_POLICY_VERSION } from '@/lib/newsletter/schema';
import { signUp } from '@/lib/newsletter/subscriptions';

/**
 * POST /api/newsletter — SPEC §7: body first_name, last_name, birth_date, email,
 * privacy. Validates with the form's own schema, then signs the address up with
 * double opt-in (lib/newsletter/subscriptions.ts): a new address is stored pending
 * and mailed a confirmation link; a known one is never changed.
 *
 * Every valid sign-up gets the same answer, 202 `{ ok: true }`, at the same moment:
 * the e-mail goes out after the answer, and the answer waits until SIGN_UP_ANSWER_MS
 * after validation, far above what the lookup and the insert take. Neither status,
 * body nor timing tells whether an address is subscribed.
 */
const SIGN_UP_ANSWER_MS = 400;

const allow = rateLimiter({ limit: 10, windowMs: 60_000 });

export async function POST(request: NextRequest) {
  const requested = request.headers.get('x-locale') ?? request.nextUrl.searchParams.get('lang');
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Newsletter' });

  if (!isSameOrigin(request)) return NextResponse.json({ error: t('refused') }, { status: 403 });
  if (!(await allow(visitorKey('newsletter', request)))) {
    return NextResponse.json(
      { error: t('tooManyRequests') },
      { status: 429, headers: { 'Retry-After': '60' } },
    );
  }
  const read = await jsonBodyOrRefusal(request);
  if (!read.ok) return read.response;

  const parsed = newsletterSchema.safeParse(read.body);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => {
        // Our schema's messages are message keys; anything else (a body that is not
        // an object, say) gets the general message.
        const key = issue.message as 'firstNameRequired';
        return [String(issue.path[0] ?? 'form'), t.has(key) ? t(key) : t('formIncomplete')];
      }),
    );
    return NextResponse.json({ error: t('formIncomplete'), fields }, { status: 400 });
  }

  const started = performance.now();
  const { first_name, last_name, birth_date, email } = parsed.data;
  let answer: NextResponse;
  try {
    const mail = await signUp(await cms(), {
      email,
      firstName: first_name,
      lastName: last_name,
      birthDate: parseBirthDate(birth_date)!,
      locale,
      policyVersion: PRIVACY_POLICY_VERSION,
    });
    // sendMail logs and swallows its own failure: the visitor can sign up again for a new link.
    if (mail) after(() => sendMail(newsletterMail(mail, locale)));
    answer = NextResponse.json({ ok: true }, { status: 202 });
  } catch (error) {
    console.error('[newsletter] could not store a subscription', error);
    answer = NextResponse.json({ error: t('failed') }, { status: 503, headers: { 'Retry-After': '5' } });
  }
  await notSoonerThan(started, SIGN_UP_ANSWER_MS);
  return answer;
}
