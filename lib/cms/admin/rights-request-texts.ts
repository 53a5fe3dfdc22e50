import type { Locale } from '@/lib/domain/i18n/locales';

/** The words of the tool for visitors' requests about their data (RightsRequestTool), per admin language. */
export const rightsRequestTexts = {
  en: {
    heading: 'A visitor asks for their data, or for its erasure',
    intro:
      'Enter the e-mail address the visitor used. You get everything this site holds under it (form submissions, the newsletter subscription) as one JSON file, or erase it all at once. Check first that the request really comes from that address. Every request is logged below, without the address.',
    address: 'Visitor’s e-mail address',
    lookUp: 'Look up',
    lookingUp: 'Looking up…',
    holds: (count: number) =>
      count === 0
        ? 'The site holds nothing under this address.'
        : `The site holds ${count} record(s) under this address:`,
    earlier: 'Earlier requests about this address:',
    kind: { access: 'copy of the data', erasure: 'erasure' } as Record<string, string>,
    download: 'Download everything (JSON)',
    downloaded: 'The file is downloaded, and the request is logged.',
    erase: 'Erase everything…',
    confirm: (count: number) =>
      `Erase ${count} record(s) held under this address? This cannot be undone. The log keeps the date, your name and the counts, not the address.`,
    confirmErase: (count: number) => `Yes, erase ${count} record(s)`,
    cancel: 'Cancel',
    erased: (count: number) => `${count} record(s) erased; the request is logged.`,
    invalidAddress: 'Enter a valid e-mail address.',
    changed: (count: number) =>
      `What the site holds changed since you looked (now ${count} record(s)); nothing was erased. Look it up again.`,
    failed: 'That did not work, and nothing was changed. Please try again.',
  },
  nl: {
    heading: 'Een bezoeker vraagt zijn gegevens op, of vraagt ze te wissen',
    intro:
      'Geef het e-mailadres in dat de bezoeker gebruikte. Je krijgt alles wat deze site eronder bewaart (formulieren, de inschrijving op de nieuwsbrief) als één JSON-bestand, of wist het allemaal in één keer. Controleer eerst dat het verzoek echt van dat adres komt. Elk verzoek komt hieronder in het logboek, zonder het adres.',
    address: 'E-mailadres van de bezoeker',
    lookUp: 'Opzoeken',
    lookingUp: 'Bezig met opzoeken…',
    holds: (count: number) =>
      count === 0
        ? 'De site bewaart niets onder dit adres.'
        : `De site bewaart ${count} record(s) onder dit adres:`,
    earlier: 'Eerdere verzoeken over dit adres:',
    kind: { access: 'kopie van de gegevens', erasure: 'wissing' } as Record<string, string>,
    download: 'Alles downloaden (JSON)',
    downloaded: 'Het bestand is gedownload en het verzoek staat in het logboek.',
    erase: 'Alles wissen…',
    confirm: (count: number) =>
      `${count} record(s) onder dit adres wissen? Dit kan niet ongedaan worden gemaakt. Het logboek bewaart de datum, je naam en de aantallen, niet het adres.`,
    confirmErase: (count: number) => `Ja, wis ${count} record(s)`,
    cancel: 'Annuleren',
    erased: (count: number) => `${count} record(s) gewist; het verzoek staat in het logboek.`,
    invalidAddress: 'Geef een geldig e-mailadres in.',
    changed: (count: number) =>
      `Wat de site bewaart, is veranderd sinds je keek (nu ${count} record(s)); er is niets gewist. Zoek het opnieuw op.`,
    failed: 'Dat lukte niet, en er is niets veranderd. Probeer het opnieuw.',
  },
  fr: {
    heading: 'Un visiteur demande ses données, ou leur effacement',
    intro:
      'Saisissez l’adresse e-mail utilisée par le visiteur. Vous obtenez tout ce que ce site conserve sous cette adresse (formulaires, inscription à la newsletter) en un seul fichier JSON, ou vous effacez tout en une fois. Vérifiez d’abord que la demande vient bien de cette adresse. Chaque demande est consignée ci-dessous, sans l’adresse.',
    address: 'Adresse e-mail du visiteur',
    lookUp: 'Rechercher',
    lookingUp: 'Recherche…',
    holds: (count: number) =>
      count === 0
        ? 'Le site ne conserve rien sous cette adresse.'
        : `Le site conserve ${count} enregistrement(s) sous cette adresse :`,
    earlier: 'Demandes antérieures concernant cette adresse :',
    kind: { access: 'copie des données', erasure: 'effacement' } as Record<string, string>,
    download: 'Tout télécharger (JSON)',
    downloaded: 'Le fichier est téléchargé et la demande est consignée.',
    erase: 'Tout effacer…',
    confirm: (count: number) =>
      `Effacer ${count} enregistrement(s) conservé(s) sous cette adresse ? C’est irréversible. Le journal garde la date, votre nom et les nombres, pas l’adresse.`,
    confirmErase: (count: number) => `Oui, effacer ${count} enregistrement(s)`,
    cancel: 'Annuler',
    erased: (count: number) => `${count} enregistrement(s) effacé(s) ; la demande est consignée.`,
    invalidAddress: 'Saisissez une adresse e-mail valide.',
    changed: (count: number) =>
      `Ce que le site conserve a changé depuis votre recherche (maintenant ${count} enregistrement(s)) ; rien n’a été effacé. Recherchez à nouveau.`,
    failed: 'Cela n’a pas fonctionné, et rien n’a été modifié. Veuillez réessayer.',
  },
} satisfies Record<Locale, unknown>;
