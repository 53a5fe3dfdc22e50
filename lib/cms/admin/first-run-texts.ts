import type { FirstRunItem } from './first-run-checks';
import type { Locale, Localized } from '@/lib/domain/i18n/locales';

/** The checklist's items: what to do, and where (the item's link, or the hint when there is none). */
export const firstRunItemTexts: Record<FirstRunItem, { label: Localized; hint: Localized }> = {
  identity: {
    label: {
      en: 'Name the club',
      nl: 'Geef de club een naam',
      fr: 'Donner un nom au club',
    },
    hint: {
      en: 'Site → Club settings: the name the site, its mails and feeds use.',
      nl: 'Site → Clubinstellingen: de naam die de site, haar mails en feeds gebruiken.',
      fr: 'Site → Paramètres du club : le nom qu’utilisent le site, ses e-mails et ses flux.',
    },
  },
  contactDetails: {
    label: {
      en: 'Add the club’s offices and opening hours',
      nl: 'Voeg de kantoren en openingsuren van de club toe',
      fr: 'Ajouter les bureaux et heures d’ouverture du club',
    },
    hint: {
      en: 'Site → Offices and fan mail: at least one office.',
      nl: 'Site → Kantoren en fanpost: minstens één kantoor.',
      fr: 'Site → Bureaux et courrier des fans : au moins un bureau.',
    },
  },
  ourClub: {
    label: {
      en: 'Mark our club among the clubs',
      nl: 'Duid onze club aan tussen de clubs',
      fr: 'Indiquer notre club parmi les clubs',
    },
    hint: {
      en: 'Matches & teams → Clubs: the club’s own entry with “This is our club” ticked.',
      nl: 'Wedstrijden & ploegen → Clubs: de eigen club met “This is our club” aangevinkt.',
      fr: 'Matchs & équipes → Clubs : la fiche du club avec « This is our club » cochée.',
    },
  },
  firstTeam: {
    label: {
      en: 'Add a first team',
      nl: 'Voeg een eerste ploeg toe',
      fr: 'Ajouter une première équipe',
    },
    hint: {
      en: 'Matches & teams → Teams.',
      nl: 'Wedstrijden & ploegen → Ploegen.',
      fr: 'Matchs & équipes → Équipes.',
    },
  },
  firstArticle: {
    label: {
      en: 'Publish a first news item',
      nl: 'Publiceer een eerste nieuwsbericht',
      fr: 'Publier une première actualité',
    },
    hint: {
      en: 'News & media → News: a saved draft does not count until it is published.',
      nl: 'Nieuws & media → Nieuws: een bewaard concept telt pas als het gepubliceerd is.',
      fr: 'Actualités & médias → Actualités : un brouillon ne compte qu’une fois publié.',
    },
  },
  mailboxes: {
    label: {
      en: 'Fill in the club’s mailboxes',
      nl: 'Vul de mailboxen van de club in',
      fr: 'Renseigner les boîtes mail du club',
    },
    hint: {
      en: 'Site → Club settings → Mailboxes: the addresses the site’s forms notify.',
      nl: 'Site → Clubinstellingen → Mailboxen: de adressen die de formulieren van de site verwittigen.',
      fr: 'Site → Paramètres du club → Boîtes mail : les adresses que les formulaires du site préviennent.',
    },
  },
  testMail: {
    label: {
      en: 'Send a test e-mail through the mail server',
      nl: 'Verstuur een test-e-mail via de mailserver',
      fr: 'Envoyer un e-mail de test par le serveur de messagerie',
    },
    hint: {
      en: 'The button sends one to your own address through the server in SMTP_HOST.',
      nl: 'De knop stuurt er een naar je eigen adres via de server in SMTP_HOST.',
      fr: 'Le bouton en envoie un à votre propre adresse par le serveur de SMTP_HOST.',
    },
  },
  backup: {
    label: {
      en: 'Make a first backup',
      nl: 'Maak een eerste back-up',
      fr: 'Faire une première sauvegarde',
    },
    hint: {
      en: 'On the server: systemctl start club-site-backup (the timer then makes one every night), or node commands/backup.mjs <new folder>.',
      nl: 'Op de server: systemctl start club-site-backup (de timer maakt er daarna elke nacht een), of node commands/backup.mjs <nieuwe map>.',
      fr: 'Sur le serveur : systemctl start club-site-backup (le minuteur en fait ensuite une chaque nuit), ou node commands/backup.mjs <nouveau dossier>.',
    },
  },
};

export const firstRunTexts = {
  heading: { en: 'Going live', nl: 'Online gaan', fr: 'Mise en ligne' } satisfies Localized,
  progress: {
    en: (done: number, all: number) => `${done} of ${all} done`,
    nl: (done: number, all: number) => `${done} van ${all} klaar`,
    fr: (done: number, all: number) => `${done} sur ${all} faits`,
  } satisfies Record<Locale, (done: number, all: number) => string>,
  allDone: {
    en: 'Everything is set up.',
    nl: 'Alles is ingesteld.',
    fr: 'Tout est en place.',
  } satisfies Localized,
  done: { en: 'Done', nl: 'Klaar', fr: 'Fait' } satisfies Localized,
  toDo: { en: 'To do', nl: 'Te doen', fr: 'À faire' } satisfies Localized,
  lastTestMail: {
    en: (when: string, server: string) => `Last sent ${when} through ${server}.`,
    nl: (when: string, server: string) => `Laatst verstuurd ${when} via ${server}.`,
    fr: (when: string, server: string) => `Dernier envoi ${when} par ${server}.`,
  } satisfies Record<Locale, (when: string, server: string) => string>,
  lastBackup: {
    en: (when: string) => `Last backup ${when}.`,
    nl: (when: string) => `Laatste back-up ${when}.`,
    fr: (when: string) => `Dernière sauvegarde ${when}.`,
  } satisfies Record<Locale, (when: string) => string>,
  sendTestMail: {
    en: 'Send a test e-mail to me',
    nl: 'Stuur mij een test-e-mail',
    fr: 'M’envoyer un e-mail de test',
  } satisfies Localized,
  sending: { en: 'Sending…', nl: 'Versturen…', fr: 'Envoi…' } satisfies Localized,
};

/** A moment as the admin reads it: their language, the club's time zone. */
export function adminTime(iso: string, language: Locale): string {
  const locale = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE' }[language];
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));
}
