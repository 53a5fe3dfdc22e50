import 'server-only';
import type { Payload } from 'payload';
import type { Locale } from '@/lib/domain/i18n/locales';
import { cacheTags } from '@/lib/shared/cache/cache-tags';
import { cachedRead } from './cached-read';

export type OpenTraining = { id: number; startsAt: string; training: string; place: string };

/** Open trainings from today on, soonest first (SPEC §3: date, training, place, day). */
export async function queryOpenTrainings(
  payload: Payload,
  locale: Locale,
  from: string,
): Promise<OpenTraining[]> {
  const result = await payload.find({
    collection: 'open-trainings',
    locale,
    where: { startsAt: { greater_than_equal: from } },
    sort: 'startsAt',
    pagination: false,
    depth: 0,
  });
  return result.docs.map((doc) => ({
    id: doc.id,
    startsAt: doc.startsAt,
    training: doc.training,
    place: doc.place,
  }));
}

export const listOpenTrainings = cachedRead('open-trainings', [cacheTags.openTrainings], queryOpenTrainings);
