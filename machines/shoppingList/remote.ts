/**
 * Changes to the list made elsewhere (another phone or tab of the household), as the server's
 * live feed reports them (src/services/live/listLive.ts), and the list with one applied. A line
 * is its week and its key in that week's list: a trip's list holds several weeks' lines.
 */
import type { ListItem } from './shoppingList.types.ts';

export type RemoteListChange =
  /** A line ticked or unticked, or a custom item added (with what the person typed). */
  | {
      kind: 'line';
      week: string;
      key: string;
      checked: boolean;
      custom: { name: string; amount: string; price: number } | null;
    }
  /** A line's stored row removed: its tick is gone (a custom item is gone with it). */
  | { kind: 'lineRemoved'; week: string; key: string }
  /** A line marked bought at `paid`, or (null) its purchase taken back. */
  | { kind: 'paid'; week: string; key: string; paid: number | null };

/** Does `item`, on the list of week `listWeek`, show the line `key` of `week`? */
const isLine = (item: ListItem, listWeek: string, week: string, key: string) =>
  (item.week ?? listWeek) === week && (item.itemKey ?? item.key) === key;

export function applyRemote(
  items: readonly ListItem[],
  listWeek: string,
  change: RemoteListChange,
): ListItem[] {
  const { week, key } = change;
  const shown = items.some((item) => isLine(item, listWeek, week, key));
  if (change.kind === 'line') {
    if (!shown) {
      // A custom item added elsewhere joins this week's list; anything else is not on it.
      if (!change.custom || week !== listWeek) return [...items];
      return [
        ...items,
        { key, ...change.custom, custom: true, checked: change.checked, paid: null },
      ];
    }
    return items.map((item) =>
      isLine(item, listWeek, week, key) && item.checked !== change.checked
        ? { ...item, checked: change.checked }
        : item,
    );
  }
  if (change.kind === 'lineRemoved') {
    return items
      .filter((item) => !(item.custom && isLine(item, listWeek, week, key)))
      .map((item) =>
        isLine(item, listWeek, week, key) && item.checked ? { ...item, checked: false } : item,
      );
  }
  return items.map((item) =>
    isLine(item, listWeek, week, key) && item.paid !== change.paid
      ? { ...item, paid: change.paid }
      : item,
  );
}
