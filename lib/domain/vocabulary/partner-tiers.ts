/** The tiers of sponsors and partners, in the order the partners page shows them. */
export const partnerTiers = ['main', 'business', 'media', 'local-hero'] as const;
export type PartnerTier = (typeof partnerTiers)[number];
