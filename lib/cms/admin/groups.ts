/**
 * The admin's sidebar groups, in the three languages the admin speaks. Editors
 * find each collection under the part of the club it belongs to.
 */
export const adminGroups = {
  matchesAndTeams: { en: 'Matches & teams', nl: 'Wedstrijden & ploegen', fr: 'Matchs & équipes' },
  newsAndMedia: { en: 'News & media', nl: 'Nieuws & media', fr: 'Actualités & médias' },
  ticketingAndBusiness: {
    en: 'Ticketing & business',
    nl: 'Tickets & business',
    fr: 'Billetterie & business',
  },
  community: { en: 'Community', nl: 'Gemeenschap', fr: 'Communauté' },
  site: { en: 'Site', nl: 'Site', fr: 'Site' },
} as const;
