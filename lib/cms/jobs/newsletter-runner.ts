import { randomUUID } from 'node:crypto';
import type { Payload, Where } from 'payload';
import type { NewsletterEdition } from '@/lib/generated/payload-types';
import { env } from '../../shared/env';
import { log } from '../../shared/log/logger';
import { deliverMail } from '../../domain/mail/transport';
import { editionParts } from '../../domain/newsletter/edition-content';
import { editionMail, renderEdition, type RenderedEdition } from '../../domain/newsletter/edition-render';
import { DEFAULT_MAILS_PER_MINUTE, type DeliveryCounts } from '../../domain/newsletter/editions';
import { MAX_ATTEMPTS, retryDelayMs, sendFailure } from '../../domain/newsletter/send-failure';
import { mayMailSubscriber, suppress } from '../../domain/newsletter/suppression';
import { unsubscribeLinks } from '../../domain/newsletter/unsubscribe-link';
import { smtpServerName, type Sender } from '../../domain/mail/smtp';
import type { Locale } from '../../domain/i18n/locales';
import {
  claimDeliveries,
  countDeliveries,
  queueRecipients,
  settleDelivery,
  type ClaimedDelivery,
  type DeliveryOutcome,
} from '../collections/NewsletterDeliveries/claims';
import { inviteImported } from './newsletter-invitations';

/** Deliveries taken at a time: a runner that stops holds at most these until their claim is stale. */
const CLAIM = 25;
/**
 * A claim older than this is another runner's that stopped (a restart, a crash): its rows are
 * taken over. Far longer than a claim of CLAIM mails takes, even at the transport's timeouts.
 */
export const STALE_CLAIM_MS = 15 * 60_000;

/**
 * A run stops claiming after this, whatever is left of the rate: it ends before the ticker's
 * next minute, so runs do not pile up when the server is slower than the rate the club set.
 */
const RUN_MS = 45_000;

type Edition = Pick<
  NewsletterEdition,
  'id' | 'locale' | 'subject' | 'preheader' | 'body' | 'news' | 'includeMatches' | 'status'
>;
type Prepared = { edition: Edition; rendered: RenderedEdition; from: Sender };

/**
 * One run of the newsletter's sending, once a minute through the jobs ticker: editions whose
 * time has come get their recipients queued, then up to the club's rate of mails a minute
 * (club settings → Newsletter) go out, oldest edition first. Each delivery is claimed before
 * it is sent and settled after the mail server's answer (claims.ts), so two instances, or a
 * run after a restart, never mail a subscriber twice, with one window: a runner that stops
 * after the server accepted a mail and before it wrote "sent" leaves a claim that is taken
 * over after STALE_CLAIM_MS, and that subscriber gets the edition a second time.
 */
export async function runNewsletterSends(
  payload: Payload,
  { now = () => new Date(), runner = randomUUID() }: { now?: () => Date; runner?: string } = {},
): Promise<void> {
  const stopAt = performance.now() + RUN_MS;
  // Without a mail server every mail would go to the log and count as sent, lost for good: the
  // editions and the imported addresses' requests wait for one instead.
  if (!smtpServerName(env)) return warnIfWaiting(payload, now());
  await startDueEditions(payload, now());
  const settings = await payload.findGlobal({ slug: 'club-settings', depth: 0 });
  let budget = settings.newsletter?.mailsPerMinute ?? DEFAULT_MAILS_PER_MINUTE;
  let sent = 0;
  const { docs: sending } = await payload.find({
    collection: 'newsletter-editions',
    where: { status: { equals: 'sending' } },
    sort: 'sendAt',
    depth: 0,
    pagination: false,
  });
  for (const edition of sending) {
    if (budget <= 0 || performance.now() > stopAt) break;
    const parts = await editionParts(payload, edition, now());
    const prepared = { edition, rendered: renderEdition(parts.content, parts.brand), from: parts.from };
    for (;;) {
      const at = now();
      const claimed = await claimDeliveries(payload, {
        edition: edition.id,
        runner,
        limit: Math.min(CLAIM, budget),
        now: at,
        staleBefore: new Date(at.getTime() - STALE_CLAIM_MS),
      });
      if (claimed.length === 0) break;
      budget -= claimed.length;
      const done = await sendClaimed(payload, prepared, claimed, runner, now);
      sent += done.sent;
      if (done.serverDown || budget <= 0 || performance.now() > stopAt) break;
    }
    await recordProgress(payload, edition.id, now());
  }
  if (sent > 0) log.info({ sent }, 'newsletter: a run sent mails');
  // What the editions left of the minute's rate asks imported addresses to confirm.
  await inviteImported(payload, { budget, stopAt, now });
}

