/**
 * The newsletter's editions and their deliveries: the words the CMS's collections
 * (lib/cms/collections/NewsletterEditions, NewsletterDeliveries), the send job and the
 * admin share. No `server-only`: the CMS config loads it.
 */

/**
 * An edition is a draft until it is sent now or given a time (`scheduled`), `sending` once
 * its recipients are queued, `sent` when no delivery is left to try.
 */
export const editionStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type EditionStatus = (typeof editionStatuses)[number];

/**
 * One recipient of one edition: `queued` (waiting, or waiting to try again after a temporary
 * failure), `sending` (claimed by a runner), then `sent`, `failed` (a permanent refusal, or
 * temporary ones past the last attempt), `suppressed` (on the suppression list or no longer
 * confirmed when its turn came), `unsubscribed` (gone from the list before its turn) or
 * `skipped` (chose another language than the edition's before its turn: an edition in
 * that language reaches them, this one would speak the wrong one).
 */
export const deliveryStatuses = [
  'queued',
  'sending',
  'sent',
  'failed',
  'suppressed',
  'unsubscribed',
  'skipped',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The outcomes counted on the edition, as the admin shows its progress. */
export const deliveryOutcomes = [
  'queued',
  'sent',
  'failed',
  'suppressed',
  'unsubscribed',
  'skipped',
] as const;
export type DeliveryCounts = Record<(typeof deliveryOutcomes)[number], number>;

/** The club's rate when it set none: below what small providers' SMTP relays allow a minute. */
export const DEFAULT_MAILS_PER_MINUTE = 120;

/** At most this many upcoming matches are drawn as cards. */
export const NEXT_MATCHES = 3;
