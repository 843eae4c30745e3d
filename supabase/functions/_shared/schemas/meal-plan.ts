/**
 * The bodies and responses of the generate-meal-plan, regenerate-meal and edit-meal-plan
 * functions (spec section 7), and the rows of the profile tables they read. Shared by the
 * functions and the app, so both sides validate the same shapes: one import for all of them,
 * gathered from requests.ts, responses.ts, stored.ts and dates.ts. The app imports responses.ts
 * itself: it parses only responses, and every schema of a module it loads is built when the
 * module loads (tens of milliseconds on a phone for the request bodies and rows it never uses).
 */
import { WEEKDAYS } from '../rules/week.ts';

export { WEEKDAYS };
export type { Weekday } from '../rules/week.ts';
export { EARLIEST_WEEK_START, LATEST_WEEK_START } from './dates.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './stored.ts';
