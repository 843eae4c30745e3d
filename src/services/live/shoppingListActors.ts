/**
 * The live actor set of the shopping list (mirrors src/demo/demoActors.ts): the week's list
 * from its stored plan, with this person's ticks, custom items and purchases; ticks, custom
 * items (add_custom_item, which logs the price itself) and purchases go through this device's
 * change queue (src/device/), so they are kept and sent in order without a
 * connection; the changes made on the household's other phones arrive live (listLive.ts);
 * printing and sharing from shoppingListOutput.ts.
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
import type { ChangeBody } from '../../../machines/shoppingList/changeQueue.types.ts';
import { changeQueueActor, tabChangeQueue } from '../../device/changeQueueActor.ts';
import { cacheChange, cacheList, readCachedList } from '../../device/keptList.ts';
import { applyChanges } from '../../device/listChanges.ts';
import { listLiveLogic, listRow } from './listLive.ts';
import { failIf, money, readPlanRow, requireUser } from './plans.ts';
import type { AppSupabaseClient } from '../supabase.ts';
import type { ShoppingItem, StoredPlan } from '../../../machines/planShared/plan.types.ts';
import { addDays } from '../../../machines/planShared/week.ts';

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

/** A week's own rows: its ticks, its custom items and what was marked bought, by item key. */
async function weekRows(client: AppSupabaseClient, userId: string, weekStart: string) {
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
  return {
    rows,
    checked: new Map(rows.map((row) => [row.item_key, row.checked])),
    paid: new Map(
      z
        .array(purchaseRow)
        .parse(bought.data ?? [])
        .map((row) => [row.item_key, row.amount_paid]),
    ),
  };
}

/** The list lines of a stored week's plan. */
function planItems(stored: StoredPlan): ListItem[] {
  const { plan } = stored;
  return stored.shoppingList.map((item) => ({
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
    ...(plan.usedCost === undefined &&
    item.pantry &&
    item.packagePrice !== undefined &&
    (item.packagesToBuy ?? 0) > 0
      ? { buyPrice: Math.round(item.packagePrice * (item.packagesToBuy ?? 0) * 100) / 100 }
      : {}),
    ...((item.fromPantry ?? 0) > 0
      ? { fromPantry: item.packagesToBuy === 0 ? ('all' as const) : ('part' as const) }
      : {}),
    ...tripPart(item, plan),
  }));
}

/** Packages of a line bought on the trip's day (the rest are top-ups bought later). */
function packagesOnTrip(item: ShoppingItem): number {
  const later = (item.topUps ?? []).reduce((sum, t) => sum + t.packages, 0);
  return Math.max(0, (item.packagesToBuy ?? 0) - later);
}

/** A later week of a trip: its lines bought on the trip's day say so. */
function tripPart(item: ShoppingItem, plan: StoredPlan['plan']): Partial<ListItem> {
  const trip = plan.trip;
  if (!trip || trip.start === plan.weekStart || packagesOnTrip(item) === 0) return {};
  return { boughtOnTrip: trip.start };
}

/**
 * The first week of a bi-weekly or monthly trip lists what the trip's later weeks buy on its day
 * too (those weeks' own lines: a tick or a purchase is theirs), so one list covers the trip.
 */
async function tripItems(
  client: AppSupabaseClient,
  userId: string,
  stored: StoredPlan,
): Promise<{ items: ListItem[]; weeks: string[] }> {
  const trip = stored.plan.trip;
  if (!trip || trip.start !== stored.plan.weekStart) return { items: [], weeks: [] };
  const later = Array.from({ length: trip.weeks - 1 }, (_, k) => addDays(trip.start, 7 * (k + 1)));
  const found = await Promise.all(
    later.map(async (date) => {
      const week = await readPlanRow(client, userId, date);
      if (!week || week.plan.trip?.start !== trip.start) return null;
      return { week, rows: await weekRows(client, userId, week.plan.weekStart) };
    }),
  );
  const items: ListItem[] = [];
  const weeks: string[] = [];
  for (const entry of found) {
    if (!entry) continue;
    const weekStart = entry.week.plan.weekStart;
    weeks.push(weekStart);
    const lines = new Map(entry.week.shoppingList.map((line) => [line.id, line]));
    for (const item of planItems(entry.week)) {
      const line = lines.get(item.key);
      const onTrip = line ? packagesOnTrip(line) : 0;
      if (!line || onTrip === 0) continue;
      const whole = onTrip === (line.packagesToBuy ?? 0);
      items.push({
        ...item,
        key: `${item.key}@${weekStart}`,
        itemKey: item.key,
        week: weekStart,
        forWeek: weekStart,
        ...(whole
          ? {}
          : {
              amount: `${onTrip} x ${line.packageLabel}`,
              price: Math.round(onTrip * (line.packagePrice ?? 0) * 100) / 100,
              topUps: undefined,
            }),
        checked: entry.rows.checked.get(item.key) ?? false,
        paid: entry.rows.paid.get(item.key) ?? null,
      });
    }
  }
  return { items, weeks };
}

