import { cmsLabel } from '../labels';

/**
 * The admin's sidebar groups, in the three languages the admin speaks. Editors
 * find each collection under the part of the club it belongs to.
 */
export const adminGroups = {
  matchesAndTeams: cmsLabel('groups.matchesAndTeams'),
  newsAndMedia: cmsLabel('groups.newsAndMedia'),
  ticketingAndBusiness: cmsLabel('groups.ticketingAndBusiness'),
  community: cmsLabel('groups.community'),
  site: cmsLabel('groups.site'),
} as const;
