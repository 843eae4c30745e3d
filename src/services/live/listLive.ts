/**
 * The shopping list's live feed: while the list is open, the changes made to the household's
 * list rows elsewhere (another phone or tab) arrive through Supabase Realtime (`postgres_changes`
 * on a supabase-js channel; the local backend serves the same endpoint, supabase/local/realtime).
 * Ticks, custom items and prices paid are applied where they are (machines/shoppingList/remote.ts);
 * a re-planned week, and every (re)subscription (the first, and each after the connection
 * dropped), read the list again in the background ('list.loaded'), so nothing made while this
 * device was away is missed. Row-level security decides which rows reach this device, as it decides a select.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { z } from '../zod.ts';
import type { RemoteListChange } from '../../../machines/shoppingList/remote.ts';
import type {
  ListLiveEvent,
  ListScope,
  ShoppingListLoad,
} from '../../../machines/shoppingList/shoppingList.types.ts';
import { getSupabase } from '../supabase.ts';
import { money } from './plans.ts';

const lineRow = z.object({
  week_start: z.string(),
  item_key: z.string(),
  name: z.string(),
  amount: z.string(),
  price: money,
  custom: z.boolean(),
  checked: z.boolean(),
});
const removedLine = z.object({ week_start: z.string(), item_key: z.string() });
const paidRow = removedLine.extend({ amount_paid: money });

type Payload = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** A list row's change as the list applies it, or null for a row this list cannot read. */
export function lineChange(payload: Payload): RemoteListChange | null {
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
export function paidChange(payload: Payload): RemoteListChange | null {
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

/**
 * Reads the list again, one read at a time: a request made while a read runs is served by one
 * more read after it (the changes it announced may have come after the running read began).
 */
function oneReadAtATime(read: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    again = false;
    void read()
      .catch((error: unknown) => console.warn('Reading the list again failed', error))
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
  return run;
}

/** The live feed of the list of `scope`, reading the list again with `load`. */
export function listLiveLogic(load: (scope: ListScope) => Promise<ShoppingListLoad>) {
  return fromCallback<EventObject, ListScope>(({ input, sendBack }) => {
    const userId = input.userId;
    if (!userId) return undefined;
    let stopped = false;
    let release: (() => void) | null = null;
    const forward = (read: (payload: Payload) => RemoteListChange | null) => (payload: Payload) => {
      const change = read(payload);
      if (change) sendBack({ type: 'list.remote', change } satisfies ListLiveEvent);
      else console.warn('A live list change could not be read', payload.table);
    };
    const reread = oneReadAtATime(async () => {
      const loaded = await load(input);
      if (!stopped) sendBack({ type: 'list.loaded', loaded } satisfies ListLiveEvent);
    });
    void getSupabase().then((client) => {
      if (stopped) return;
      const mine = `user_id=eq.${userId}`;
      const channel = client
        .channel(`list:${userId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'shopping_list_items', filter: mine },
          forward(lineChange),
        )
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'purchases', filter: mine },
          forward(paidChange),
        )
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'meal_plans', filter: mine },
          reread,
        )
        .subscribe((status, error) => {
          // Subscribed, first or again after the connection dropped: catch up on what was missed.
          if (status === 'SUBSCRIBED') reread();
          else if (error) console.warn('The live list is not connected', status, error.message);
        });
      release = () => void client.removeChannel(channel);
    });
    return () => {
      stopped = true;
      release?.();
    };
  });
}
