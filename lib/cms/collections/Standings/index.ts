import type { CollectionConfig } from 'payload';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { publicContentAccess } from '../../access';
import { revalidateCollection } from '../../hooks/revalidate';
import { adminGroups } from '../../admin/groups';
import { cmsLabel } from '../../labels';
import { leagueImportFields } from '../LeagueFeeds/imported-fields';

type Row = { played?: number; won?: number; draw?: number; lost?: number };

/** One league table: a competition, a season and which of our teams it is for. */
export const Standings: CollectionConfig = {
  slug: 'standings',
  labels: {
    singular: cmsLabel('Standings.singular'),
    plural: cmsLabel('Standings.plural'),
  },
  admin: {
    group: adminGroups.matchesAndTeams,
    defaultColumns: ['competition', 'season', 'team', 'updatedAt'],
  },
  access: publicContentAccess,
  hooks: revalidateCollection(cacheTags.standings, cacheTags.homeHighlights),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'competition', type: 'relationship', relationTo: 'competitions', required: true },
        { name: 'season', type: 'relationship', relationTo: 'seasons', required: true },
        { name: 'team', type: 'relationship', relationTo: 'teams', required: true },
      ],
    },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 2,
      labels: { singular: 'Club', plural: 'Clubs' },
      validate: (rows: unknown) => {
        const wrong = ((rows as Row[] | null) ?? []).findIndex(
          (row) => (row.won ?? 0) + (row.draw ?? 0) + (row.lost ?? 0) !== (row.played ?? 0),
        );
        return wrong === -1 || `Row ${wrong + 1}: won + draw + lost must equal played.`;
      },
      fields: [
        { name: 'club', type: 'relationship', relationTo: 'clubs', required: true },
        {
          type: 'row',
          fields: [
            { name: 'played', type: 'number', required: true, min: 0 },
            { name: 'won', type: 'number', required: true, min: 0 },
            { name: 'draw', type: 'number', required: true, min: 0 },
            { name: 'lost', type: 'number', required: true, min: 0 },
            { name: 'goalDifference', type: 'number', required: true },
            { name: 'points', type: 'number', required: true, min: 0 },
          ],
        },
      ],
    },
    // Only the table is imported (import-ranking.ts): no league id of its own.
    leagueImportFields[1],
  ],
};
