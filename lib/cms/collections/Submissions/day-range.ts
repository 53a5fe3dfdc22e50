import type { Where } from 'payload';
import { instantOfWallClock } from '../../../domain/i18n/zone-clock';

/** Calendar days in the club's time zone, both included; either end may be open. */
export type DayRange = { from?: string; to?: string };

export type DayRangeProblem = 'from' | 'to' | 'order';

/**
 * Reads `from` and `to` (YYYY-MM-DD, as a date input sends them; empty means open)
 * from a query. A day that does not exist, a repeated parameter or an end before the
 * start is named, so the caller can answer 400 rather than export the wrong rows.
 */
export function parseDayRange(
  query: URLSearchParams,
): { ok: true; range: DayRange } | { ok: false; problem: DayRangeProblem } {
  const range: DayRange = {};
  for (const end of ['from', 'to'] as const) {
    const values = query.getAll(end).filter((value) => value !== '');
    if (values.length === 0) continue;
    if (values.length > 1 || !isCalendarDay(values[0])) return { ok: false, problem: end };
    range[end] = values[0];
  }
  if (range.from && range.to && range.from > range.to) return { ok: false, problem: 'order' };
  return { ok: true, range };
}

/** The documents whose `field` falls on one of the range's days, Brussels time. */
export function dayRangeWhere(field: string, { from, to }: DayRange): Where {
  const bounds: Where[] = [];
  if (from) bounds.push({ [field]: { greater_than_equal: startOfDay(from).toISOString() } });
  if (to) bounds.push({ [field]: { less_than: startOfDay(nextDay(to)).toISOString() } });
  return { and: bounds };
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Midnight of `day` in Brussels as an instant. Brussels changes its clocks at 02:00
 * or 03:00, never at midnight, so the offset found at the first guess, corrected
 * once, is the day's.
 */
export function startOfDay(day: string): Date {
  return new Date(instantOfWallClock(Date.parse(`${day}T00:00:00Z`)));
}
