import { commitTransaction, createLocalReq, killTransaction, type Payload } from 'payload';
import { env } from '../../shared/env';
import { log } from '../../shared/log/logger';
import { toClubIdentity } from '../../domain/club/identity-shape';
import { isLocale, defaultLocale, type Locale } from '../../domain/i18n/locales';
import { sender, type Sender } from '../../domain/mail/smtp';
import { deliverMail } from '../../domain/mail/transport';
import type { SubscriberDeletion } from '../../domain/newsletter/consent';
import { newConfirmationToken } from '../../domain/newsletter/confirmation-token';
import { invitationMail } from '../../domain/newsletter/invitation-mail';
import { sendFailure } from '../../domain/newsletter/send-failure';
import { isSuppressed } from '../../domain/newsletter/suppression';
import { beginExclusiveWrite } from '../database';

const collection = 'newsletter-subscribers';

/** Invitations taken at a time. */
const CLAIM = 25;
/** A claim older than this belongs to a run that stopped (a restart, an unreachable server): taken over. */
export const STALE_INVITATION_MS = 15 * 60_000;
/** An address whose import expires sooner is left to expire: a request it could hardly answer is noise. */
const LEAST_NOTICE_MS = 2 * 86_400_000;
/** The advisory lock of the claim (lib/cms/database.ts), apart from the league feeds' keys (their ids). */
const CLAIM_LOCK = -45;

type Club = { name: string; from: Sender };
type Claimed = { id: number; email: string; locale: Locale; expiresAt: Date; token: string };

/**
 * The imported addresses' one request to confirm, sent by the newsletter's run after the
 * editions, out of what is left of the club's rate that minute (newsletter-runner.ts). An
 * import stores each address pending for 30 days (collections/NewsletterSubscribers/import-list.ts);
 * this mails each one link, once: confirmed, it gets the newsletter; left alone, it expires and
 * is deleted. A sign-up of such an address in the meantime takes it out (its consent form
 * becomes the sign-up's, which mails its own link). Returns how many were sent.
 *
 * Each invitation is claimed before it is sent, under one lock, so two instances never mail
 * the same address; the claim stores the hash of the link's token, so the link works once
 * the mail is out. One window, as for the editions: a run that stops after the server
 * accepted the mail and before it wrote `invitedAt` leaves a claim taken over after
 * STALE_INVITATION_MS, and that address gets a second request whose link replaces the first.
 */
export async function inviteImported(
  payload: Payload,
  { budget, stopAt, now = () => new Date() }: { budget: number; stopAt: number; now?: () => Date },
): Promise<number> {
  let sent = 0;
  // The club as each language's mail names it, read once a run.
  const clubs = new Map<Locale, Club>();
  const clubIn = async (locale: Locale) => {
    if (!clubs.has(locale)) {
      const settings = await payload.findGlobal({ slug: 'club-settings', depth: 0, locale });
      const identity = toClubIdentity(settings, locale);
      clubs.set(locale, { name: identity.name, from: sender(identity.mail, env) });
    }
    return clubs.get(locale)!;
  };
  while (budget - sent > 0 && performance.now() < stopAt) {
    const claimed = await claimInvitations(payload, Math.min(CLAIM, budget - sent), now());
    if (claimed.length === 0) break;
    for (const invitation of claimed) {
      const club = await clubIn(invitation.locale);
      const outcome = await sendInvitation(payload, invitation, club, now());
      if (outcome === 'sent') sent++;
      // The rest of this claim is taken over once stale, like a stopped run's.
      if (outcome === 'serverDown') return sent;
    }
  }
  if (sent > 0) log.info({ sent }, 'newsletter: imported addresses asked to confirm');
  return sent;
}

/** Takes up to `limit` imported addresses not yet asked, or whose claim went stale, and stores their token's hash. */
async function claimInvitations(payload: Payload, limit: number, now: Date): Promise<Claimed[]> {
  const req = await createLocalReq({}, payload);
  req.transactionID = (await beginExclusiveWrite(payload, CLAIM_LOCK)) ?? undefined;
  try {
    const { docs } = await payload.find({
      collection,
      where: {
        and: [
          { status: { equals: 'pending' } },
          { consentForm: { equals: 'import' } },
          { invitedAt: { exists: false } },
          {
            confirmationExpiresAt: { greater_than: new Date(now.getTime() + LEAST_NOTICE_MS).toISOString() },
          },
          {
            or: [
              { invitationClaimedAt: { exists: false } },
              {
                invitationClaimedAt: {
                  less_than: new Date(now.getTime() - STALE_INVITATION_MS).toISOString(),
                },
              },
            ],
          },
        ],
      },
      sort: 'id',
      limit,
      depth: 0,
      select: { email: true, locale: true, confirmationExpiresAt: true },
      req,
    });
    const claimed: Claimed[] = [];
    for (const doc of docs) {
      const { token, hash } = newConfirmationToken();
      await payload.update({
        collection,
        id: doc.id,
        data: { confirmationTokenHash: hash, invitationClaimedAt: now.toISOString() },
        depth: 0,
        req,
      });
      claimed.push({
        id: doc.id,
        email: doc.email,
        locale: isLocale(doc.locale) ? doc.locale : defaultLocale,
        expiresAt: new Date(doc.confirmationExpiresAt!),
        token,
      });
    }
    await commitTransaction(req);
    return claimed;
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

async function sendInvitation(
  payload: Payload,
  invitation: Claimed,
  club: Club,
  now: Date,
): Promise<'sent' | 'skipped' | 'failed' | 'serverDown'> {
  // Unsubscribed through an earlier mail of the previous tool's list since the claim: not asked.
  if (await isSuppressed({ payload }, invitation.email)) return 'skipped';
  const mail = invitationMail({
    subscriber: { id: invitation.id, email: invitation.email },
    locale: invitation.locale,
    token: invitation.token,
    expiresAt: invitation.expiresAt,
    club: club.name,
    from: club.from,
  });
  try {
    await deliverMail(mail, { bulk: true });
  } catch (error) {
    const failure = sendFailure(error);
    if (failure.permanent) {
      // The mailbox does not exist: the address leaves the list for the suppression list, as a bounce.
      await payload.delete({
        collection,
        id: invitation.id,
        depth: 0,
        context: { suppressionReason: 'bounced' } satisfies SubscriberDeletion,
      });
      return 'failed';
    }
    log.warn({ error: failure.error }, 'newsletter: an imported address could not be asked to confirm yet');
    return failure.unreachable ? 'serverDown' : 'failed';
  }
  await payload.update({ collection, id: invitation.id, data: { invitedAt: now.toISOString() }, depth: 0 });
  return 'sent';
}
