import type { Field } from 'payload';
import { localeNames, locales, defaultLocale } from '../../../domain/i18n/locales';
import type { MailboxKey } from '../../../domain/mail/mailboxes';
import type { Localized } from '@/lib/domain/i18n/locales';

const fallback: Localized = {
  en: 'Left empty: the general mailbox, or else the club’s e-mail address above.',
  nl: 'Leeg gelaten: de algemene mailbox, of anders het e-mailadres van de club hierboven.',
  fr: 'Laissé vide : la boîte générale, sinon l’adresse e-mail du club ci-dessus.',
};

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
  label: {
    en: 'Mailboxes for the forms',
    nl: 'Mailboxen voor de formulieren',
    fr: 'Boîtes mail des formulaires',
  },
  admin: {
    description: {
      en: 'Every form submission is mailed to the team that handles it, with the visitor as “Reply-To” and a link to it here.',
      nl: 'Elk ingestuurd formulier wordt gemaild naar het team dat het behandelt, met de bezoeker als “Reply-To” en een link naar het item hier.',
      fr: 'Chaque formulaire envoyé est transmis par e-mail à l’équipe qui le traite, avec le visiteur en « Reply-To » et un lien vers l’élément ici.',
    },
  },
  fields: [
    mailbox(
      'tickets',
      { en: 'Tickets', nl: 'Tickets', fr: 'Billetterie' },
      {
        en: 'Ticket requests of referees and scouts, and contact messages about tickets.',
        nl: 'Ticketaanvragen van scheidsrechters en scouts, en contactberichten over tickets.',
        fr: 'Demandes de billets des arbitres et scouts, et messages de contact sur la billetterie.',
      },
    ),
    mailbox(
      'business',
      { en: 'Business and VIP', nl: 'Business en VIP', fr: 'Business et VIP' },
      {
        en: 'VIP reservations, and contact messages about business and sponsoring.',
        nl: 'VIP-reservaties, en contactberichten over business en sponsoring.',
        fr: 'Réservations VIP, et messages de contact sur le business et le sponsoring.',
      },
    ),
    mailbox(
      'community',
      { en: 'Community', nl: 'Gemeenschap', fr: 'Communauté' },
      {
        en: 'Mascot visit requests, and contact messages about the community, fan clubs and fan mail.',
        nl: 'Aanvragen voor een mascottebezoek, en contactberichten over de gemeenschap, fanclubs en fanpost.',
        fr: 'Demandes de visite de la mascotte, et messages de contact sur la communauté, les fan-clubs et le courrier des fans.',
      },
    ),
    mailbox(
      'general',
      { en: 'General', nl: 'Algemeen', fr: 'Général' },
      {
        en: 'Contact messages about something else, and every mailbox above that is left empty.',
        nl: 'Contactberichten over iets anders, en elke mailbox hierboven die leeg is.',
        fr: 'Messages de contact sur autre chose, et toute boîte ci-dessus laissée vide.',
      },
      {
        en: 'Left empty: the club’s e-mail address above.',
        nl: 'Leeg gelaten: het e-mailadres van de club hierboven.',
        fr: 'Laissé vide : l’adresse e-mail du club ci-dessus.',
      },
    ),
    {
      name: 'language',
      type: 'select',
      label: { en: 'Language of these e-mails', nl: 'Taal van deze e-mails', fr: 'Langue de ces e-mails' },
      options: locales.map((locale) => ({ value: locale, label: localeNames[locale] })),
      defaultValue: defaultLocale,
      admin: {
        description: {
          en: 'The staff read every form mail in this language, whatever language the visitor wrote in.',
          nl: 'Het personeel leest elke formuliermail in deze taal, in welke taal de bezoeker ook schreef.',
          fr: 'Le personnel lit chaque e-mail de formulaire dans cette langue, quelle que soit celle du visiteur.',
        },
      },
    },
  ],
};