async function fetchShoppingList(userId: string, scope: ListScope): Promise<ShoppingListLoad> {
  const client = await getSupabase();
  const stored = await readPlanRow(client, userId, scope.weekStart);
  const weekStart = stored?.plan.weekStart ?? scope.weekStart;
  const [own, trip] = await Promise.all([
    weekRows(client, userId, weekStart),
    stored ? tripItems(client, userId, stored) : Promise.resolve({ items: [], weeks: [] }),
  ]);
  const base: ListItem[] = stored ? planItems(stored) : sampleIngredients();
  await placeInSections(base);
  const custom: ListItem[] = own.rows
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
  const items = [
    ...[...base, ...custom].map((item) => ({
      ...item,
      checked: own.checked.get(item.key) ?? false,
      paid: own.paid.get(item.key) ?? null,
    })),
    ...trip.items,
  ];
  const plan = stored?.plan;
  const laterWeeks = trip.items.reduce((sum, item) => sum + Math.round(item.price * 100), 0) / 100;
  return {
    weekStart,
    items,
    fromPlan: stored !== null,
    ...(trip.weeks.length > 0 ? { weeks: [weekStart, ...trip.weeks] } : {}),
    totals: plan
      ? {
          planned: Math.round((plan.totalCostValue + laterWeeks) * 100) / 100,
          checkout: plan.checkoutCostValue ?? plan.totalCostValue,
          till: plan.usedCost !== undefined,
          basis: plan.prices?.basis ?? '',
          estimatedNote: plan.prices?.estimatedNote ?? '',
          ...(plan.trip
            ? {
                trip: {
                  start: plan.trip.start,
                  weeks: plan.trip.weeks,
                  covered: trip.weeks.length > 0 ? [weekStart, ...trip.weeks] : [weekStart],
                  thisWeek: plan.totalCostValue,
                },
              }
            : {}),
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
  const changeQueue = tabChangeQueue();
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
  // The changes waiting for every week the list covers (a trip's later weeks' lines too).
  const weeks = load.weeks ?? [load.weekStart];
  const waiting = (
    await Promise.all(weeks.map((week) => changeQueue.waitingFor(userId, week).catch(() => [])))
  )
    .flat()
    .sort((a, b) => a.seq - b.seq);
  return applyChanges(load, waiting);
}

/** Queues a change for the week it belongs to: a trip's later week's line is saved there. */
async function submit(scope: ListScope, body: ChangeBody, reportRefusal: boolean, week?: string) {
  const userId = requireUser(scope.userId);
  cacheChange(userId, scope.weekStart, body, week ?? scope.weekStart);
  return tabChangeQueue().submit(
    { userId, weekStart: week ?? scope.weekStart },
    body,
    reportRefusal,
  );
}

/** Saves a tick through the queue: it waits there without a connection; a refusal is listed. */
export async function saveChecked(input: SaveCheckedInput): Promise<void> {
  try {
    await submit(input, { kind: 'tick', item: input.item }, false, input.item.week);
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
  // Each week's lines are its own purchases (a trip's list holds several weeks' lines).
  const byWeek = new Map<string, PurchasesInput['purchases']>();
  for (const purchase of input.purchases) {
    const week = purchase.item.week ?? input.weekStart;
    byWeek.set(week, [...(byWeek.get(week) ?? []), purchase]);
  }
  for (const [week, purchases] of byWeek)
    await submit(input, { kind: 'purchases', purchases }, true, week);
}

export const liveShoppingListActors: ShoppingListActors = {
  loadList: fromPromise(({ input }) => loadShoppingList(input)),
  saveChecked: fromPromise(({ input }) => saveChecked(input)),
  saveCustomItem: fromPromise(({ input }) => saveCustomItem(input)),
  printList: fromPromise(({ input }) => printList(input)),
  shareList: fromPromise(({ input }) => shareList(input)),
  recordPurchases: fromPromise(({ input }) => recordPurchases(input)),
  changeQueue: changeQueueActor,
  listLive: listLiveLogic(loadShoppingList),
};
