import type { CollectionBeforeChangeHook, CollectionConfig, Field } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { liveMatchWriters, publicContentAccess, contentWritersOnly } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { withSearchIndex } from '../../search/hooks';
import { adminGroups } from '../../admin/groups';
import { awaitingResultField } from './awaiting-result';
import { followLiveState, liveField, publishLiveState } from './live';
import { liveEntryEndpoint } from './live-endpoint';
import { cmsLabel } from '../../labels';
import { leagueImportFields } from '../LeagueFeeds/imported-fields';

/**
 * Calendar apps only update an event whose SEQUENCE grows: count every change
 * of the kick-off (or a postponement) so the iCalendar feed stays in step.
 */
const countScheduleChanges: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'create') return { ...data, scheduleRevision: 0 };
  const moved =
    data.kickoff !== undefined &&
    new Date(data.kickoff).getTime() !== new Date(originalDoc?.kickoff).getTime();
  const statusChanged = data.status !== undefined && data.status !== originalDoc?.status;
  if (!moved && !statusChanged) return data;
  return { ...data, scheduleRevision: (originalDoc?.scheduleRevision ?? 0) + 1 };
};

const matchPages = withSearchIndex('matches', revalidateCollection(cacheTags.matches, cacheTags.news));

export const Matches: CollectionConfig = {
  slug: 'matches',
  labels: {
    singular: cmsLabel('Matches.singular'),
    plural: cmsLabel('Matches.plural'),
  },
  admin: {
    group: adminGroups.matchesAndTeams,
    defaultColumns: ['kickoff', 'team', 'opponent', 'isHome', 'competition', 'status', 'awaitingResult'],
    listSearchableFields: ['venue'],
  },
  // A match secretary updates the live fields only (liveField); everything else is the staff's.
  access: { ...publicContentAccess, update: liveMatchWriters },
  hooks: {
    // Match reports and galleries show their match.
    afterChange: [...matchPages.afterChange, publishLiveState],
    afterDelete: matchPages.afterDelete,
    // The live state first: the status it implies counts as a schedule change.
    beforeChange: [followLiveState, countScheduleChanges],
  },
  endpoints: [liveEntryEndpoint],
  defaultSort: 'kickoff',
  fields: [awaitingResultField, ...contentWritersOnly(matchFields()), liveField],
};

function matchFields(): Field[] {
  return [
    {
      type: 'row',
      fields: [
        { name: 'team', type: 'relationship', relationTo: 'teams', required: true, index: true },
        { name: 'opponent', type: 'relationship', relationTo: 'clubs', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'competition',
          type: 'relationship',
          relationTo: 'competitions',
          required: true,
          index: true,
        },
        { name: 'season', type: 'relationship', relationTo: 'seasons', required: true, index: true },
        { name: 'matchday', type: 'number', min: 1 },
      ],
    },
    { name: 'isHome', type: 'checkbox', defaultValue: true, label: 'Home match' },
    {
      name: 'kickoff',
      type: 'date',
      required: true,
      index: true,
      admin: {
        date: { pickerAppearance: 'dayAndTime', timeFormat: 'HH:mm' },
        description: 'Stored in UTC; shown in Brussels time.',
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'scheduled',
      options: [
        { label: 'Scheduled', value: 'scheduled' },
        { label: 'Time to be confirmed', value: 'tbc' },
        { label: 'Live', value: 'live' },
        { label: 'Finished', value: 'finished' },
        { label: 'Postponed', value: 'postponed' },
      ],
    },
    {
      type: 'group',
      name: 'score',
      admin: { description: 'Goals of the home side and of the away side.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'home', type: 'number', min: 0 },
            { name: 'away', type: 'number', min: 0 },
          ],
        },
      ],
    },
    { name: 'venue', type: 'text' },
    {
      name: 'report',
      type: 'relationship',
      relationTo: 'news',
      filterOptions: { kind: { equals: 'gamereport' } },
    },
    {
      name: 'gallery',
      type: 'relationship',
      relationTo: 'news',
      filterOptions: { kind: { equals: 'gamegallery' } },
    },
    { name: 'ticketUrl', type: 'text' },
    { name: 'scheduleRevision', type: 'number', defaultValue: 0, admin: { hidden: true } },
    ...leagueImportFields,
  ];
}
