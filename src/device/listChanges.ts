/**
 * The shopping list's side of the change queue: sending each kind of change through supabase-js
 * (the same writes the list always made), and applying the changes still waiting to a list read
 * earlier (or to this device's copy of it, keptList.ts).
 */
import type { PostgrestError } from '@supabase/supabase-js';
import type { ListItem, ShoppingListLoad } from '../../machines/shoppingList/shoppingList.types.ts';
import { getSupabase } from '../services/supabase.ts';
import type { ChangeBody, StoredChange } from '../../machines/shoppingList/changeQueue.types.ts';
import type { SendOutcome } from './changeTypes.ts';
import { planTexts } from '../../machines/texts/plan.ts';

const texts = planTexts.shopping;
const cents = (dollars: number) => Math.round(dollars * 100) / 100;

const isIsoInstant = (text: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(text) && !Number.isNaN(Date.parse(text));

/** A server error worth retrying (none, or 5xx, or the session to refresh) versus a refusal. */
function outcomeOf(error: PostgrestError | null, status: number): SendOutcome {
  if (!error) return { result: 'sent' };
  if (status === 0 || status >= 500 || status === 401 || status === 408 || status === 429) {
    return { result: 'unreachable' };
  }
  return { result: 'refused', reason: error.message };
}

export async function sendShoppingChange(change: StoredChange): Promise<SendOutcome> {
  const client = await getSupabase();
  const { body, userId, weekStart } = change;
  if (body.kind === 'tick') {
    const { item } = body;
    const { data, error, status } = await client
      .from('shopping_list_items')
      .upsert(
        {
          user_id: userId,
          week_start: weekStart,
          item_key: item.itemKey ?? item.key,
          name: item.name,
          amount: item.amount,
          price: item.price,
          custom: item.custom,
          checked: item.checked,
          // When the tick was made: a later change made elsewhere wins over it, whichever
          // reaches the server first (supabase/migrations/20261128030000_list_conflicts.sql).
          ...(isIsoInstant(change.madeAt) ? { changed_at: change.madeAt } : {}),
        },
        { onConflict: 'user_id,week_start,item_key' },
      )
      .select('checked');
    const stored = data?.[0];
    if (!error && stored && stored.checked !== item.checked) {
      return { result: 'overridden', reason: texts.overriddenTick(stored.checked) };
    }
    return outcomeOf(error, status);
  }
  if (body.kind === 'custom') {
    const { item } = body;
    const { error, status } = await client.rpc('add_custom_item', {
      week_start: weekStart,
      item_key: item.key,
      name: item.name,
      amount: item.amount,
      price: item.price,
    });
    // The item's key is unique in the week: a second delivery (the answer to the first was
    // lost) is refused as a duplicate, and the first one, with its change-log line, stands.
    if (error?.code === '23505') return { result: 'sent' };
    return outcomeOf(error, status);
  }
  const { data, error, status } = await client
    .from('purchases')
    .upsert(
      body.purchases.map(({ item, paid }) => ({
        user_id: userId,
        week_start: weekStart,
        item_key: item.itemKey ?? item.key,
        name: item.name,
        amount_paid: cents(paid),
        // When the person marked it bought, even if it waited on this device to be sent: the
        // pantry counts it from then, the price book dates the price by it, and a price marked
        // later on another phone wins over it.
        ...(isIsoInstant(change.madeAt) ? { purchased_at: change.madeAt } : {}),
      })),
      { onConflict: 'user_id,week_start,item_key' },
    )
    .select('item_key, amount_paid');
  const kept = (data ?? []).find(
    (row) =>
      !body.purchases.some(
        ({ item, paid }) =>
          (item.itemKey ?? item.key) === row.item_key && cents(paid) === Number(row.amount_paid),
      ),
  );
  if (!error && kept) {
    return { result: 'overridden', reason: texts.overriddenPaid(Number(kept.amount_paid)) };
  }
  return outcomeOf(error, status);
}

/** The week's line a list item is, and a changed item's: a trip's list holds several weeks'. */
const lineOf = (item: ListItem, week: string) => `${item.week ?? week}:${item.itemKey ?? item.key}`;

/**
 * The list with one change applied (as the server will have it once the change arrives). `week`
 * is the list's week; the change's is `changeWeek` (a trip's later week, for its lines).
 */
export function applyChange(
  items: readonly ListItem[],
  body: ChangeBody,
  week = '',
  changeWeek = week,
): ListItem[] {
  const same = (item: ListItem, changed: ListItem) =>
    lineOf(item, week) === `${changeWeek}:${changed.itemKey ?? changed.key}`;
  if (body.kind === 'tick') {
    return items.map((item) =>
      same(item, body.item) ? { ...item, checked: body.item.checked } : item,
    );
  }
  if (body.kind === 'custom') {
    return items.some((item) => item.key === body.item.key) ? [...items] : [...items, body.item];
  }
  return items.map((item) => {
    const bought = body.purchases.find((purchase) => same(item, purchase.item));
    return bought === undefined ? item : { ...item, paid: cents(bought.paid) };
  });
}

export function applyChanges(load: ShoppingListLoad, changes: StoredChange[]): ShoppingListLoad {
  return {
    ...load,
    items: changes.reduce(
      (items, change) => applyChange(items, change.body, load.weekStart, change.weekStart),
      load.items,
    ),
  };
}