/** Says in the log, each minute while it lasts, that editions are due and no mail server is set. */
async function warnIfWaiting(payload: Payload, now: Date): Promise<void> {
  const { totalDocs } = await payload.count({
    collection: 'newsletter-editions',
    where: { or: [{ status: { equals: 'sending' } }, dueScheduled(now)] },
  });
  if (totalDocs > 0) {
    log.warn({ editions: totalDocs }, 'newsletter: editions wait for a mail server (SMTP_HOST is not set)');
  }
}

/** Scheduled editions whose time has come: what a run starts, or waits with for a mail server. */
const dueScheduled = (now: Date): Where => ({
  and: [{ status: { equals: 'scheduled' } }, { sendAt: { less_than_equal: now.toISOString() } }],
});

/** Editions whose time has come: their recipients queued, their sending begun. */
async function startDueEditions(payload: Payload, now: Date): Promise<void> {
  const { docs } = await payload.find({
    collection: 'newsletter-editions',
    where: dueScheduled(now),
    depth: 0,
    pagination: false,
  });
  for (const edition of docs) {
    await queueRecipients(payload, edition);
    await payload.update({
      collection: 'newsletter-editions',
      id: edition.id,
      data: { status: 'sending' },
      depth: 0,
    });
    log.info({ edition: edition.id }, 'newsletter: an edition started sending');
  }
}

/**
 * Sends the claimed deliveries one by one, each after a fresh look at its subscriber: an
 * unsubscription, a suppression or a change of language made a second ago stops that mail.
 * A server that cannot be reached ends the run: the rest of the claim goes back to the
 * queue untried.
 */
async function sendClaimed(
  payload: Payload,
  { edition, rendered, from }: Prepared,
  claimed: ClaimedDelivery[],
  runner: string,
  now: () => Date,
): Promise<{ sent: number; serverDown: boolean }> {
  let sent = 0;
  for (const [index, delivery] of claimed.entries()) {
    const settle = (outcome: DeliveryOutcome, attempts = delivery.attempts) =>
      settleDelivery(payload, { id: delivery.id, runner, attempts, now: now() }, outcome);
    const subscriber = delivery.subscriber
      ? await payload.findByID({
          collection: 'newsletter-subscribers',
          id: delivery.subscriber,
          depth: 0,
          disableErrors: true,
        })
      : null;
    if (!subscriber) {
      await settle({ status: 'unsubscribed' });
      continue;
    }
    if (subscriber.locale !== edition.locale) {
      await settle({ status: 'skipped' });
      continue;
    }
    if (!(await mayMailSubscriber(payload, subscriber))) {
      await settle({ status: 'suppressed' });
      continue;
    }
    const links = unsubscribeLinks(subscriber, edition.locale as Locale);
    const mail = editionMail(rendered, links.page);
    try {
      await deliverMail({ from, to: subscriber.email, ...mail, headers: links.headers }, { bulk: true });
      await settle({ status: 'sent' }, delivery.attempts + 1);
      sent++;
    } catch (error) {
      const failure = sendFailure(error);
      const attempts = delivery.attempts + 1;
      if (failure.permanent) {
        await suppress({ payload }, subscriber.email, 'bounced');
        await settle({ status: 'failed', error: failure.error }, attempts);
      } else if (attempts >= MAX_ATTEMPTS) {
        await settle({ status: 'failed', error: failure.error }, attempts);
      } else {
        const nextAttemptAt = new Date(now().getTime() + retryDelayMs(attempts));
        await settle({ status: 'queued', error: failure.error, nextAttemptAt }, attempts);
      }
      if (failure.unreachable) {
        for (const rest of claimed.slice(index + 1)) {
          await settleDelivery(
            payload,
            { id: rest.id, runner, attempts: rest.attempts, now: now() },
            { status: 'queued', error: failure.error, nextAttemptAt: now() },
          );
        }
        log.warn(
          { edition: edition.id, error: failure.error },
          'newsletter: the mail server cannot be reached',
        );
        return { sent, serverDown: true };
      }
    }
  }
  return { sent, serverDown: false };
}

/** The counts the edition shows, and `sent` once nothing is left to try. */
async function recordProgress(payload: Payload, edition: number, now: Date): Promise<void> {
  const counts = await countDeliveries(payload, edition);
  const left = (counts.queued ?? 0) + (counts.sending ?? 0);
  const shown: DeliveryCounts = {
    queued: left,
    sent: counts.sent ?? 0,
    failed: counts.failed ?? 0,
    suppressed: counts.suppressed ?? 0,
    unsubscribed: counts.unsubscribed ?? 0,
    skipped: counts.skipped ?? 0,
  };
  await payload.update({
    collection: 'newsletter-editions',
    id: edition,
    data: {
      counts: shown,
      ...(left === 0 ? { status: 'sent' as const, finishedAt: now.toISOString() } : {}),
    },
    depth: 0,
  });
  if (left === 0) log.info({ edition, counts: shown }, 'newsletter: an edition was sent');
}
