import type { CollectionConfig } from 'payload';
import { contentWriters } from '../../access';
import { adminGroups } from '../../admin/groups';
import { leagueImportWords } from '../../admin/league-import/texts';
import { adminLanguage } from '../../admin/mail-notice-texts';
import { cmsLabel } from '../../labels';
import { importEndpoint } from './import-endpoint';
import { isFeedAddress } from './feed-source';

const panel = '/lib/cms/admin/league-import/LeagueImportPanel#LeagueImportPanel';

/**
 * Where the league publishes one of our teams' calendar or ranking for one season, and what
 * its last import did. Its own collection rather than fields on Teams or Seasons: a team has
 * one per season and kind, each with its own address, club names and report, and a season's
 * feeds stay when the next season's are added. Read and written by the content's writers, the
 * same people who would otherwise type the matches; never public (the report names what an
 * editor changed by hand). The import itself: import-feed.ts.
 */
export const LeagueFeeds: CollectionConfig = {
  slug: 'league-feeds',
  labels: {
    singular: cmsLabel('LeagueFeeds.singular'),
    plural: cmsLabel('LeagueFeeds.plural'),
  },
  admin: {
    group: adminGroups.matchesAndTeams,
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'team', 'season', 'lastRunAt'],
    description: cmsLabel('LeagueFeeds.description'),
  },
  access: {
    read: contentWriters,
    create: contentWriters,
    update: contentWriters,
    delete: contentWriters,
  },
  endpoints: [importEndpoint],
  fields: [
    { name: 'title', type: 'text', required: true, label: cmsLabel('LeagueFeeds.title') },
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'calendar',
      label: cmsLabel('LeagueFeeds.kind'),
      options: [
        { value: 'calendar', label: cmsLabel('LeagueFeeds.kinds.calendar') },
        { value: 'ranking', label: cmsLabel('LeagueFeeds.kinds.ranking') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'team', type: 'relationship', relationTo: 'teams', required: true },
        { name: 'season', type: 'relationship', relationTo: 'seasons', required: true },
        { name: 'competition', type: 'relationship', relationTo: 'competitions', required: true },
      ],
    },
    {
      name: 'url',
      type: 'text',
      label: cmsLabel('LeagueFeeds.url'),
      admin: { description: cmsLabel('LeagueFeeds.urlHint') },
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
        !value ||
        isFeedAddress(String(value)) ||
        leagueImportWords[adminLanguage(req.i18n?.language)].problems.badAddress,
    },
    {
      name: 'ownNames',
      type: 'text',
      label: cmsLabel('LeagueFeeds.ownNames'),
      admin: { description: cmsLabel('LeagueFeeds.ownNamesHint') },
    },
    {
      name: 'clubNames',
      type: 'array',
      label: cmsLabel('LeagueFeeds.clubNames'),
      admin: { description: cmsLabel('LeagueFeeds.clubNamesHint'), initCollapsed: true },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, label: cmsLabel('LeagueFeeds.nameInFeed') },
            { name: 'club', type: 'relationship', relationTo: 'clubs', required: true },
          ],
        },
      ],
    },
    {
      name: 'importPanel',
      type: 'ui',
      admin: { components: { Field: panel } },
    },
    {
      name: 'lastRunAt',
      type: 'date',
      label: cmsLabel('LeagueFeeds.lastRunAt'),
      admin: {
        readOnly: true,
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' },
      },
    },
    // What the last import did (lib/domain/league/report.ts): the panel above shows it.
    { name: 'lastReport', type: 'json', admin: { hidden: true } },
  ],
};
