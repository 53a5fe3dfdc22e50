import type { Payload } from 'payload';
import { isJson, isSameOrigin, readJsonBody } from '@/lib/shared/http/json-request';
import { deliverQueuedMails } from '@/lib/domain/mail/submission-mails';
import { noteQueuedMailsIn } from '@/lib/domain/mail/submission-forms';
import { requestedLanguage } from '@/lib/domain/i18n/request-language';
import { notSoonerThan } from '@/lib/shared/http/steady-timing';
import { metrics } from '@/lib/shared/metrics/registry.mjs';
import { defaultLocale, type Locale } from '@/lib/domain/i18n/locales';
import type { AnswerOf, FormDescription } from '../../domain/forms/description';
import type { SubmissionCollection } from '../../domain/forms/registry';
import { fieldErrors, type FieldErrors } from '../../domain/forms/errors';
import { codes, json, refusalStatus, retryAfter, wordedIn, type Refusal, type Wording } from './answers';
import { HONEYPOT } from '../../domain/forms/codes';
import { schemaFromDescription } from '../../domain/forms/schema-from-description';
import { rateLimiter } from '../../shared/rate-limit';
import { visitorKey } from './visitor';
import { log } from '@/lib/shared/log/logger';

/** What a form adds between validation and storage: server-only checks and the stored document. */
export type Prepared = { fieldErrors: FieldErrors } | { document: Record<string, unknown> };

type Common<Description extends FormDescription> = {
  /** Names the form in the rate limit and the logs. */
  form: string;
  /** The form's description: the handler checks requests with the schema derived from it. */
  fields: Description;
  /**
   * Stored submissions per visitor; attempts of any kind may be ATTEMPTS_PER_SUBMISSION
   * times as many. With `everyRequest`, every request counts against `limit` itself.
   */
  rateLimit?: { limit: number; windowMs: number; everyRequest?: true };
  /**
   * The messages the answers are worded in, in the visitor's language (the newsletter,
   * whose answers SPEC §7 words). Without it, answers carry error codes, keys of the
   * `FormErrors` messages, which the form shows in the visitor's language.
   */
  messages?: 'Newsletter';
  /** The CMS, handed over by the route (a domain never imports the CMS's client). */
  payload: () => Promise<Payload>;
};

/** A submission stored as one document of `collection`: answered 201 with its id. */
type StoredSubmission<Description extends FormDescription> = Common<Description> & {
  collection: SubmissionCollection;
  /** Checks against the database (is this match still an upcoming home game?) and the document to store. */
  prepare?: (payload: Payload, data: AnswerOf<Description>, locale: Locale) => Promise<Prepared>;
};

/**
 * A submission whose outcome must not show (the newsletter's double opt-in: is this
 * address known?): `accept` does what it calls for, and every accepted request is
 * answered alike, 202 `{ ok: true }`, no sooner than `answerFloorMs` after validation.
 * Past `answerWithinMs` the visitor is told to try again (503) whatever the database is
 * doing, and `signal` aborts: `accept` must write nothing once it has.
 */
type AcceptedSubmission<Description extends FormDescription> = Common<Description> & {
  accept: (
    payload: Payload,
    data: AnswerOf<Description>,
    locale: Locale,
    signal: AbortSignal,
  ) => Promise<void>;
  answerFloorMs: number;
  answerWithinMs: number;
};

type Config<Description extends FormDescription> =
  StoredSubmission<Description> | AcceptedSubmission<Description>;

/**
 * Two brakes per visitor. Every request counts as an attempt, refused or not,
 * so nobody can probe the checks (or the list of match ids) without end; only a
 * submission about to be stored counts against the lower limit. A visitor whose
 * answers the server refuses a few times, correcting a typo each time, still
 * has every one of their submissions left, and a script sending rubbish is
 * stopped all the same.
 */
const ATTEMPTS_PER_SUBMISSION = 3;

/** What the steps after validation need of the request and the handler. */
type Step = {
  locale: Locale;
  visitor: string;
  words: Wording;
  refuse: (reason: Refusal) => Response;
  allowSubmission: (key: string) => Promise<boolean>;
  getPayload: () => Promise<Payload>;
};

/**
 * The POST handler of one form, the newsletter included. Every client mistake gets
 * a 4xx with a reason the form can show; only the database failing is a 503, which
 * the form offers to retry with the visitor's input intact. The language is the
 * request's `lang` (lib/domain/i18n/request-language.ts); without one, the default language.
 */
