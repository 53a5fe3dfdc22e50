import { AA_TEXT_CONTRAST } from '../../../domain/club/contrast';
import type { Locale } from '@/lib/domain/i18n/locales';

/** The admin's words for the identity fields' refusals, in the admin's language. */
export const identityRefusals: Record<
  Locale,
  {
    colour: string;
    pathSegment: string;
    primaryOnWhite: (colour: string, ratio: string) => string;
    accentOnPrimary: (accent: string, primary: string, ratio: string) => string;
    foundedYear: (latest: number) => string;
  }
> = {
  en: {
    colour: 'A colour as # and 6 hexadecimal digits, e.g. #14213d.',
    pathSegment:
      'Lower-case letters and digits, words joined by single hyphens, 2 to 40 characters (e.g. fc-voorbeeld).',
    primaryOnWhite: (colour, ratio) =>
      `Not saved: white text on ${colour}, and ${colour} text on white, have a contrast of ${ratio}:1; WCAG AA asks for ${AA_TEXT_CONTRAST}:1 for text and buttons. Choose a darker primary colour.`,
    accentOnPrimary: (accent, primary, ratio) =>
      `Not saved: the accent ${accent} on the primary colour ${primary} has a contrast of ${ratio}:1; WCAG AA asks for ${AA_TEXT_CONTRAST}:1 for text and buttons. Choose a lighter accent or a darker primary colour.`,
    foundedYear: (latest) => `A year from 1850 to ${latest}.`,
  },
  nl: {
    colour: 'Een kleur als # en 6 hexadecimale cijfers, bv. #14213d.',
    pathSegment:
      'Kleine letters en cijfers, woorden verbonden met één koppelteken, 2 tot 40 tekens (bv. fc-voorbeeld).',
    primaryOnWhite: (colour, ratio) =>
      `Niet bewaard: witte tekst op ${colour}, en ${colour} als tekst op wit, hebben een contrast van ${ratio}:1; WCAG AA vraagt ${AA_TEXT_CONTRAST}:1 voor tekst en knoppen. Kies een donkerdere hoofdkleur.`,
    accentOnPrimary: (accent, primary, ratio) =>
      `Niet bewaard: de accentkleur ${accent} op de hoofdkleur ${primary} heeft een contrast van ${ratio}:1; WCAG AA vraagt ${AA_TEXT_CONTRAST}:1 voor tekst en knoppen. Kies een lichtere accentkleur of een donkerdere hoofdkleur.`,
    foundedYear: (latest) => `Een jaar van 1850 tot ${latest}.`,
  },
  fr: {
    colour: 'Une couleur en # et 6 chiffres hexadécimaux, p. ex. #14213d.',
    pathSegment:
      'Des minuscules et des chiffres, les mots reliés par un seul trait d’union, de 2 à 40 caractères (p. ex. fc-voorbeeld).',
    primaryOnWhite: (colour, ratio) =>
      `Non enregistré : un texte blanc sur ${colour}, et ${colour} en texte sur blanc, ont un contraste de ${ratio}:1 ; le niveau AA des WCAG demande ${AA_TEXT_CONTRAST}:1 pour les textes et les boutons. Choisissez une couleur principale plus foncée.`,
    accentOnPrimary: (accent, primary, ratio) =>
      `Non enregistré : l’accent ${accent} sur la couleur principale ${primary} a un contraste de ${ratio}:1 ; le niveau AA des WCAG demande ${AA_TEXT_CONTRAST}:1 pour les textes et les boutons. Choisissez un accent plus clair ou une couleur principale plus foncée.`,
    foundedYear: (latest) => `Une année de 1850 à ${latest}.`,
  },
};
