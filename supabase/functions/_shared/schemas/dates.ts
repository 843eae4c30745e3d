/**
 * The dates the functions' bodies and responses carry: a real calendar date written
 * YYYY-MM-DD, and the weeks a request may name.
 */
import { z } from 'zod';
import { isIsoDate } from '../rules/week.ts';

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isIsoDate, 'must be a real calendar date');

/**
 * The weeks a request may name. Every day of the week must be a date the app can write (the
 * response's dates have four-digit years, so the last start is six days before 9999-12-31); weeks
 * before 1900 are no one's meal plan.
 */
export const EARLIEST_WEEK_START = '1900-01-01';
export const LATEST_WEEK_START = '9999-12-25';
export const weekStartDate = isoDate.refine(
  (s) => s >= EARLIEST_WEEK_START && s <= LATEST_WEEK_START,
  `must be between ${EARLIEST_WEEK_START} and ${LATEST_WEEK_START}, so that every day of the week is a valid date`,
);
