/**
 * @mantine/hooks as the production build hands it to Mantine's components, with one hook
 * replaced: useId (scripts/mantine-stable-ids.ts points every other module's imports here).
 *
 * Mantine's useId renders React's id first, then swaps in a random one from a layout effect. That
 * swap is a state update inside the commit, so every component that asks for an id (each
 * checkbox, modal, menu, popover) renders a second time, at once and in one block, right after
 * the page mounts: on the shopping list, forty checkboxes made that block most of the task that
 * shows the list. React's own id is already unique in the page and the same on every render, so
 * the id here is the one Mantine renders first, and it is never swapped.
 */
import { useId as useReactId } from 'react';

export * from '@mantine/hooks';

/** Mantine's useId without the second render: the given id, or React's id in Mantine's form. */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}
