import { club } from '../club.mjs';

/**
 * Every public screen of SPEC §2: its route name, the internal pathname that
 * names its folder under `app/[lang]/`, and its public form per language.
 * `{club}` segments come from `lib/club.mjs`. Plain JavaScript, because
 * `next.config.mjs` derives the localized rewrites from it too.
 */
const c = club.slug;

/** @satisfies {Record<string, Record<'en' | 'nl' | 'fr', string>>} */
export const pathnames = {
  '/': { en: '/', nl: '/', fr: '/' },
  '/404': { en: '/404', nl: '/404', fr: '/404' },
  '/faq': { en: '/faq', nl: '/faq', fr: '/faq' },
  '/sttv': { en: '/sttv', nl: '/sttv', fr: '/sttv' },
  '/contact': { en: '/contact', nl: '/contact', fr: '/contact' },
  '/fanclub': { en: '/fanclub', nl: '/supportersclub', fr: '/club-des-supporters' },
  '/newsletter': { en: '/newsletter', nl: '/nieuwsbrief', fr: '/newsletter' },
  // Where the link in the newsletter's confirmation e-mail leads (app/api/newsletter/confirm).
  '/newsletter/confirmed': {
    en: '/newsletter/confirmed',
    nl: '/nieuwsbrief/bevestigd',
    fr: '/newsletter/confirmation',
  },
  '/newsletter/link-expired': {
    en: '/newsletter/link-expired',
    nl: '/nieuwsbrief/link-verlopen',
    fr: '/newsletter/lien-expire',
  },
  '/under-construction': {
    en: '/under-construction',
    nl: '/under-construction',
    fr: '/under-construction',
  },

  '/news': { en: '/news', nl: '/nieuws', fr: '/nouvelles' },
  '/news/article/[slug]': {
    en: '/news/article/[slug]',
    nl: '/nieuws/artikel/[slug]',
    fr: '/nouvelles/article/[slug]',
  },
  '/news/gamereport/[slug]': {
    en: '/news/gamereport/[slug]',
    nl: '/nieuws/wedstrijdverslag/[slug]',
    fr: '/nouvelles/rapport-de-match/[slug]',
  },
  '/news/gamegallery/[slug]': {
    en: '/news/gamegallery/[slug]',
    nl: '/nieuws/wedstrijdgalerij/[slug]',
    fr: '/nouvelles/galerie-de-jeux/[slug]',
  },
  '/news/esports-article/[slug]': {
    en: '/news/esports-article/[slug]',
    nl: '/nieuws/esports-artikel/[slug]',
    fr: '/nouvelles/esports-article/[slug]',
  },

  '/games': { en: '/games', nl: '/wedstrijden', fr: '/jeux' },
  '/games/ranking': {
    en: '/games/ranking',
    nl: '/wedstrijden/ranking',
    fr: '/jeux/classement',
  },
  '/open-trainings': {
    en: '/open-trainings',
    nl: '/open-trainings',
    fr: '/formations-ouvertes',
  },

  '/teams': { en: '/teams', nl: '/teams', fr: '/equipes' },
  '/teams/esports': { en: '/teams/esports', nl: '/ploegen/esports', fr: '/equipes/esports' },
  '/teams/youth': {
    en: `/teams/${c}-youth`,
    nl: `/ploegen/${c}-jeugd`,
    fr: `/equipes/${c}-jeunesse`,
  },
  '/teams/referee-academy': {
    en: '/teams/referee-academy',
    nl: '/teams/referee-academy',
    fr: '/equipes/referee-academy',
  },

  '/cookie-policy': {
    en: '/cookie-policy',
    nl: '/cookiebeleid',
    fr: '/politique-des-cookies',
  },
  '/privacy-policy': {
    en: '/privacy-policy',
    nl: '/privacybeleid',
    fr: '/politique-de-confidentialite',
  },
  '/terms-and-conditions': {
    en: '/terms-and-conditions',
    nl: '/algemene-voorwaarden',
    fr: '/conditions-generales',
  },
  '/terms-and-conditions-online': {
    en: '/terms-and-conditions-online',
    nl: '/online-algemene-voorwaarden',
    fr: '/conditions-generales-en-ligne',
  },

  '/history': { en: '/history', nl: '/geschiedenis', fr: '/histoire' },
  '/history/[slug]': {
    en: '/history/[slug]',
    nl: '/geschiedenis/[slug]',
    fr: '/histoire/[slug]',
  },

  '/about': { en: `/we-${c}`, nl: `/wij-${c}`, fr: `/nous-${c}` },
  '/about/binkie': { en: `/we-${c}/binkie`, nl: `/wij-${c}/binkie`, fr: `/nous-${c}/binkie` },
  '/about/activities': {
    en: `/we-${c}/activities`,
    nl: `/wij-${c}/activiteiten`,
    fr: `/nous-${c}/activites`,
  },
  '/about/volunteers': {
    en: `/we-${c}/volunteers`,
    nl: `/wij-${c}/vrijwilligers`,
    fr: `/nous-${c}/benevoles`,
  },
  '/about/for-everybody': {
    en: `/we-${c}/for-everybody`,
    nl: `/wij-${c}/voor-iedereen`,
    fr: `/nous-${c}/pour-tout-le-monde`,
  },
  '/about/friends': {
    en: `/we-${c}/friends-of-${c}`,
    nl: `/wij-${c}/vrienden-van-${c}`,
    fr: `/nous-${c}/les-amis-du-${c}`,
  },

  '/business/partners': {
    en: '/business/partners',
    nl: '/business/partners',
    fr: '/business/les-partenaires',
  },
  '/business/sponsors': {
    en: '/business/sponsors',
    nl: '/business/sponsoring',
    fr: '/business/les-parrains',
  },
  '/business/vip-experience': {
    en: '/business/vip-experience',
    nl: '/business/vip-wedstrijdbeleving',
    fr: '/business/experience-vip',
  },

  '/ticketing/tickets': {
    en: '/ticketing/tickets',
    nl: '/ticketing/tickets',
    fr: '/tickets/billets',
  },
  '/ticketing/subscriptions': {
    en: '/ticketing/subscriptions',
    nl: '/ticketing/abonnementen',
    fr: '/tickets/abonnements',
  },
  '/ticketing/refs-scouts': {
    en: '/ticketing/refs-scouts',
    nl: '/ticketing/refs-scouts',
    fr: '/tickets/refs-scouts',
  },
};
