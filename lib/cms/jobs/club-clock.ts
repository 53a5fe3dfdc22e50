import type { TaskConfig } from 'payload';
import { TIME_ZONE } from '../../domain/i18n/locales';
import { instantOfWallClock, zoneOffsetAt } from '../../domain/i18n/zone-clock';

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number];

/** A time of day on the club's clock (Europe/Brussels), as "HH:MM" reads. */
export type ClubTime = { hour: number; minute: number };

/**
 * The first moment after `after` at which the club's clock reads `time`, whatever zone the
 * server runs in. 03:30 exists once every day in Brussels (summer time starts at 02:00 and
 * ends at 03:00), which is all the nightly jobs ask for.
 */
export function nextClubTime(time: ClubTime, after: Date, timeZone = TIME_ZONE): Date {
  const today = new Date(after.getTime() + zoneOffsetAt(after.getTime(), timeZone));
  for (let days = 0; days < 3; days++) {
    const wall = Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + days,
      time.hour,
      time.minute,
    );
    const candidate = instantOfWallClock(wall, timeZone);
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
  return onClubClock([time], queue);
}

/**
 * The same for several times a day: each run waits until the first of `times` still to come
 * on the club's clock, and the next is scheduled once it has run.
 */
export function onClubClock(times: ClubTime[], queue: string): ScheduleConfig {
  const [first] = times;
  return {
    cron: `0 ${first.minute} ${times.map((time) => time.hour).join(',')} * * *`,
    queue,
    hooks: {
      beforeSchedule: async (args) => {
        const decided = await args.defaultBeforeSchedule(args);
        const now = new Date();
        const next = Math.min(...times.map((time) => nextClubTime(time, now).getTime()));
        return { ...decided, waitUntil: new Date(next) };
      },
    },
  };
}
