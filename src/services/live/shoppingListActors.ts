/**
 * The live actor set of the shopping list (mirrors src/demo/demoActors.ts): the week's list
 * from its stored plan, with this person's ticks, custom items and purchases; ticks and
 * purchases saved to their tables; a custom item added through add_custom_item, which logs its
 * price itself; printing and sharing from shoppingListOutput.ts.
 */
import { z } from 'zod';
import { fromPromise } from 'xstate';
import type {
  ListItem,
  ListOutput,
  ListScope,
  PurchasesInput,
  SaveCheckedInput,
  SaveCustomItemInput,
  ShareOutcome,
  ShoppingListLoad,
} from '../../../machines/shoppingList/shoppingList.types.ts';
import { sampleIngredients } from '../../../machines/shoppingList/sampleIngredients.ts';
import { printList, shareList } from '../shoppingListOutput.ts';
import { getSupabase } from '../supabase.ts';
import { failIf, money, readPlanRow, requireUser } from './plans.ts';

const listRow = z.object({
  item_key: z.string(),
  name: z.string(),
  amount: z.string(),
  price: money,
  custom: z.boolean(),
  checked: z.boolean(),
});
const purchaseRow = z.object({ item_key: z.string(), amount_paid: money });

/**
 * Plans stored before the list had sections carry none: their items (food keys) are placed
 * from the catalogue's food list, a chunk of its own fetched only for such a plan.
 */
async function placeInSections(items: ListItem[]): Promise<void> {
  if (items.every((item) => item.section !== undefined)) return;
  const { sectionsByFood } = await import('./foodSections.ts');
  for (const item of items) {
    const section = sectionsByFood().get(item.key);
    if (item.section === undefined && section !== undefined) item.section = section;
  }
}

export async function loadShoppingList(scope: ListScope): Promise<ShoppingListLoad> {
  const userId = requireUser(scope.userId);
  const client = await getSupabase();
  const stored = await readPlanRow(client, userId, scope.weekStart);
  const weekStart = stored?.plan.weekStart ?? scope.weekStart;
  const [saved, bought] = await Promise.all([
    client
      .from('shopping_list_items')
      .select('item_key, name, amount, price, custom, checked')
      .eq('user_id', userId)
      .eq('week_start', weekStart)
      .order('created_at', { ascending: true }),
    client
      .from('purchases')
      .select('item_key, amount_paid')
      .eq('user_id', userId)
      .eq('week_start', weekStart),
  ]);
  failIf('Reading the shopping list', saved.error);
  failIf('Reading the purchases', bought.error);
  const rows = z.array(listRow).parse(saved.data ?? []);
  const paid = new Map(
    z
      .array(purchaseRow)
      .parse(bought.data ?? [])
      .map((row) => [row.item_key, row.amount_paid]),
  );
  const checked = new Map(rows.map((row) => [row.item_key, row.checked]));
  const base: ListItem[] = stored
    ? stored.shoppingList.map((item) => ({
        key: item.id,
        name: item.name,
        amount: item.amount,
        price: item.price,
        custom: false,
        checked: false,
        paid: null,
        staple: item.pantry,
        ...(item.packagePrice === undefined ? {} : { packagePrice: item.packagePrice }),
        ...(item.priceSource === undefined ? {} : { priceSource: item.priceSource }),
        ...(item.estimated === undefined ? {} : { estimated: item.estimated }),
        ...(item.section === undefined ? {} : { section: item.section }),
      }))
    : sampleIngredients();
  await placeInSections(base);
  const custom: ListItem[] = rows
    .filter((row) => row.custom)
    .map((row) => ({
      key: row.item_key,
      name: row.name,
      amount: row.amount,
      price: row.price,
      custom: true,
      checked: false,
      paid: null,
    }));
  const items = [...base, ...custom].map((item) => ({
    ...item,
    checked: checked.get(item.key) ?? false,
    paid: paid.get(item.key) ?? null,
  }));
  const plan = stored?.plan;
  return {
    weekStart,
    items,
    fromPlan: stored !== null,
    totals: plan
      ? {
          planned: plan.totalCostValue,
          checkout: plan.checkoutCostValue ?? plan.totalCostValue,
          basis: plan.prices?.basis ?? '',
          estimatedNote: plan.prices?.estimatedNote ?? '',
        }
      : null,
  };
}

/** Saves a tick; a failure is only logged (the tick stays on screen). */
export async function saveChecked(input: SaveCheckedInput): Promise<void> {
  try {
    const userId = requireUser(input.userId);
    const client = await getSupabase();
    const { item } = input;
    const { error } = await client.from('shopping_list_items').upsert(
      {
        user_id: userId,
        week_start: input.weekStart,
        item_key: item.key,
        name: item.name,
        amount: item.amount,
        price: item.price,
        custom: item.custom,
        checked: item.checked,
      },
      { onConflict: 'user_id,week_start,item_key' },
    );
    failIf('Saving the tick', error);
  } catch (error) {
    console.warn('Saving a ticked item failed', error);
  }
}

/** Adds a custom item (its id from the current time, spec section 3); the server logs its cost. */
export async function saveCustomItem(input: SaveCustomItemInput): Promise<ListItem> {
  requireUser(input.userId);
  const client = await getSupabase();
  const item: ListItem = {
    key: `custom-${Date.now()}`,
    name: input.item.name,
    amount: input.item.amount,
    price: input.item.price,
    custom: true,
    checked: false,
    paid: null,
  };
  const { error } = await client.rpc('add_custom_item', {
    week_start: input.weekStart,
    item_key: item.key,
    name: item.name,
    amount: item.amount,
    price: item.price,
  });
  failIf('Saving the custom item', error);
  return item;
}

export async function recordPurchases(input: PurchasesInput): Promise<void> {
  const userId = requireUser(input.userId);
  const client = await getSupabase();
  const { error } = await client.from('purchases').upsert(
    input.purchases.map(({ item, paid }) => ({
      user_id: userId,
      week_start: input.weekStart,
      item_key: item.key,
      name: item.name,
      amount_paid: Math.round(paid * 100) / 100,
    })),
    { onConflict: 'user_id,week_start,item_key' },
  );
  failIf('Saving the purchases', error);
}

export const liveShoppingListActors = {
  loadList: fromPromise<ShoppingListLoad, ListScope>(({ input }) => loadShoppingList(input)),
  saveChecked: fromPromise<void, SaveCheckedInput>(({ input }) => saveChecked(input)),
  saveCustomItem: fromPromise<ListItem, SaveCustomItemInput>(({ input }) => saveCustomItem(input)),
  printList: fromPromise<void, ListOutput>(({ input }) => printList(input)),
  shareList: fromPromise<ShareOutcome, ListOutput>(({ input }) => shareList(input)),
  recordPurchases: fromPromise<void, PurchasesInput>(({ input }) => recordPurchases(input)),
};
