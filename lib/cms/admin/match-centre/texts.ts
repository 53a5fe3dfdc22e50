import type { LiveEventKind, LiveStatus } from '@/lib/domain/live/match-state';
import type { Locale, Localized } from '@/lib/domain/i18n/locales';
import { cmsLabel } from '../../labels';

/** The live statuses as the admin names them: in the match's fields and on the match centre's buttons. */
export const liveStatusLabels: Record<LiveStatus, Localized> = {
  'not-started': cmsLabel('matchCentre.liveStatuses.not-started'),
  'first-half': cmsLabel('matchCentre.liveStatuses.first-half'),
  'half-time': cmsLabel('matchCentre.liveStatuses.half-time'),
  'second-half': cmsLabel('matchCentre.liveStatuses.second-half'),
  'extra-time': cmsLabel('matchCentre.liveStatuses.extra-time'),
  penalties: cmsLabel('matchCentre.liveStatuses.penalties'),
  'full-time': cmsLabel('matchCentre.liveStatuses.full-time'),
  postponed: cmsLabel('matchCentre.liveStatuses.postponed'),
};

export const liveEventLabels: Record<LiveEventKind, Localized> = {
  'kick-off': cmsLabel('matchCentre.liveEvents.kick-off'),
  goal: cmsLabel('matchCentre.liveEvents.goal'),
  'yellow-card': cmsLabel('matchCentre.liveEvents.yellow-card'),
  'red-card': cmsLabel('matchCentre.liveEvents.red-card'),
  substitution: cmsLabel('matchCentre.liveEvents.substitution'),
  'added-time': cmsLabel('matchCentre.liveEvents.added-time'),
  text: cmsLabel('matchCentre.liveEvents.text'),
};

/** The match centre's own words (lib/cms/admin/match-centre/MatchCentre.tsx). */
export const matchCentreTexts = {
  title: cmsLabel('matchCentre.texts.title'),
  chooseMatch: cmsLabel('matchCentre.texts.chooseMatch'),
  noMatches: cmsLabel('matchCentre.texts.noMatches'),
  otherMatch: cmsLabel('matchCentre.texts.otherMatch'),
  home: cmsLabel('matchCentre.texts.home'),
  away: cmsLabel('matchCentre.texts.away'),
  minute: cmsLabel('matchCentre.texts.minute'),
  minuteHint: cmsLabel('matchCentre.texts.minuteHint'),
  undo: cmsLabel('matchCentre.texts.undo'),
  undone: cmsLabel('matchCentre.texts.undone'),
  saved: cmsLabel('matchCentre.texts.saved'),
  cancel: cmsLabel('matchCentre.texts.cancel'),
  save: cmsLabel('matchCentre.texts.save'),
  whoScored: cmsLabel('matchCentre.texts.whoScored'),
  whoBooked: cmsLabel('matchCentre.texts.whoBooked'),
  whoOff: cmsLabel('matchCentre.texts.whoOff'),
  whoOn: cmsLabel('matchCentre.texts.whoOn'),
  playerName: cmsLabel('matchCentre.texts.playerName'),
  assist: cmsLabel('matchCentre.texts.assist'),
  noAssist: cmsLabel('matchCentre.texts.noAssist'),
  penalty: cmsLabel('matchCentre.texts.penalty'),
  ownGoal: cmsLabel('matchCentre.texts.ownGoal'),
  addedMinutes: cmsLabel('matchCentre.texts.addedMinutes'),
  timeline: cmsLabel('matchCentre.texts.timeline'),
  emptyTimeline: cmsLabel('matchCentre.texts.emptyTimeline'),
  conflict: cmsLabel('matchCentre.texts.conflict'),
  failed: cmsLabel('matchCentre.texts.failed'),
  closed: cmsLabel('matchCentre.texts.closed'),
  forbidden: cmsLabel('matchCentre.texts.forbidden'),
  status: cmsLabel('matchCentre.texts.status'),
  events: cmsLabel('matchCentre.texts.events'),
  unknownPlayer: cmsLabel('matchCentre.texts.unknownPlayer'),
} satisfies Record<string, Localized>;

export type MatchCentreTexts = { [K in keyof typeof matchCentreTexts]: string };

export function matchCentreTextsIn(language: Locale): MatchCentreTexts {
  return Object.fromEntries(
    Object.entries(matchCentreTexts).map(([key, text]) => [key, text[language]]),
  ) as MatchCentreTexts;
}
