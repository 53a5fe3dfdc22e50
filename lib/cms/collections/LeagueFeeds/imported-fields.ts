import type { Field } from 'payload';
import { cmsLabel } from '../../labels';

/**
 * What an imported match or table keeps of its import: the league's id of the match (how the
 * next import finds it, so a rerun changes nothing and a moved match moves) and the values the
 * last import set, against which a hand edit shows (lib/domain/league/reconcile.ts).
 */
export const leagueImportFields: [Field, Field] = [
  {
    name: 'leagueUid',
    type: 'text',
    index: true,
    label: cmsLabel('LeagueFeeds.leagueUid'),
    admin: { readOnly: true, position: 'sidebar', condition: (data) => Boolean(data?.leagueUid) },
  },
  { name: 'leagueImported', type: 'json', admin: { hidden: true } },
];
