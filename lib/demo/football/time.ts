import { instantOfWallClock, zoneOffsetAt } from '../../domain/i18n/zone-clock';

/**
 * Kick-offs are planned in Brussels wall-clock time and stored in UTC. A civil
 * day is a Date at 00:00 UTC, so day arithmetic never meets a DST change.
 */
export const DAY = 24 * 60 * 60 * 1000;

/** The civil day in Brussels of an instant. */
export function brusselsDay(instant: Date): Date {
  const wall = new Date(instant.getTime() + zoneOffsetAt(instant.getTime()));
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** The instant of a Brussels wall-clock time: CET (+1) in winter, CEST (+2) in summer. */
export function atBrussels(day: Date, hours: number, minutes: number): Date {
  return new Date(instantOfWallClock(day.getTime() + (hours * 60 + minutes) * 60 * 1000));
}

export const addDays = (day: Date, days: number): Date => new Date(day.getTime() + days * DAY);

/** The Saturday on or before a civil day. */
export const saturdayOnOrBefore = (day: Date): Date => addDays(day, -((day.getUTCDay() + 1) % 7));

/** A date-only value (birth date, season bounds): noon UTC keeps the same day in every time zone of Europe. */
export const dateOnly = (year: number, month: number, day: number): string =>
  new Date(Date.UTC(year, month - 1, day, 12)).toISOString();

/** "2026-11-21": the key part of a match's kick-off. */
export const isoDay = (day: Date): string => day.toISOString().slice(0, 10);
