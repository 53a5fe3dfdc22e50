import { readCalendarCsv } from './calendar-csv';
import { readCalendarIcal } from './calendar-ical';
import type { CalendarReading } from './fixtures';

/** A calendar feed or file, iCalendar or CSV, told apart by its first line rather than its name. */
export function readCalendar(text: string): CalendarReading {
  return /^\s*BEGIN:VCALENDAR/i.test(text) ? readCalendarIcal(text) : readCalendarCsv(text);
}
