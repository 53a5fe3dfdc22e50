/*
 * No `server-only` here nor in what this imports (transport, confirmation, recipient): the
 * CMS config loads this module when a mail is queued or sent, and the operator commands
 * (scripts/command-launcher.mjs) bundle the config with esbuild, which puts every package
 * import, `server-only` included, at the top of the bundle, where it would stop them.
 */
import type { Payload, RequestContext } from 'payload';
import { env } from '@/lib/shared/env';
import { defaultLocale, isLocale, type Locale } from '@/lib/domain/i18n/locales';
import { log } from '@/lib/shared/log/logger';
import { toClubIdentity } from '@/lib/domain/club/identity-shape';
import { confirmationMail, mayConfirm } from './confirmation';
import { mailboxAddress, staffLanguage } from './mailboxes';
import { sender } from './smtp';
import { staffMail } from './staff-mail';
import {
  confirmationKind,
  formOfCollection,
  isSubmissionCollection,
  mailboxOf,
  referenceOf,
} from '@/lib/domain/forms/registry';
import { queuedSubmissionMails, type QueuedMail, type SubmissionMailInput } from './submission-forms';
import { deliverMail } from './transport';
import { wordedAnswers } from './worded-answers';

/**
 * The e-mails a new submission calls for, queued as it is stored
 * (lib/cms/collections/Submissions/mails.ts): always the staff's; the visitor's
 * confirmation for the forms that send one, unless its mailbox had its share this hour.
 */
export async function mailsFor(
  collection: string,
  submission: Record<string, unknown> & { id: number | string },
): Promise<SubmissionMailInput['mail'][]> {
  if (!isSubmissionCollection(collection)) return [];
  const reference = referenceOf(formOfCollection(collection), submission.id);
  const confirms = reference !== undefined && (await mayConfirm(String(submission.email), reference));
  return confirms ? ['staff', 'confirmation'] : ['staff'];
}

/**
 * Sends one queued e-mail about a submission, reading the submission and the club
 * settings as they are now (a mailbox an admin corrected meanwhile is the one used).
 * Throws when the mail server fails, so the queue tries again. A submission erased
 * since (retention, a visitor's request) leaves nothing to tell: done without a mail.
 */
export async function sendSubmissionMail(payload: Payload, input: SubmissionMailInput): Promise<void> {
  const { mail, collection, id } = input;
  const submission = await payload.findByID({ collection, id, depth: 0, disableErrors: true });
  if (!submission) {
    log.info({ collection, id, mail }, 'submission mail dropped: the submission is gone');
    return;
  }
  const form = formOfCollection(collection);
  const stored = submission as unknown as Parameters<typeof staffMail>[0]['submission'];
  const settings = await payload.findGlobal({ slug: 'club-settings', depth: 0 });
  const team = mailboxAddress(settings, mailboxOf(form, stored));
  const reference = referenceOf(form, submission.id);
  // The club as the mail's language names it, and its sender, from the settings read above
  // (neither the name nor the sender is written per language; only the neutral name is).
  const clubIn = (locale: Locale) => {
    const identity = toClubIdentity(settings, locale);
    return { club: identity.name, from: sender(identity.mail, env) };
  };
  if (mail === 'confirmation') {
    const locale = isLocale(stored.locale) ? stored.locale : defaultLocale;
    await deliverMail(
      confirmationMail({
        kind: confirmationKind(form),
        locale,
        to: String(stored.email),
        answers: wordedAnswers(form.fields, stored, locale),
        reference: reference!,
        ...clubIn(locale),
        replyTo: team,
      }),
    );
  } else {
    // Only a site whose club settings were never saved has no address at all.
    if (!team) throw new Error('no mailbox: set the club’s e-mail address in the club settings');
    await deliverMail(
      staffMail({
        form: collection,
        fields: form.fields,
        headline: form.headline,
        submission: stored,
        locale: staffLanguage(settings),
        to: team,
        ...clubIn(staffLanguage(settings)),
        adminLink: new URL(`/admin/collections/${collection}/${submission.id}`, env.SITE_URL).toString(),
        reference,
      }),
    );
  }
  log.info({ collection, id, mail }, 'submission mail sent');
}

/** How soon the queue tries again when the first attempt failed. */
const RETRY_SOON_MS = 60_000;

const inFlight = new Set<Promise<void>>();

/**
 * The first attempt at a new submission's e-mails, right after it is stored, without
 * holding up the visitor's answer. Sent: the job is removed. Not sent (the mail server is
 * down or too slow): the job stays and the queue tries again from a minute on. Until
 * then the queue leaves the job to this attempt (its `waitUntil`), so the two never send
 * the same mail; a server that stops in the middle leaves it to the queue too.
 */
export function deliverQueuedMails(payload: Payload, context: RequestContext): void {
  for (const queued of queuedSubmissionMails(context)) {
    const delivery = firstAttempt(payload, queued).finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }
}

/** Resolves once every first attempt begun so far has ended, sent or not (for tests). */
export async function firstAttemptsSettled(): Promise<void> {
  await Promise.all(inFlight);
}

async function firstAttempt(payload: Payload, { job, input }: QueuedMail): Promise<void> {
  const about = { job, collection: input.collection, id: input.id, mail: input.mail };
  try {
    await sendSubmissionMail(payload, input);
  } catch (error) {
    log.warn({ ...about, err: error }, 'submission mail not sent yet: the queue tries again');
    const waitUntil = new Date(Date.now() + RETRY_SOON_MS).toISOString();
    await payload
      .update({ collection: 'payload-jobs', id: job, data: { waitUntil }, depth: 0 })
      .catch((reason) =>
        log.error({ ...about, err: reason }, 'submission mail: its retry stays at the queue’s time'),
      );
    return;
  }
  await payload
    .delete({ collection: 'payload-jobs', id: job, depth: 0 })
    .catch((error) =>
      log.error(
        { ...about, err: error },
        'submission mail sent, but its job stays: the queue may send it again',
      ),
    );
}
