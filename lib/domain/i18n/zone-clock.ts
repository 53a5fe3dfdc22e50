import { TIME_ZONE } from './locales';

/** One formatter per zone: building one costs more than reading the clock with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds (+1 h in a Brussels winter). */
export function zoneOffsetAt(instant: number, timeZone: string = TIME_ZONE): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the zone's clocks read `wall` (a wall-clock time written as if it were UTC,
 * e.g. `Date.UTC(2026, 2, 29, 3, 30)` for 03:30 on 29 March). The offset found at a first
 * guess, corrected once, is the right one, except inside the hour a change of clocks skips.
 */
export function instantOfWallClock(wall: number, timeZone: string = TIME_ZONE): number {
  const guess = wall - zoneOffsetAt(wall, timeZone);
  return wall - zoneOffsetAt(guess, timeZone);
}
