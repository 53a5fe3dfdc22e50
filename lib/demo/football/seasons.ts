import type { Payload } from 'payload';
import type { Season } from '../../generated/payload-types';
import { seedContext } from './shared';
import { brusselsDay, dateOnly } from './time';

/** A season runs from 1 July to 30 June; its start year names it. */
export function seasonStartYear(instant: Date): number {
  const day = brusselsDay(instant);
  return day.getUTCMonth() >= 6 ? day.getUTCFullYear() : day.getUTCFullYear() - 1;
}

/** "2026–2027", with an en dash. */
export const seasonName = (startYear: number) => `${startYear}–${startYear + 1}`;

/**
 * The season containing now (current) and the one before, keyed by name. Only
 * when a run creates a new current season does the older one stop being
 * current: an editor's choice on an existing database is left alone.
 */
export async function seedSeasons(
  payload: Payload,
  now: Date,
): Promise<{ current: Season; startYear: number }> {
  const startYear = seasonStartYear(now);
  const { docs } = await payload.find({ collection: 'seasons', depth: 0, pagination: false });
  for (const year of [startYear - 1, startYear]) {
    const name = seasonName(year);
    if (docs.some((season) => season.name === name)) continue;
    const isCurrent = year === startYear;
    if (isCurrent) {
      for (const season of docs.filter((doc) => doc.current)) {
        await payload.update({
          collection: 'seasons',
          id: season.id,
          data: { current: false },
          context: seedContext(),
        });
      }
    }
    const created = await payload.create({
      collection: 'seasons',
      data: { name, startsOn: dateOnly(year, 7, 1), endsOn: dateOnly(year + 1, 6, 30), current: isCurrent },
      context: seedContext(),
    });
    docs.push(created);
  }
  const current = docs.find((season) => season.name === seasonName(startYear))!;
  return { current, startYear };
}