export function formHandler<Description extends FormDescription>(config: Config<Description>) {
  const schema = schemaFromDescription(config.fields, 'request');
  const { everyRequest, ...window } = config.rateLimit ?? { limit: 10, windowMs: 60_000 };
  const attempts = everyRequest ? 1 : ATTEMPTS_PER_SUBMISSION;
  const allowAttempt = rateLimiter({ ...window, limit: window.limit * attempts });
  // With one attempt per submission, the attempts brake is the only one that can bite.
  const allowSubmission = everyRequest ? async () => true : rateLimiter(window);
  const getPayload = config.payload;

  const POST = async (request: Request): Promise<Response> => {
    const answer = await answerSubmission(request);
    metrics().formSubmissions.inc({ form: config.form, status: String(answer.status) });
    return answer;
  };
  return POST;

  async function answerSubmission(request: Request): Promise<Response> {
    const named = requestedLanguage(request);
    const locale = named ?? defaultLocale;
    const words = config.messages ? await wordedIn(config.messages, locale) : codes;
    const refuse = (reason: Refusal) => {
      const after = retryAfter[reason];
      const headers: HeadersInit = after ? { 'Retry-After': after } : {};
      return json({ error: words.refusal(reason) }, refusalStatus[reason], headers);
    };
    if (named === null) return refuse('unknownLanguage');
    if (!isJson(request)) return refuse('unsupportedMediaType');
    if (!isSameOrigin(request)) return refuse('forbiddenOrigin');
    const visitor = visitorKey(config.form, request);
    if (!(await allowAttempt(`${visitor}:attempts`))) return refuse('tooManyRequests');
    const read = await readJsonBody(request);
    if (!read.ok) return refuse(read.error);
    const { body } = read;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('malformedJson');
    const input = body as Record<string, unknown>;
    const step: Step = { locale, visitor, words, refuse, allowSubmission, getPayload };

    // A bot filled in the field people never see: say thank you and keep nothing.
    const bot = typeof input[HONEYPOT] === 'string' && input[HONEYPOT] !== '';
    if (bot && !('accept' in config)) return json({ ok: true }, 201);
    let data: AnswerOf<Description> | null = null;
    if (!bot) {
      const parsed = schema.safeParse(input);
      if (!parsed.success) return json(words.invalid(fieldErrors(parsed.error)), 400);
      data = parsed.data;
    }
    return 'accept' in config ? acceptSteadily(config, data, step) : store(config, data!, step);
  }
}

/**
 * One insert, which queues the e-mails to the staff and the visitor in the same
 * transaction (lib/cms/collections/Submissions/mails.ts): 201 with the stored document's
 * id, at once. The mails' first attempt runs after the answer, so a slow mail server
 * never holds up the visitor; what it cannot send, the jobs queue sends later.
 */
async function store<Description extends FormDescription>(
  config: StoredSubmission<Description>,
  data: AnswerOf<Description>,
  { locale, visitor, words, refuse, allowSubmission, getPayload }: Step,
): Promise<Response> {
  const { [HONEYPOT]: _honeypot, ...answers } = data as Record<string, unknown>;
  let stored: { id: number | string };
  const context = noteQueuedMailsIn({ disableRevalidate: true });
  try {
    const payload = await getPayload();
    const prepared = config.prepare ? await config.prepare(payload, data, locale) : { document: answers };
    if ('fieldErrors' in prepared) return json(words.invalid(prepared.fieldErrors), 400);
    if (!(await allowSubmission(visitor))) return refuse('tooManyRequests');
    stored = await payload.create({
      collection: config.collection,
      data: { ...prepared.document, locale } as never,
      overrideAccess: true,
      context,
    });
    deliverQueuedMails(payload, context);
  } catch (error) {
    log.error({ err: error, form: config.form }, 'storing a submission failed');
    return refuse('unavailable');
  }
  return json({ ok: true, id: stored.id }, 201);
}

/**
 * Every accepted request (a bot's too, `data` null) answered alike: 202 `{ ok: true }`,
 * no sooner than `answerFloorMs` after validation, whatever `accept` found and did.
 */
async function acceptSteadily<Description extends FormDescription>(
  config: AcceptedSubmission<Description>,
  data: AnswerOf<Description> | null,
  { locale, visitor, refuse, allowSubmission, getPayload }: Step,
): Promise<Response> {
  const started = performance.now();
  let answer = json({ ok: true }, 202);
  if (data) {
    try {
      if (!(await allowSubmission(visitor))) return refuse('tooManyRequests');
      const deadline = AbortSignal.timeout(config.answerWithinMs);
      const work = config.accept(await getPayload(), data, locale, deadline);
      // Abandoned at the deadline, it may still fail later: that is logged, never unhandled.
      work.catch(
        (error) => deadline.aborted && log.error({ err: error, form: config.form }, 'a late step failed'),
      );
      await Promise.race([work, rejectedWhenAborted(deadline)]);
    } catch (error) {
      log.error({ err: error, form: config.form }, 'a submission failed');
      answer = refuse('unavailable');
    }
  }
  await notSoonerThan(started, config.answerFloorMs);
  return answer;
}

function rejectedWhenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
  );
}
