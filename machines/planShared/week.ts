/**
 * Week dates for the screens: the shared rules (supabase/functions/_shared/rules/week.ts and
 * labels.ts) and the person's own calendar date. Dates are ISO calendar dates (YYYY-MM-DD) in
 * the person's own time zone, so "today" is the day on their wall calendar.
 */
import {
  WEEKDAYS,
  addDays,
  weekDates,
  weekdayNamed,
  weekdayOf,
  type Weekday,
} from '../../supabase/functions/_shared/rules/week.ts';

export { addDays, weekDates, weekdayOf };
export { inWeek, weekStartFor } from '../../supabase/functions/_shared/rules/week.ts';
export { longDateLabel, weekRangeLabel } from '../../supabase/functions/_shared/rules/labels.ts';
export const WEEKDAY_NAMES = WEEKDAYS;
export type WeekdayName = Weekday;

/** The local calendar date of a moment, as YYYY-MM-DD. */
export function isoDateOf(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

/** 'monday' → 'Monday'; anything else gives null. */
export function weekdayFromSlug(slug: string): WeekdayName | null {
  return weekdayNamed(slug);
}

/** The date on which `weekday` falls in the week starting `start`. */
export function dateOfWeekday(start: string, weekday: WeekdayName): string {
  return weekDates(start).find((date) => weekdayOf(date) === weekday) ?? start;
}
