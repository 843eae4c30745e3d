/**
 * The live actor set of the shopping list (mirrors src/demo/demoActors.ts): the week's list
 * from its stored plan, with this person's ticks, custom items and purchases; ticks, custom
 * items (add_custom_item, which logs the price itself) and purchases go through this device's
 * change queue (src/services/offline/), so they are kept and sent in order without a
 * connection; printing and sharing from shoppingListOutput.ts.
 */
import { z } from '../zod.ts';
import { fromPromise } from 'xstate';
import type {
  ListItem,
  ListScope,
  PurchasesInput,
  SaveCheckedInput,
  SaveCustomItemInput,
  ShoppingListLoad,
  ShoppingListActors,
} from '../../../machines/shoppingList/shoppingList.types.ts';
import { sampleIngredients } from '../../../machines/shoppingList/sampleIngredients.ts';
import { printList, shareList } from '../shoppingListOutput.ts';
import { getSupabase } from '../supabase.ts';
import { changeQueue } from '../offline/shoppingQueue.ts';
import type { ChangeBody } from '../offline/changeTypes.ts';
import {
  applyChanges,
  cacheChange,
  cacheList,
  readCachedList,
} from '../offline/shoppingChanges.ts';
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

async function fetchShoppingList(userId: string, scope: ListScope): Promise<ShoppingListLoad> {
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
  const plan = stored?.plan;
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
        ...(item.atHome ? { athome: true } : {}),
        ...(item.freeze ? { freeze: item.freeze } : {}),
        ...(item.topUps ? { topUps: item.topUps } : {}),
        // Weeks stored before the till charged a staple's grams: what the whole package costs.
        ...(plan?.usedCost === undefined &&
        item.pantry &&
        item.packagePrice !== undefined &&
        (item.packagesToBuy ?? 0) > 0
          ? { buyPrice: Math.round(item.packagePrice * (item.packagesToBuy ?? 0) * 100) / 100 }
          : {}),
        ...((item.fromPantry ?? 0) > 0
          ? { fromPantry: item.packagesToBuy === 0 ? ('all' as const) : ('part' as const) }
          : {}),
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
  return {
    weekStart,
    items,
    fromPlan: stored !== null,
    totals: plan
      ? {
          planned: plan.totalCostValue,
          checkout: plan.checkoutCostValue ?? plan.totalCostValue,
          till: plan.usedCost !== undefined,
          basis: plan.prices?.basis ?? '',
          estimatedNote: plan.prices?.estimatedNote ?? '',
        }
      : null,
  };
}

/**
 * The week's list: read from the database after the changes waiting on this device were sent,
 * kept on this device; without a connection, the copy kept here. Either way with the changes
 * still waiting applied, so the screen shows what the person did.
 */
export async function loadShoppingList(scope: ListScope): Promise<ShoppingListLoad> {
  const userId = requireUser(scope.userId);
  changeQueue.setUser(userId);
  // Best effort: storage or the server failing here must not keep the list from opening.
  await changeQueue
    .flush()
    .catch((error: unknown) => console.warn('Sending changes failed', error));
  let load: ShoppingListLoad;
  try {
    load = await fetchShoppingList(userId, scope);
    changeQueue.serverReached(true);
    cacheList(userId, load);
  } catch (error) {
    const cached = readCachedList(userId, scope.weekStart);
    if (cached) changeQueue.serverReached(false);
    if (!cached) throw error;
    load = cached;
  }
  const waiting = await changeQueue.waitingFor(userId, load.weekStart).catch(() => []);
  return applyChanges(load, waiting);
}

async function submit(scope: ListScope, body: ChangeBody, reportRefusal: boolean) {
  const userId = requireUser(scope.userId);
  cacheChange(userId, scope.weekStart, body);
  return changeQueue.submit({ userId, weekStart: scope.weekStart }, body, reportRefusal);
}

/** Saves a tick through the queue: it waits there without a connection; a refusal is listed. */
export async function saveChecked(input: SaveCheckedInput): Promise<void> {
  try {
    await submit(input, { kind: 'tick', item: input.item }, false);
  } catch (error) {
    console.warn('Saving a ticked item failed', error);
  }
}

/**
 * Adds a custom item (its id from the current time, spec section 3); the server logs its cost.
 * Without a connection it waits in the queue and shows at once; a refusal fails the adding.
 */
export async function saveCustomItem(input: SaveCustomItemInput): Promise<ListItem> {
  requireUser(input.userId);
  const item: ListItem = {
    key: `custom-${Date.now()}`,
    name: input.item.name.trim(),
    amount: input.item.amount,
    price: input.item.price,
    custom: true,
    checked: false,
    paid: null,
  };
  await submit(input, { kind: 'custom', item }, true);
  return item;
}

export async function recordPurchases(input: PurchasesInput): Promise<void> {
  await submit(input, { kind: 'purchases', purchases: input.purchases }, true);
}

export const liveShoppingListActors: ShoppingListActors = {
  loadList: fromPromise(({ input }) => loadShoppingList(input)),
  saveChecked: fromPromise(({ input }) => saveChecked(input)),
  saveCustomItem: fromPromise(({ input }) => saveCustomItem(input)),
  printList: fromPromise(({ input }) => printList(input)),
  shareList: fromPromise(({ input }) => shareList(input)),
  recordPurchases: fromPromise(({ input }) => recordPurchases(input)),
};
