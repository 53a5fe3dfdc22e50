import type { Payload } from 'payload';
import type { CompetitionKind } from '../../domain/vocabulary/competition-kinds';
import { createLocalized, findAll } from './shared';
import type { Localized } from '@/lib/domain/i18n/locales';

/** One competition per kind: the kind is the stable key. */
const competitions: { kind: CompetitionKind; name: Localized }[] = [
  {
    kind: 'league',
    name: { en: 'Challenger Pro League', nl: 'Challenger Pro League', fr: 'Challenger Pro League' },
  },
  { kind: 'cup', name: { en: 'Belgian Cup', nl: 'Beker van België', fr: 'Coupe de Belgique' } },
  { kind: 'friendly', name: { en: 'Friendlies', nl: 'Oefenwedstrijden', fr: 'Matchs amicaux' } },
];

export type CompetitionIds = Record<CompetitionKind, number>;

export async function seedCompetitions(payload: Payload): Promise<CompetitionIds> {
  const existing = await findAll(payload, 'competitions');
  const ids: Partial<CompetitionIds> = {};
  for (const competition of competitions) {
    ids[competition.kind] =
      existing.find((doc) => doc.kind === competition.kind)?.id ??
      (await createLocalized(payload, 'competitions', { kind: competition.kind }, (locale) => ({
        name: competition.name[locale],
      })));
  }
  return ids as CompetitionIds;
}
