import type { Payload } from 'payload';
import { locales } from '../../domain/i18n/locales';
import type { SeedPerson } from './people';
import { seedContext } from './shared';
import type { Localized } from '@/lib/domain/i18n/locales';

/** The first team's number 9; left alone once an editor (or an earlier run) has chosen someone. */
export async function seedHomeHighlights(
  payload: Payload,
  roster: SeedPerson[],
  people: Map<string, number>,
) {
  const current = await payload.findGlobal({ slug: 'home-highlights', depth: 0 });
  if (current.playerOfTheSeason) return;
  const striker = roster.find(
    (person) => person.teams.includes('first') && person.fn === 'FORWARD' && person.shirtNumber === 9,
  )!;
  const name = `${striker.firstName} ${striker.lastName}`;
  const note: Localized = {
    en: `${name} leads the line with goals and tireless pressing, and headed the late winner against KSC Leiedal.`,
    nl: `${name} leidt de aanval met doelpunten en onvermoeibaar druk zetten, en kopte de late winning goal tegen KSC Leiedal binnen.`,
    fr: `${name} mène l'attaque par ses buts et son pressing inlassable, et a inscrit de la tête le but tardif de la victoire contre le KSC Leiedal.`,
  };
  for (const locale of locales) {
    await payload.updateGlobal({
      slug: 'home-highlights',
      locale,
      data: { playerOfTheSeason: people.get(name), playerOfTheSeasonNote: note[locale] },
      context: seedContext(),
    });
  }
}
