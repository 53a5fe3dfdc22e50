/**
 * Tags of every cached read. CMS hooks (`lib/cms/hooks/revalidate.ts`) expire
 * exactly these when an editor changes content, so public pages stay static
 * until something changes.
 */
export const cacheTags = {
  clubSettings: 'club-settings',
  news: 'news',
  videos: 'videos',
  history: 'history-chapters',
  /** Matches and what they show: competitions, seasons, opponents. */
  matches: 'matches',
  standings: 'standings',
  /** Teams and the people in them. */
  teams: 'teams',
  openTrainings: 'open-trainings',
  homeHighlights: 'home-highlights',
  redirects: 'redirects',
  pages: 'pages',
  partners: 'partners',
  fanClubs: 'fan-clubs',
  faqs: 'faqs',
  ticketing: 'ticketing',
  hospitality: 'hospitality',
  contactDetails: 'contact-details',
} as const;
