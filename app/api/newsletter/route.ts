import { getTranslations } from 'next-intl/server';
import { NextResponse, type NextRequest } from 'next/server';
import { cms } from '@/lib/cms/client';
import { rateLimiter } from '@/lib/forms/server/rate-limit';
import { visitorKey } from '@/lib/forms/server/visitor';
import { isSameOrigin, jsonBodyOrRefusal } from '@/lib/http/json-request';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { parseBirthDate } from '@/lib/newsletter/fields';
import { newsletterSchema, PRIVACY_POLICY_VERSION } from '@/lib/newsletter/schema';

/**
 * POST /api/newsletter — SPEC §7: body first_name, last_name, birth_date, email,
 * privacy. Validates with the form's own schema, stores the subscriber with the
 * consent time and policy version, once per e-mail address (a second subscription
 * updates the first).
 */
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

  const { first_name, last_name, birth_date, email } = parsed.data;
  const data = {
    email: email.toLowerCase(),
    firstName: first_name,
    lastName: last_name,
    birthDate: parseBirthDate(birth_date)!,
    locale,
    consentAt: new Date().toISOString(),
    policyVersion: PRIVACY_POLICY_VERSION,
  };
  try {
    const payload = await cms();
    const existing = await payload.find({
      collection: 'newsletter-subscribers',
      where: { email: { equals: data.email } },
      limit: 1,
      depth: 0,
    });
    if (existing.docs[0]) {
      await payload.update({ collection: 'newsletter-subscribers', id: existing.docs[0].id, data });
      return NextResponse.json({ ok: true }, { status: 200 });
    }
    await payload.create({ collection: 'newsletter-subscribers', data });
    return NextResponse.json({ ok: true }, { status: 201 });
  } catch (error) {
    console.error('[newsletter] could not store a subscription', error);
    return NextResponse.json({ error: t('failed') }, { status: 503, headers: { 'Retry-After': '5' } });
  }
}
