/**
 * The document title of each page: what the browser tab, the history list and a screen reader
 * (on arriving at a page) call it. A route gives its title in `handle.title`, as text or made
 * from the address's parameters; the deepest route that gives one names the page.
 */
import type { Params, UIMatch } from 'react-router-dom';
import { PRODUCT_NAME } from './brand.ts';
import { isWeekday, pages } from '../../machines/shared/paths.ts';
import { weekdayFromSlug } from '../../machines/planShared/week.ts';

export type TitleSource = string | ((params: Params) => string);

export interface RouteHandle {
  title?: TitleSource;
}

/** The home page's title, and the title of the HTML before any page has rendered. */
export const HOME_TITLE = `${PRODUCT_NAME}: healthy meals on your budget`;

/** Where a day page's title names its weekday. */
const DAY = '{day}';

/**
 * A page's title source from its record's title: text as it is, or, where `{day}` stands for
 * the weekday, "Monday's meals" made from the address's day (the not-found title for a day that
 * is not one: the addresses the day routes take are lowercase weekday names, WeekdayGuard).
 */
export function titleSource(title: string | undefined): TitleSource | undefined {
  if (title === undefined || !title.includes(DAY)) return title;
  return (params) => {
    const day = isWeekday(params.day) ? weekdayFromSlug(params.day) : null;
    return day ? title.replace(DAY, day) : NOT_FOUND_TITLE;
  };
}

export const NOT_FOUND_TITLE = pages.notFound.title;

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
