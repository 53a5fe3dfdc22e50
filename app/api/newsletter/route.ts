import { after } from 'next/server';
import { cms } from '@/lib/cms/client';
import { newsletterFields, PRIVACY_POLICY_VERSION } from '@/lib/domain/forms/newsletter-form';
import { formHandler } from '@/lib/server/forms/handle-submission';
import { newsletterMail } from '@/lib/server/mail/newsletter';
import { sendMail } from '@/lib/domain/mail/transport';
import { signUp } from '@/lib/domain/newsletter/subscriptions';

/**
 * POST /api/newsletter?lang=… — SPEC §7: body first_name, last_name, birth_date,
 * email, privacy. The forms' handler checks it with the schema derived from the
 * form's description (lib/domain/forms/newsletter-form.ts) and words every answer in the
 * visitor's language (`Newsletter` messages); then the address is signed up with
 * double opt-in (lib/domain/newsletter/subscriptions.ts): a new address is stored pending
 * and mailed a confirmation link; a known one is never changed.
 *
 * Every valid sign-up gets the same answer, 202 `{ ok: true }`, at the same moment:
 * the e-mail goes out after the answer, and the answer waits until SIGN_UP_ANSWER_MS
 * after validation, far above what the lookup and the insert take. Neither status,
 * body nor timing tells whether an address is subscribed.
 */
const SIGN_UP_ANSWER_MS = 400;
/**
 * A sign-up the database cannot take in this time is refused (503: try again), and it
 * stores nothing afterwards (signUp checks the signal before each write). Above the pool's
 * own bound of a query (6 s, lib/cms/database.ts), which should fail first.
 */
const SIGN_UP_DEADLINE_MS = 7_000;

export const POST = formHandler({
  payload: cms,
  form: 'newsletter',
  fields: newsletterFields,
  messages: 'Newsletter',
  // Ten requests a minute per visitor, valid or not.
  rateLimit: { limit: 10, windowMs: 60_000, everyRequest: true },
  answerFloorMs: SIGN_UP_ANSWER_MS,
  answerWithinMs: SIGN_UP_DEADLINE_MS,
  accept: async (payload, data, locale, signal) => {
    const mail = await signUp(
      payload,
      {
        email: data.email,
        firstName: data.first_name,
        lastName: data.last_name,
        birthDate: data.birth_date,
        locale,
        policyVersion: PRIVACY_POLICY_VERSION,
      },
      { signal },
    );
    // sendMail logs and swallows its own failure: the visitor can sign up again for a new link.
    if (mail) after(async () => sendMail(await newsletterMail(payload, mail, locale)));
  },
});
