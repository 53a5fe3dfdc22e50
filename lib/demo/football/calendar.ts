import { addDays, atBrussels, brusselsDay, DAY, saturdayOnOrBefore } from './time';

export const MATCHDAYS = 30;

/** No league football over Christmas and New Year. */
export const isWinterBreak = (saturday: Date) =>
  (saturday.getUTCMonth() === 11 && saturday.getUTCDate() >= 20) ||
  (saturday.getUTCMonth() === 0 && saturday.getUTCDate() <= 5);

export type LeagueCalendar = {
  /** The Saturday of each matchday weekend, matchday 1 first. */
  saturdays: Date[];
  /** Matchdays 1…played are over; the rest are still to come. */
  played: number;
};

/**
 * The league weekends around the anchor (the moment the season was first
 * seeded). The last played weekend kicked off (Saturday 20:45) at least two
 * days before the anchor, so the seeded match reports (published two and nine
 * days before) come after their matches; the next matchday is the first
 * weekend that has not started yet. As many matchdays are played as league
 * weekends have passed since 1 August, but always at least 3 and at most 27,
 * so the site has both results and fixtures even in the off-season.
 */
export function leagueCalendar(anchor: Date, seasonStartYear: number): LeagueCalendar {
  const reportsFrom = new Date(anchor.getTime() - 2 * DAY);
  let last = saturdayOnOrBefore(brusselsDay(reportsFrom));
  while (isWinterBreak(last) || atBrussels(last, 20, 45) >= reportsFrom) last = addDays(last, -7);

  let weekendsSinceAugust = 0;
  for (let day = last; day >= new Date(Date.UTC(seasonStartYear, 7, 1)); day = addDays(day, -7)) {
    if (!isWinterBreak(day)) weekendsSinceAugust++;
  }
  const played = Math.min(Math.max(weekendsSinceAugust, 3), MATCHDAYS - 3);

  const past: Date[] = [];
  for (let day = last; past.length < played; day = addDays(day, -7))
    if (!isWinterBreak(day)) past.unshift(day);
  let next = addDays(last, 7);
  while (atBrussels(next, 12, 0) <= anchor) next = addDays(next, 7);
  const future: Date[] = [];
  for (let day = next; future.length < MATCHDAYS - played; day = addDays(day, 7))
    if (!isWinterBreak(day)) future.push(day);
  return { saturdays: [...past, ...future], played };
}
