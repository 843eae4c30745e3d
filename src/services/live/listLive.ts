/**
 * The shopping list's live feed: while the list is open, the changes made to the household's
 * list rows elsewhere (another phone or tab) arrive through Supabase Realtime (`postgres_changes`
 * on a supabase-js channel; the local backend serves the same endpoint, supabase/local/realtime).
 * Ticks, custom items and prices paid are applied where they are (machines/shoppingList/remote.ts);
 * a re-planned week, and every (re)subscription (the first, and each after the connection
 * dropped), read the list again in the background ('list.loaded'), so nothing made while this
 * device was away is missed. Row-level security decides which rows reach this device, as it
 * decides a select.
 */
import { fromCallback, type EventObject } from 'xstate';
import { z } from '../zod.ts';
import type { RemoteListChange } from '../../../machines/shoppingList/remote.ts';
import type {
  ListLiveEvent,
  ListScope,
  ShoppingListLoad,
} from '../../../machines/shoppingList/shoppingList.types.ts';
import { oneReadAtATime, subscribeRows, type RowPayload } from './rowFeed.ts';
import { money } from './plans.ts';

/** A stored list row as the list reads it: a tick, or a custom item (shoppingListActors.ts). */
export const listRow = z.object({
  item_key: z.string(),
  name: z.string(),
  amount: z.string(),
  price: money,
  custom: z.boolean(),
  checked: z.boolean(),
});
const lineRow = listRow.extend({ week_start: z.string() });
const removedLine = z.object({ week_start: z.string(), item_key: z.string() });
const paidRow = removedLine.extend({ amount_paid: money });

/** A list row's change as the list applies it, or null for a row this list cannot read. */
export function lineChange(payload: RowPayload): RemoteListChange | null {
  if (payload.eventType === 'DELETE') {
    const old = removedLine.safeParse(payload.old);
    return old.success
      ? { kind: 'lineRemoved', week: old.data.week_start, key: old.data.item_key }
      : null;
  }
  const row = lineRow.safeParse(payload.new);
  if (!row.success) return null;
  const { week_start: week, item_key: key, checked, custom, name, amount, price } = row.data;
  return { kind: 'line', week, key, checked, custom: custom ? { name, amount, price } : null };
}

/** A purchase's change: a line marked bought at a price, or its purchase taken back. */
export function paidChange(payload: RowPayload): RemoteListChange | null {
  if (payload.eventType === 'DELETE') {
    const old = removedLine.safeParse(payload.old);
    return old.success
      ? { kind: 'paid', week: old.data.week_start, key: old.data.item_key, paid: null }
      : null;
  }
  const row = paidRow.safeParse(payload.new);
  return row.success
    ? {
        kind: 'paid',
        week: row.data.week_start,
        key: row.data.item_key,
        paid: row.data.amount_paid,
      }
    : null;
}

/** The live feed of the list of `scope`, reading the list again with `load`. */
export function listLiveLogic(load: (scope: ListScope) => Promise<ShoppingListLoad>) {
  return fromCallback<EventObject, ListScope>(({ input, sendBack }) => {
    const userId = input.userId;
    if (!userId) return undefined;
    let stopped = false;
    const forward = (read: (payload: RowPayload) => RemoteListChange | null) => {
      return (payload: RowPayload) => {
        const change = read(payload);
        if (change) sendBack({ type: 'list.remote', change } satisfies ListLiveEvent);
        else console.warn('A live list change could not be read', payload.table);
      };
    };
    const reread = oneReadAtATime('Reading the list again', async () => {
      const loaded = await load(input);
      if (!stopped) sendBack({ type: 'list.loaded', loaded } satisfies ListLiveEvent);
    });
    const unsubscribe = subscribeRows({
      name: 'list',
      userId,
      tables: [
        { table: 'shopping_list_items', onChange: forward(lineChange) },
        { table: 'purchases', onChange: forward(paidChange) },
        // A week planned again: its list is another.
        { table: 'meal_plans', onChange: reread },
      ],
      onSubscribed: reread,
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  });
}
