import type { Payload } from 'payload';
import { cms } from '@/lib/cms/client';
import { isJson, isSameOrigin, readJsonBody } from '@/lib/http/json-request';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import type { AnswerOf, FormDescription } from '../description';
import { fieldErrors, type FieldErrors } from '../errors';
import { HONEYPOT } from '../codes';
import { schemaFromDescription } from '../schema-from-description';
import { rateLimiter } from './rate-limit';
import { visitorKey } from './visitor';

/** What a form adds between validation and storage: server-only checks and the stored document. */
export type Prepared = { fieldErrors: FieldErrors } | { document: Record<string, unknown> };

type Config<Description extends FormDescription> = {
  /** Names the form in the rate limit and the logs. */
  form: string;
  collection: 'vip-reservations' | 'ticket-requests' | 'contact-messages' | 'mascot-visits';
  /** The form's description: the handler checks requests with the schema derived from it. */
  fields: Description;
  /** Checks against the database (is this match still an upcoming home game?) and the document to store. */
  prepare?: (payload: Payload, data: AnswerOf<Description>, locale: Locale) => Promise<Prepared>;
  /** After the document is stored: the confirmation e-mail. Its failure does not fail the submission. */
  afterStore?: (
    data: AnswerOf<Description>,
    stored: { id: number | string } & Record<string, unknown>,
    locale: Locale,
  ) => Promise<unknown>;
  /** Stored submissions per visitor; attempts of any kind may be ATTEMPTS_PER_SUBMISSION times as many. */
  rateLimit?: { limit: number; windowMs: number };
  payload?: () => Promise<Payload>;
};

/**
 * Two brakes per visitor. Every request counts as an attempt, refused or not,
 * so nobody can probe the checks (or the list of match ids) without end; only a
 * submission about to be stored counts against the lower limit. A visitor whose
 * answers the server refuses a few times, correcting a typo each time, still
 * has every one of their submissions left, and a script sending rubbish is
 * stopped all the same.
 */
const ATTEMPTS_PER_SUBMISSION = 3;

const json = (body: unknown, status: number, headers?: HeadersInit) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

const tooManyRequests = () => json({ error: 'tooManyRequests' }, 429, { 'Retry-After': '60' });

/**
 * The POST handler of one form. Every client mistake gets a 4xx with a reason
 * the form can show; only the database failing is a 503, which the form offers
 * to retry with the visitor's input intact. A submission is one insert: either
 * stored whole or not at all.
 */
export function formHandler<Description extends FormDescription>(config: Config<Description>) {
  const schema = schemaFromDescription(config.fields, 'request');
  const window = config.rateLimit ?? { limit: 10, windowMs: 60_000 };
  const allowAttempt = rateLimiter({ ...window, limit: window.limit * ATTEMPTS_PER_SUBMISSION });
  const allowSubmission = rateLimiter(window);
  const getPayload = config.payload ?? cms;

  return async function POST(request: Request): Promise<Response> {
    if (!isJson(request)) return json({ error: 'unsupportedMediaType' }, 415);
    if (!isSameOrigin(request)) return json({ error: 'forbiddenOrigin' }, 403);
    const visitor = visitorKey(config.form, request);
    if (!(await allowAttempt(`${visitor}:attempts`))) return tooManyRequests();
    const read = await readJsonBody(request);
    if (!read.ok) return json({ error: read.error }, read.status);
    const { body } = read;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return json({ error: 'malformedJson' }, 400);
    }
    const input = body as Record<string, unknown>;
    const locale = isLocale(input.locale) ? input.locale : defaultLocale;

    // A bot filled in the field people never see: say thank you and keep nothing.
    if (typeof input[HONEYPOT] === 'string' && input[HONEYPOT] !== '') return json({ ok: true }, 201);

    const parsed = schema.safeParse(input);
    if (!parsed.success) return json({ error: 'invalid', fieldErrors: fieldErrors(parsed.error) }, 400);
    const { [HONEYPOT]: _honeypot, ...data } = parsed.data as Record<string, unknown>;

    let stored: { id: number | string } & Record<string, unknown>;
    try {
      const payload = await getPayload();
      const prepared = config.prepare
        ? await config.prepare(payload, parsed.data, locale)
        : { document: data };
      if ('fieldErrors' in prepared)
        return json({ error: 'invalid', fieldErrors: prepared.fieldErrors }, 400);
      if (!(await allowSubmission(visitor))) return tooManyRequests();
      stored = (await payload.create({
        collection: config.collection,
        data: { ...prepared.document, locale } as never,
        overrideAccess: true,
        context: { disableRevalidate: true },
      })) as unknown as typeof stored;
    } catch (error) {
      console.error(`[forms] storing a ${config.form} submission failed`, error);
      return json({ error: 'unavailable' }, 503, { 'Retry-After': '5' });
    }

    await config.afterStore?.(parsed.data, stored, locale);
    return json({ ok: true, id: stored.id }, 201);
  };
}
