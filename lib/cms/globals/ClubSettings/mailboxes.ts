import type { Field } from 'payload';
import { localeNames, locales, defaultLocale } from '../../../domain/i18n/locales';
import type { MailboxKey } from '../../../domain/mail/mailboxes';
import type { Localized } from '@/lib/domain/i18n/locales';
import { cmsLabel } from '../../labels';

const fallback: Localized = cmsLabel('ClubSettings.mailboxes.fallback');

const join = (what: Localized, then: Localized): Localized => ({
  en: `${what.en} ${then.en}`,
  nl: `${what.nl} ${then.nl}`,
  fr: `${what.fr} ${then.fr}`,
});

const mailbox = (
  name: MailboxKey,
  label: Localized,
  receives: Localized,
  empty: Localized = fallback,
): Field => ({
  name,
  type: 'email',
  label,
  admin: { description: join(receives, empty) },
});

/**
 * Where the forms' submissions are mailed to staff (lib/domain/mail/mailboxes.ts), and in which
 * language. Every address is optional: an empty one falls back, so a new site mails the
 * club's own address until an admin splits the work.
 */
export const mailboxes: Field = {
  name: 'mailboxes',
  type: 'group',
  label: cmsLabel('ClubSettings.mailboxes.label'),
  admin: {
    description: cmsLabel('ClubSettings.mailboxes.description'),
  },
  fields: [
    mailbox(
      'tickets',
      cmsLabel('ClubSettings.mailboxes.tickets.label'),
      cmsLabel('ClubSettings.mailboxes.tickets.receives'),
    ),
    mailbox(
      'business',
      cmsLabel('ClubSettings.mailboxes.business.label'),
      cmsLabel('ClubSettings.mailboxes.business.receives'),
    ),
    mailbox(
      'community',
      cmsLabel('ClubSettings.mailboxes.community.label'),
      cmsLabel('ClubSettings.mailboxes.community.receives'),
    ),
    mailbox(
      'general',
      cmsLabel('ClubSettings.mailboxes.general.label'),
      cmsLabel('ClubSettings.mailboxes.general.receives'),
      cmsLabel('ClubSettings.mailboxes.general.empty'),
    ),
    {
      name: 'language',
      type: 'select',
      label: cmsLabel('ClubSettings.mailboxes.language.label'),
      options: locales.map((locale) => ({ value: locale, label: localeNames[locale] })),
      defaultValue: defaultLocale,
      admin: {
        description: cmsLabel('ClubSettings.mailboxes.language.description'),
      },
    },
  ],
};
