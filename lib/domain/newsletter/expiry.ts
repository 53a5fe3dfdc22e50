import type { Payload } from 'payload';
import type { SubscriberDeletion } from './consent';

/**
 * Unconfirmed sign-ups are deleted once their link has expired. Done at every
 * sign-up and confirmation, before anything else (one indexed query), and by the
 * nightly retention job (lib/cms/jobs/retention.ts), so a pending record outlives
 * its expiry until the next newsletter request or the next night, whichever is first.
 * No `server-only` here: the CMS's job loads this module outside Next too.
 * Returns how many were deleted.
 */
export async function purgeExpiredSignUps(payload: Payload, now = new Date()): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'newsletter-subscribers',
    // A clean-up needs no transaction, and one costs twice on a hung database: the query
    // and then the rollback each wait out the statement timeout (12 s before the 503).
    disableTransaction: true,
    where: {
      and: [
        { status: { equals: 'pending' } },
        { confirmationExpiresAt: { less_than_equal: now.toISOString() } },
      ],
    },
    depth: 0,
    // Nobody objected to these: they are not put on the suppression list.
    context: { newsletterExpired: true } satisfies SubscriberDeletion,
  });
  return docs.length;
}
