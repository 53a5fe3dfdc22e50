/**
 * Where a subscriber's consent comes from, kept with when (`consentAt`) and which text
 * (`policyVersion`) for as long as the subscription: the site's sign-up form (the page
 * and the header's modal are the same form with the same words), or a list imported
 * from the club's previous tool, whose addresses are pending until they confirm.
 */
export const consentForms = ['sign-up', 'import'] as const;
export type ConsentForm = (typeof consentForms)[number];

/** What deleting a subscriber tells the hook that puts the address on the suppression list. */
export type SubscriberDeletion = {
  /** An unconfirmed sign-up whose link expired: nobody objected, nothing to suppress. */
  newsletterExpired?: boolean;
  suppressionReason?: 'unsubscribed' | 'erased' | 'removed' | 'bounced' | 'complained';
};
