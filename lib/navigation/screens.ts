import type { RouteName } from '@/lib/i18n/routes';

/**
 * Each static screen's title (a key of the `Pages` and `Descriptions` messages)
 * and its parent in the breadcrumb trail.
 */
export const screens = {
  index: { key: 'home' },
  'not-found': { key: 'home' },
  faq: { key: 'faq', parent: 'index' },
  sttv: { key: 'sttv', parent: 'index' },
  contact: { key: 'contact', parent: 'index' },
  fanclub: { key: 'fanclub', parent: 'about' },
  newsletter: { key: 'newsletter', parent: 'index' },
  'under-construction': { key: 'underConstruction', parent: 'index' },
  news: { key: 'news', parent: 'index' },
  games: { key: 'games', parent: 'index' },
  'games-ranking': { key: 'gamesRanking', parent: 'games' },
  'open-trainings': { key: 'openTrainings', parent: 'games' },
  teams: { key: 'teams', parent: 'index' },
  'teams-youth': { key: 'teamsYouth', parent: 'teams' },
  'teams-esports': { key: 'teamsEsports', parent: 'teams' },
  'teams-referee-academy': { key: 'teamsRefereeAcademy', parent: 'teams' },
  'cookie-policy': { key: 'cookiePolicy', parent: 'index' },
  'privacy-policy': { key: 'privacyPolicy', parent: 'index' },
  'terms-and-conditions': { key: 'termsAndConditions', parent: 'index' },
  'terms-and-conditions-online': { key: 'termsAndConditionsOnline', parent: 'index' },
  history: { key: 'history', parent: 'about' },
  about: { key: 'about', parent: 'index' },
  'about-binkie': { key: 'aboutBinkie', parent: 'about' },
  'about-activities': { key: 'aboutActivities', parent: 'about' },
  'about-volunteers': { key: 'aboutVolunteers', parent: 'about' },
  'about-for-everybody': { key: 'aboutForEverybody', parent: 'about' },
  'about-friends': { key: 'aboutFriends', parent: 'about' },
  'business-partners': { key: 'businessPartners', parent: 'index' },
  'business-sponsors': { key: 'businessSponsors', parent: 'index' },
  'business-vip-experience': { key: 'businessVipExperience', parent: 'index' },
  'ticketing-tickets': { key: 'ticketingTickets', parent: 'index' },
  'ticketing-subscriptions': { key: 'ticketingSubscriptions', parent: 'index' },
  'ticketing-refs-scouts': { key: 'ticketingRefsScouts', parent: 'index' },
} as const satisfies Partial<Record<RouteName, { key: string; parent?: RouteName }>>;

export type ScreenName = keyof typeof screens;
