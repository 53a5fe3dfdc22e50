import type { Payload } from 'payload';
import { createLocalized, findAll } from './shared';
import type { Localized } from '@/lib/domain/i18n/locales';
import { addDays, atBrussels, brusselsDay } from './time';

const DE_KAUTER = 'Training centre De Kauter, Ypres';

const trainings: Record<'first' | 'promises' | 'ladies' | 'keepers' | 'youth', Localized> = {
  first: { en: 'First team training', nl: 'Training A-kern', fr: "Entraînement de l'équipe première" },
  promises: { en: 'Promises training', nl: 'Training Beloften', fr: 'Entraînement des Espoirs' },
  ladies: { en: 'Ladies training', nl: 'Training Dames', fr: 'Entraînement des Dames' },
  keepers: { en: 'Goalkeeper training', nl: 'Keeperstraining', fr: 'Entraînement des gardiens' },
  youth: { en: 'U18 training', nl: 'Training U18', fr: 'Entraînement des U18' },
};

/**
 * Sessions over the two weeks after the anchor (days from the anchor's day,
 * Brussels time), so the list is upcoming when the database is seeded.
 */
const sessions: { day: number; time: [number, number]; training: keyof typeof trainings; place: string }[] = [
  { day: 2, time: [10, 0], training: 'first', place: DE_KAUTER },
  { day: 3, time: [18, 30], training: 'ladies', place: DE_KAUTER },
  { day: 4, time: [15, 0], training: 'promises', place: DE_KAUTER },
  { day: 5, time: [10, 0], training: 'keepers', place: DE_KAUTER },
  { day: 9, time: [10, 0], training: 'first', place: 'Stadion Westhoek, Ypres' },
  { day: 10, time: [17, 30], training: 'youth', place: DE_KAUTER },
  { day: 12, time: [10, 30], training: 'first', place: DE_KAUTER },
];

/** Creates the missing open trainings, keyed by start and place. */
export async function seedOpenTrainings(payload: Payload, anchor: Date): Promise<void> {
  const existing = new Set(
    (await findAll(payload, 'open-trainings')).map(
      (doc) => `${new Date(doc.startsAt).getTime()}|${doc.place}`,
    ),
  );
  const today = brusselsDay(anchor);
  for (const session of sessions) {
    const startsAt = atBrussels(addDays(today, session.day), ...session.time);
    if (existing.has(`${startsAt.getTime()}|${session.place}`)) continue;
    await createLocalized(
      payload,
      'open-trainings',
      { startsAt: startsAt.toISOString(), place: session.place },
      (locale) => ({ training: trainings[session.training][locale] }),
    );
  }
}
