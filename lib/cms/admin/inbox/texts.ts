import type { Locale, Localized } from '@/lib/domain/i18n/locales';

/** The inbox's words in the admin (dashboard panel, list header, export form). */
export const inboxTexts = {
  waiting: { en: 'What is waiting', nl: 'Wat wacht er', fr: 'Ce qui attend' },
  nothingWaiting: {
    en: 'Nothing new: every submission has been picked up.',
    nl: 'Niets nieuws: elke inzending is opgepakt.',
    fr: 'Rien de nouveau : chaque envoi a été pris en charge.',
  },
  showNew: {
    en: 'Show only the new ones',
    nl: 'Toon alleen de nieuwe',
    fr: 'Afficher les nouveaux seulement',
  },
  showAll: { en: 'Show all', nl: 'Toon alles', fr: 'Tout afficher' },
  exportTitle: { en: 'Export as CSV', nl: 'Exporteren als CSV', fr: 'Exporter en CSV' },
  receivedFrom: { en: 'Received from', nl: 'Ontvangen vanaf', fr: 'Reçus du' },
  confirmedFrom: { en: 'Confirmed from', nl: 'Bevestigd vanaf', fr: 'Confirmés du' },
  until: { en: 'until', nl: 'tot en met', fr: 'au' },
  exportHint: {
    en: 'Days in Brussels time, both included; leave a date empty for no limit.',
    nl: 'Dagen in Brusselse tijd, beide inbegrepen; laat een datum leeg voor geen grens.',
    fr: 'Jours à l’heure de Bruxelles, bornes comprises ; laissez une date vide pour ne pas limiter.',
  },
  confirmedOnly: {
    en: 'Confirmed subscribers only, for the mailing tool.',
    nl: 'Enkel bevestigde abonnees, voor het mailingprogramma.',
    fr: 'Abonnés confirmés uniquement, pour l’outil d’envoi.',
  },
  download: { en: 'Download CSV', nl: 'CSV downloaden', fr: 'Télécharger le CSV' },
} satisfies Record<string, Localized>;

/** "3 new" in the admin's language. */
export function newCount(count: number, language: Locale): string {
  if (language === 'nl') return `${count} nieuw`;
  if (language === 'fr') return `${count} ${count > 1 ? 'nouveaux' : 'nouveau'}`;
  return `${count} new`;
}

/** A collection's label, as Payload stores it (one string or one per language), in `language`. */
export function labelIn(label: unknown, language: Locale): string {
  if (label && typeof label === 'object') {
    const byLanguage = label as Partial<Localized>;
    return byLanguage[language] ?? byLanguage.en ?? '';
  }
  return typeof label === 'string' ? label : '';
}
