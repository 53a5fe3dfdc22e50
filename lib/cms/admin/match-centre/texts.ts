import type { LiveEventKind, LiveStatus } from '@/lib/domain/live/match-state';
import type { Locale } from '@/lib/domain/i18n/locales';
import type { Localized } from '@/lib/domain/i18n/locales';

/** The live statuses as the admin names them: in the match's fields and on the match centre's buttons. */
export const liveStatusLabels: Record<LiveStatus, Localized> = {
  'not-started': { en: 'Not started', nl: 'Niet begonnen', fr: 'Pas commencé' },
  'first-half': { en: 'First half', nl: 'Eerste helft', fr: 'Première mi-temps' },
  'half-time': { en: 'Half time', nl: 'Rust', fr: 'Mi-temps' },
  'second-half': { en: 'Second half', nl: 'Tweede helft', fr: 'Seconde mi-temps' },
  'extra-time': { en: 'Extra time', nl: 'Verlengingen', fr: 'Prolongations' },
  penalties: { en: 'Penalties', nl: 'Strafschoppen', fr: 'Tirs au but' },
  'full-time': { en: 'Full time', nl: 'Einde wedstrijd', fr: 'Fin du match' },
  postponed: { en: 'Postponed', nl: 'Uitgesteld', fr: 'Reporté' },
};

export const liveEventLabels: Record<LiveEventKind, Localized> = {
  'kick-off': { en: 'Kick-off', nl: 'Aftrap', fr: 'Coup d’envoi' },
  goal: { en: 'Goal', nl: 'Doelpunt', fr: 'But' },
  'yellow-card': { en: 'Yellow card', nl: 'Gele kaart', fr: 'Carton jaune' },
  'red-card': { en: 'Red card', nl: 'Rode kaart', fr: 'Carton rouge' },
  substitution: { en: 'Substitution', nl: 'Wissel', fr: 'Remplacement' },
  'added-time': { en: 'Added time', nl: 'Extra tijd', fr: 'Temps additionnel' },
  text: { en: 'Text line', nl: 'Tekstregel', fr: 'Ligne de texte' },
};

/** The match centre's own words (lib/cms/admin/match-centre/MatchCentre.tsx). */
export const matchCentreTexts = {
  title: { en: 'Match centre', nl: 'Wedstrijdcentrum', fr: 'Centre de match' },
  chooseMatch: { en: 'Choose the match', nl: 'Kies de wedstrijd', fr: 'Choisissez le match' },
  noMatches: {
    en: 'No match today or in the coming days.',
    nl: 'Geen wedstrijd vandaag of de komende dagen.',
    fr: 'Aucun match aujourd’hui ni dans les prochains jours.',
  },
  otherMatch: { en: 'Other match', nl: 'Andere wedstrijd', fr: 'Autre match' },
  home: { en: 'Home', nl: 'Thuis', fr: 'Domicile' },
  away: { en: 'Away', nl: 'Uit', fr: 'Extérieur' },
  minute: { en: 'Minute', nl: 'Minuut', fr: 'Minute' },
  minuteHint: {
    en: 'Empty: the match clock’s minute',
    nl: 'Leeg: de minuut van de wedstrijdklok',
    fr: 'Vide : la minute du chronomètre',
  },
  undo: {
    en: 'Undo last event',
    nl: 'Laatste gebeurtenis ongedaan maken',
    fr: 'Annuler le dernier événement',
  },
  undone: { en: 'Taken back:', nl: 'Ongedaan gemaakt:', fr: 'Annulé :' },
  saved: { en: 'Saved:', nl: 'Opgeslagen:', fr: 'Enregistré :' },
  cancel: { en: 'Cancel', nl: 'Annuleren', fr: 'Annuler' },
  save: { en: 'Save', nl: 'Opslaan', fr: 'Enregistrer' },
  whoScored: { en: 'Who scored?', nl: 'Wie scoorde?', fr: 'Qui a marqué ?' },
  whoBooked: { en: 'Which player?', nl: 'Welke speler?', fr: 'Quel joueur ?' },
  whoOff: { en: 'Who goes off?', nl: 'Wie gaat eruit?', fr: 'Qui sort ?' },
  whoOn: { en: 'Who comes on?', nl: 'Wie komt erin?', fr: 'Qui entre ?' },
  playerName: { en: 'Player’s name', nl: 'Naam van de speler', fr: 'Nom du joueur' },
  assist: { en: 'Assist (optional)', nl: 'Assist (optioneel)', fr: 'Passe décisive (facultatif)' },
  noAssist: { en: 'No assist', nl: 'Geen assist', fr: 'Pas de passe' },
  penalty: { en: 'Penalty', nl: 'Strafschop', fr: 'Penalty' },
  ownGoal: { en: 'Own goal', nl: 'Eigen doelpunt', fr: 'But contre son camp' },
  addedMinutes: { en: 'Minutes added', nl: 'Minuten extra', fr: 'Minutes ajoutées' },
  timeline: { en: 'Timeline', nl: 'Tijdlijn', fr: 'Chronologie' },
  emptyTimeline: {
    en: 'Nothing entered yet.',
    nl: 'Nog niets ingevoerd.',
    fr: 'Rien de saisi pour l’instant.',
  },
  conflict: {
    en: 'Someone else entered an event meanwhile: the screen now shows it. Tap again if yours is still missing.',
    nl: 'Iemand anders voerde intussen iets in: het scherm toont het nu. Tik opnieuw als het jouwe nog ontbreekt.',
    fr: 'Quelqu’un d’autre a saisi un événement entre-temps : l’écran l’affiche. Touchez à nouveau si le vôtre manque.',
  },
  failed: {
    en: 'Not saved: check the connection and try again.',
    nl: 'Niet opgeslagen: controleer de verbinding en probeer opnieuw.',
    fr: 'Non enregistré : vérifiez la connexion et réessayez.',
  },
  closed: {
    en: 'Not saved: live entry is open from two hours before kick-off to four hours after, and a finished match only once an editor reopens it.',
    nl: 'Niet opgeslagen: live invoeren kan van twee uur voor de aftrap tot vier uur erna, en een beëindigde wedstrijd pas als een redacteur ze heropent.',
    fr: 'Non enregistré : la saisie en direct est ouverte de deux heures avant le coup d’envoi à quatre heures après, et un match terminé seulement quand un éditeur le rouvre.',
  },
  forbidden: {
    en: 'Your account may not enter live matches.',
    nl: 'Je account mag geen live wedstrijden invoeren.',
    fr: 'Votre compte ne peut pas saisir de matchs en direct.',
  },
  status: { en: 'Match status', nl: 'Wedstrijdstatus', fr: 'Statut du match' },
  events: { en: 'Events', nl: 'Gebeurtenissen', fr: 'Événements' },
  unknownPlayer: { en: 'Unknown player', nl: 'Onbekende speler', fr: 'Joueur inconnu' },
} satisfies Record<string, Localized>;

export type MatchCentreTexts = { [K in keyof typeof matchCentreTexts]: string };

export function matchCentreTextsIn(language: Locale): MatchCentreTexts {
  return Object.fromEntries(
    Object.entries(matchCentreTexts).map(([key, text]) => [key, text[language]]),
  ) as MatchCentreTexts;
}
