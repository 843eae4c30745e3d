/**
 * The document title of each page: what the browser tab, the history list and a screen reader
 * (on arriving at a page) call it. A route gives its title in `handle.title`, as text or made
 * from the address's parameters; the deepest route that gives one names the page.
 */
import type { Params, UIMatch } from 'react-router-dom';
import { PRODUCT_NAME } from './brand.ts';
import { isWeekday } from '../../machines/shared/paths.ts';
import { weekdayFromSlug } from '../../machines/planShared/week.ts';

export type TitleSource = string | ((params: Params) => string);

export interface RouteHandle {
  title?: TitleSource;
}

/** The home page's title, and the title of the HTML before any page has rendered. */
export const HOME_TITLE = `${PRODUCT_NAME}: healthy meals on your budget`;

/** A day page's title: "Monday's meals", or the not-found title for a day that is not one. */
export function dayTitle(prefix: string): (params: Params) => string {
  return (params) => {
    // The addresses the day routes take (WeekdayGuard): lowercase weekday names.
    const day = isWeekday(params.day) ? weekdayFromSlug(params.day) : null;
    return day ? `${prefix}${day}'s meals` : NOT_FOUND_TITLE;
  };
}

export const NOT_FOUND_TITLE = 'Page not found';

function handleTitle(handle: unknown): TitleSource | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  const { title } = handle as RouteHandle;
  return typeof title === 'string' || typeof title === 'function' ? title : undefined;
}

/** The document title for the matched routes of an address. */
export function pageTitle(matches: readonly Pick<UIMatch, 'handle' | 'params'>[]): string {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const source = match ? handleTitle(match.handle) : undefined;
    if (source === undefined) continue;
    const title = typeof source === 'string' ? source : source(match?.params ?? {});
    return title === HOME_TITLE ? title : `${title} · ${PRODUCT_NAME}`;
  }
  return HOME_TITLE;
}
