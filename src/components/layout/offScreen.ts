/**
 * The style of a block that the browser may leave unstyled and unlaid while it is off screen
 * (CSS content-visibility: auto): a shopping-list section, a day of the week. The page's long
 * lists then cost one screen's layout when they appear instead of the whole list's, which on a
 * phone is most of the work of showing the page. The content stays in the document (find in
 * page, screen readers, tests and the kept snapshot all see it); only its rendering waits.
 *
 * Until a block has been on screen once it takes the estimated height, so the scroll bar is
 * about right; the browser then remembers the real one (the `auto` keyword).
 */
import type { CSSProperties } from 'react';

export function laidOutWhenOnScreen(estimatedHeight: number): CSSProperties {
  return {
    contentVisibility: 'auto',
    containIntrinsicHeight: `auto ${Math.max(0, Math.round(estimatedHeight))}px`,
  };
}
