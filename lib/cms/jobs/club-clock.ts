import type { TaskConfig } from 'payload';
import { TIME_ZONE } from '../../i18n/locales';

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number];

/** A time of day on the club's clock (Europe/Brussels), as "HH:MM" reads. */
export type ClubTime = { hour: number; minute: number };

/** The zone's offset from UTC at `instant`, in milliseconds (+1 h in a Brussels winter). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant the zone's clocks read `time` on the calendar day `day` (UTC fields = the zone's date). */
function atWallClock(day: Date, { hour, minute }: ClubTime, timeZone: string): number {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  // The offset where the wall time falls; a second look settles a guess made across a change.
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/**
 * The first moment after `after` at which the club's clock reads `time`, whatever zone the
 * server runs in. 03:30 exists once every day in Brussels (summer time starts at 02:00 and
 * ends at 03:00), which is all the nightly jobs ask for.
 */
export function nextClubTime(time: ClubTime, after: Date, timeZone = TIME_ZONE): Date {
  const today = new Date(after.getTime() + offsetAt(after.getTime(), timeZone));
  for (let days = 0; days < 3; days++) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days));
    const candidate = atWallClock(day, time, timeZone);
    if (candidate > after.getTime()) return new Date(candidate);
  }
  throw new Error(`no ${time.hour}:${time.minute} in ${timeZone} within three days`);
}

/**
 * A daily schedule for Payload's jobs queue at `time` on the club's clock. Payload reads a
 * schedule's cron on the server's clock (a server in UTC would run 03:30 at 04:30 or 05:30 in
 * Brussels), so the cron here only says "daily" to Payload, and the hook sets when the run
 * waits until: the next `time` in Brussels. Payload's own check still decides whether to
 * schedule at all (not while a run waits or works), so the next `time` from now is the
 * next night's run.
 */
export function dailyOnClubClock(time: ClubTime, queue: string): ScheduleConfig {
  return {
    cron: `0 ${time.minute} ${time.hour} * * *`,
    queue,
    hooks: {
      beforeSchedule: async (args) => {
        const decided = await args.defaultBeforeSchedule(args);
        return { ...decided, waitUntil: nextClubTime(time, new Date()) };
      },
    },
  };
}
