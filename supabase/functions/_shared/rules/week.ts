/**
 * Weekdays and week dates, for the app and the functions alike. Dates are ISO calendar dates
 * (YYYY-MM-DD); arithmetic runs in UTC so that daylight-saving changes never skip or repeat a
 * day. A week is seven days from its first day, which is the person's Meal Plan Start Day.
 */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(iso: string): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Not a calendar date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Whether text is a real calendar date written YYYY-MM-DD (2025-02-30 is not). */
/** Midnight UTC of a calendar date; years 0-99 stay themselves (Date.UTC maps them to 19xx). */
export function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = utcDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function addDays(iso: string, days: number): string {
  const { year, month, day } = parts(iso);
  return utcDate(year, month, day + days)
    .toISOString()
    .slice(0, 10);
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  return Math.round(
    (utcDate(b.year, b.month, b.day).getTime() - utcDate(a.year, a.month, a.day).getTime()) /
      86_400_000,
  );
}

export function weekdayOf(iso: string): Weekday {
  const { year, month, day } = parts(iso);
  return WEEKDAYS[utcDate(year, month, day).getUTCDay()] ?? 'Sunday';
}

/** The seven dates of the week that starts on `start`. */
export function weekDates(start: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** 'monday' or 'MONDAY' -> 'Monday'; anything else gives null. */
export function weekdayNamed(text: string | null | undefined): Weekday | null {
  const wanted = (text ?? '').trim().toLowerCase();
  return WEEKDAYS.find((name) => name.toLowerCase() === wanted) ?? null;
}

/**
 * The first day of the week that holds `today` for someone whose weeks start on `startDay`:
 * the latest `startDay` on or before today. Without a start day the week starts today (the
 * spec's prototype shows today plus six days).
 */
export function weekStartFor(today: string, startDay: Weekday | null): string {
  if (!startDay) return today;
  const back = (WEEKDAYS.indexOf(weekdayOf(today)) - WEEKDAYS.indexOf(startDay) + 7) % 7;
  return addDays(today, -back);
}

/** Whether `date` falls in the week that starts on `start`. */
export function inWeek(start: string, date: string): boolean {
  return start <= date && date <= addDays(start, 6);
}
