import type { CollectionAfterDeleteHook } from 'payload';
import type { SubscriberDeletion } from '../../../domain/newsletter/consent';
import { suppress } from '../../../domain/newsletter/suppression';

/**
 * Every road that deletes a subscriber (the unsubscribe link, an erasure under the privacy
 * law, an admin's delete in the CMS, an import's unsubscribed row) leaves the address on the
 * suppression list, in the same transaction (`req`), so no later import or restored backup
 * mails it again. The one exception is an unconfirmed sign-up whose link expired: nobody
 * asked for anything there. The deleting call says why in its context.
 */
export const suppressOnDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const { newsletterExpired, suppressionReason } = req.context as SubscriberDeletion;
  if (newsletterExpired) return;
  await suppress(
    { payload: req.payload, req },
    (doc as { email: string }).email,
    suppressionReason ?? 'removed',
  );
};
