import { TIME_ZONE } from '../i18n/locales';
import { instantOfWallClock } from '../i18n/zone-clock';

/**
 * A day as leagues write it: 2026-08-15 (ISO), 15/08/2026, 15-08-2026 or 15.08.2026 (Belgian
 * and French), as the UTC midnight of that calendar day; null for anything else.
 */
export function dayIn(cell: string): Date | null {
  const iso = cell.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
  const european = cell.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : european
      ? [european[3], european[2], european[1]]
      : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? date : null;
}

/** A time of day: 20:30, 20.30, 20h30, 20u30 or 20:30:00; '' is "not set yet"; null for anything else. */
export function timeIn(cell: string): { hour: number; minute: number } | '' | null {
  if (cell === '') return '';
  const match = cell.match(/^(\d{1,2})[:.hu](\d{2})(?::\d{2})?$/i);
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** The instant a club's clock (or another zone's, an iCalendar TZID) reads this day and time. */
export function instantOn(
  day: Date,
  time: { hour: number; minute: number },
  timeZone: string = TIME_ZONE,
): Date {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), time.hour, time.minute);
  return new Date(instantOfWallClock(wall, timeZone));
}
