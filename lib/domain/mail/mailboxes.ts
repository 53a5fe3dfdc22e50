/**
 * The club's mailboxes that form submissions go to, as an admin sets them in the club
 * settings (lib/cms/globals/ClubSettings/mailboxes.ts), and where a mail goes when a
 * mailbox is left empty; which form's go to which, the forms' registry says (lib/domain/forms/registry.ts). Plain data, no Payload: the CMS field
 * group imports its vocabulary from here.
 */
import { isLocale, defaultLocale, type Locale } from '../i18n/locales';

export const mailboxKeys = ['tickets', 'business', 'community', 'general'] as const;
export type MailboxKey = (typeof mailboxKeys)[number];

/** The settings the mailboxes are read from: the club-settings global, as stored. */
export type MailboxSettings = {
  email?: string | null;
  mailboxes?: ({ [Key in MailboxKey]?: string | null } & { language?: string | null }) | null;
};

/**
 * The address a mailbox's mail goes to. An empty mailbox falls back to the general one,
 * and that to the club's public address (club-settings `email`, required), so a
 * submission always reaches somebody, even on a site whose admin never set a mailbox.
 */
export function mailboxAddress(settings: MailboxSettings, key: MailboxKey): string | undefined {
  const chosen = [settings.mailboxes?.[key], settings.mailboxes?.general, settings.email];
  return chosen.map((address) => address?.trim()).find(Boolean);
}

/**
 * The language the staff read their mail in: one setting for every mailbox (a club's
 * office works in one language), the site's default language until an admin picks one.
 */
export function staffLanguage(settings: MailboxSettings): Locale {
  const language = settings.mailboxes?.language;
  return isLocale(language) ? language : defaultLocale;
}
