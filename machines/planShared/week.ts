/**
 * Week dates (spec section 9: the week shown is today plus 6 days). Dates are ISO calendar dates
 * (YYYY-MM-DD) in the person's own time zone, so "today" is the day on their wall calendar.
 */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The local calendar date of a moment, as YYYY-MM-DD. */
export function isoDateOf(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

function parts(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not a calendar date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Calendar arithmetic in UTC so that daylight-saving changes never skip or repeat a day. */
export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export function weekdayOf(iso: string): WeekdayName {
  const { year, month, day } = parts(iso);
  return WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? 'Sunday';
}

/** The seven dates of the week that starts on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** 'Apr 8 - 14, 2025', 'Apr 28 - May 4, 2025' or 'Dec 29, 2025 - Jan 4, 2026'. */
export function weekRangeLabel(start: string): string {
  const from = parts(start);
  const to = parts(addDays(start, 6));
  const fromMonth = MONTHS[from.month - 1] ?? '';
  const toMonth = MONTHS[to.month - 1] ?? '';
  if (from.year !== to.year) {
    return `${fromMonth} ${from.day}, ${from.year} - ${toMonth} ${to.day}, ${to.year}`;
  }
  if (from.month !== to.month) return `${fromMonth} ${from.day} - ${toMonth} ${to.day}, ${to.year}`;
  return `${fromMonth} ${from.day} - ${to.day}, ${to.year}`;
}

/**
 * One formatter for every long date: `toLocaleDateString` builds a new `Intl.DateTimeFormat`
 * on each call, which is slow enough to show when a plan page labels all its days. Made on
 * first use, so modules that never format a date pay nothing.
 */
let longDateFormat: Intl.DateTimeFormat | undefined;

/** 'Friday, November 21, 2026'. */
export function longDateLabel(iso: string): string {
  const { year, month, day } = parts(iso);
  longDateFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return longDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}

/** 'monday' → 'Monday'; anything else gives null. */
export function weekdayFromSlug(slug: string): WeekdayName | null {
  return WEEKDAY_NAMES.find((name) => name.toLowerCase() === slug.toLowerCase()) ?? null;
}

/** The date on which `weekday` falls in the week starting `start`. */
export function dateOfWeekday(start: string, weekday: WeekdayName): string {
  return weekDates(start).find((date) => weekdayOf(date) === weekday) ?? start;
}
