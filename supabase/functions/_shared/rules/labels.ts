/**
 * Dates as the screens and the change log write them: 'Apr 8 - 14, 2025' for a week,
 * 'Friday, November 21, 2026' for a day.
 */
import { addDays, weekdayOf } from './week.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(iso: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not a calendar date: ${iso}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** 'Nov 20, 2026'. */
export function shortDateLabel(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${MONTHS[month - 1] ?? ''} ${day}, ${year}`;
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

/** The months' names in full, January first. */
export const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'Friday, November 21, 2026', written out rather than through `Intl.DateTimeFormat`: making
 * the first formatter loads the locale's calendar data, which holds up a plan page on a phone
 * for longer than labelling all its days this way (the tests compare both).
 */
export function longDateLabel(iso: string): string {
  const { year, month, day } = parts(iso);
  return `${weekdayOf(iso)}, ${LONG_MONTHS[month - 1] ?? ''} ${day}, ${year}`;
}

/** A portion in standard servings as the screens and the explanation write it: '1.5x', '0.75x', '1x'. */
export function portionLabel(scale: number): string {
  return `${Number(scale.toFixed(2))}x`;
}
