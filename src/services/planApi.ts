/**
 * The live actors of the plan screens: the planner functions invoked through supabase-js, the
 * plan, shopping list, purchases and change log read and written in their tables, and the
 * current plan cached under the one local key. Everything that arrives is checked with zod.
 */
import { z } from 'zod';
import type { PostgrestError } from '@supabase/supabase-js';
import {
  generateMealPlanResponse,
  regenerateMealResponse,
} from '../../supabase/functions/_shared/schemas/meal-plan.ts';
import type { Json } from '../../supabase/types/database.ts';
import { messages } from '../../machines/messages.ts';
import {
  storedPlanSchema,
  type ChangeLogEntry,
  type PlanChange,
  type StoredPlan,
} from '../../machines/planShared/plan.types.ts';
import { addDays } from '../../machines/planShared/week.ts';
import type { PlanRequest } from '../../machines/mealPlan/mealPlan.types.ts';
import type {
  DayGenerated,
  GenerateDayInput,
  ReplaceMealInput,
  SaveChangeInput,
} from '../../machines/dayPlan/dayPlan.types.ts';
import type { WeekdayName } from '../../machines/planShared/week.ts';
import { MEAL_TYPES, type MealType } from '../../supabase/functions/_shared/catalogue/types.ts';
import type {
  ListItem,
  ListScope,
  PurchasesInput,
  SaveCheckedInput,
  SaveCustomItemInput,
  ShoppingListLoad,
} from '../../machines/shoppingList/shoppingList.types.ts';
import { sampleIngredients } from '../../machines/shoppingList/sampleIngredients.ts';
import type { BudgetData } from '../../machines/budgetTracker/budgetTracker.types.ts';
import { DEFAULT_TRACKER_BUDGET } from '../../machines/budgetTracker/budgetTracker.machine.ts';
import {
  weeklyBudgetAmount,
  parseStoredOnboardingData,
} from '../../machines/onboarding/onboardingData.ts';
import { getSupabase, type AppSupabaseClient } from './supabase.ts';
import { loadOnboardingRows } from './onboardingApi.ts';
import { localKeys, readLocal, writeLocal } from './localStore.ts';

/** The plan page's default weekly budget when none is stored (spec section 9). */
const DEFAULT_PLAN_BUDGET = 100;

function requireUser(userId: string | null): string {
  if (!userId) throw new Error(messages.mealPlan.userNotAuthenticated);
  return userId;
}

function failIf(what: string, error: PostgrestError | null): void {
  if (error) throw new Error(`${what} failed: ${error.message}`);
}

// ---------------------------------------------------------------------------------------------
// The local copy of the current plan

const cachedPlanSchema = z.object({ userId: z.string(), stored: storedPlanSchema });

function coversWeek(stored: StoredPlan, today: string): boolean {
  const start = stored.plan.weekStart;
  return start <= today && today <= addDays(start, 6);
}

export function readCachedPlan(userId: string, today: string): StoredPlan | null {
  const raw = readLocal(localKeys.mealPlan);
  if (raw === null) return null;
  try {
    const parsed = cachedPlanSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.userId !== userId) return null;
    return coversWeek(parsed.data.stored, today) ? parsed.data.stored : null;
  } catch {
    return null;
  }
}

/** A failure to cache is only logged (spec section 8): the database holds the plan. */
function cachePlan(userId: string, stored: StoredPlan): void {
  try {
    writeLocal(localKeys.mealPlan, JSON.stringify({ userId, stored }));
  } catch (error) {
    console.warn('Caching the meal plan failed', error);
  }
}

// ---------------------------------------------------------------------------------------------
// The plan

const planRow = z.object({ week_start: z.string(), plan: z.unknown(), shopping_list: z.unknown() });

async function readPlanRow(
  client: AppSupabaseClient,
  userId: string,
  today: string,
): Promise<StoredPlan | null> {
  const { data, error } = await client
    .from('meal_plans')
    .select('week_start, plan, shopping_list')
    .eq('user_id', userId)
    .lte('week_start', today)
    .gte('week_start', addDays(today, -6))
    .order('week_start', { ascending: false })
    .limit(1);
  failIf('Reading the meal plan', error);
  const row = z.array(planRow).parse(data ?? [])[0];
  if (!row) return null;
  const parsed = storedPlanSchema.safeParse({ plan: row.plan, shoppingList: row.shopping_list });
  if (!parsed.success) throw new Error('The stored meal plan has an unexpected shape');
  return parsed.data;
}

/**
 * The plan covering today: the database's (so it follows the person to another device), else,
 * when the database cannot be reached, this device's copy.
 */
export async function loadCurrentPlan(request: PlanRequest): Promise<StoredPlan | null> {
  const userId = requireUser(request.userId);
  try {
    const client = await getSupabase();
    const stored = await readPlanRow(client, userId, request.weekStart);
    if (stored) cachePlan(userId, stored);
    return stored;
  } catch (error) {
    const cached = readCachedPlan(userId, request.weekStart);
    if (cached) return cached;
    throw error;
  }
}

interface Preferences {
  dietaryRestrictions: string[];
  allergies: string[];
  preferredCuisines: string[];
  zipCode: string | undefined;
  budgetAmount: number;
  mealTypes: { breakfasts?: number; lunches?: number; dinners?: number; snacks?: number };
}

function perWeek(value: number | null | undefined): number | undefined {
  return value === null || value === undefined ? undefined : Math.min(7, Math.max(0, value));
}

/** The stored preferences; this device's onboarding data is the fallback (spec section 7). */
async function readPreferences(client: AppSupabaseClient, userId: string): Promise<Preferences> {
  const rows = await loadOnboardingRows(client, userId);
  const local = parseStoredOnboardingData(readLocal(localKeys.onboardingData));
  const draft = local.ok ? local.data : null;
  const food = rows.foodPreferences;
  const frequency = rows.mealFrequency;
  const zip = rows.budgetSettings?.zip_code ?? draft?.zip_code ?? '';
  return {
    dietaryRestrictions: food?.dietary_restrictions ?? draft?.dietary_restrictions ?? [],
    allergies: food?.allergies ?? draft?.allergies ?? [],
    preferredCuisines: food?.favorite_cuisines ?? draft?.favorite_cuisines ?? [],
    zipCode: /^\d{5}$/.test(zip) ? zip : undefined,
    budgetAmount: weeklyBudgetAmount(
      frequency?.weekly_budget ?? draft?.weekly_budget,
      frequency?.custom_budget ?? draft?.custom_budget,
      DEFAULT_PLAN_BUDGET,
    ),
    mealTypes: {
      breakfasts: perWeek(frequency?.breakfasts_per_week),
      lunches: perWeek(frequency?.lunch_per_week),
      dinners: perWeek(frequency?.dinner_per_week),
      snacks: perWeek(frequency?.snacks_per_week),
    },
  };
}

/** The function's own explanation of a refusal (e.g. why no plan fits), when it sent one. */
async function functionError(error: unknown): Promise<Error> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body = await context.json().catch(() => null);
    const parsed = z.object({ error: z.string() }).safeParse(body);
    if (parsed.success) return new Error(parsed.data.error);
  }
  return error instanceof Error ? error : new Error(String(error));
}

export async function generatePlan(request: PlanRequest): Promise<StoredPlan> {
  const userId = requireUser(request.userId);
  const client = await getSupabase();
  const preferences = await readPreferences(client, userId);
  const { data, error } = await client.functions.invoke('generate-meal-plan', {
    body: { ...preferences, userId, weekStart: request.weekStart },
  });
  if (error) throw await functionError(error);
  const parsed = generateMealPlanResponse.safeParse(data);
  if (!parsed.success) throw new Error(messages.mealPlan.invalidPlanResponse);
  const stored = { plan: parsed.data.weeklyPlan, shoppingList: parsed.data.shoppingList };
  cachePlan(userId, stored);
  return stored;
}

async function recordChange(
  client: AppSupabaseClient,
  userId: string,
  weekStart: string,
  change: PlanChange,
): Promise<void> {
  const { error } = await client.from('budget_changes').insert({
    user_id: userId,
    week_start: weekStart,
    change: change.change,
    price_difference: Math.round(change.priceDifference * 100) / 100,
  });
  failIf('Recording the change', error);
}

/**
 * Saves an edited plan (move, remove) and its change-log line in one call of save_plan_change,
 * one transaction: either both are stored or neither, so the screen's undo on failure matches
 * the database. The device's copy follows only a saved change.
 */
export async function savePlanChange(input: SaveChangeInput): Promise<void> {
  const userId = requireUser(input.userId);
  const client = await getSupabase();
  const { error } = await client.rpc('save_plan_change', {
    week_start: input.stored.plan.weekStart,
    plan: input.stored.plan as unknown as Json,
    shopping_list: input.stored.shoppingList as unknown as Json,
    change: input.change.change,
    price_difference: Math.round(input.change.priceDifference * 100) / 100,
  });
  failIf('Saving the meal plan', error);
  cachePlan(userId, input.stored);
}

/**
 * Regenerates one meal. The function keeps the meal's id, and saves the new week together with
 * its change-log line (the cost difference) before it answers; this only caches the week.
 */
export async function regenerateMeal(input: ReplaceMealInput): Promise<StoredPlan> {
  const userId = requireUser(input.userId);
  const client = await getSupabase();
  const preferences = await readPreferences(client, userId);
  return invokeRegenerate(client, userId, preferences, {
    stored: input.stored,
    weekday: input.weekday,
    type: input.meal.type,
    mealId: input.meal.id,
  });
}

interface SlotRequest {
  stored: StoredPlan;
  weekday: WeekdayName;
  type: MealType;
  /** The meal to replace, or for an empty slot the id its new meal takes. */
  mealId: string;
}

/**
 * regenerate-meal for one slot: it saves the new week with its change-log line in one
 * transaction and returns it; the meal keeps the id asked for.
 */
async function invokeRegenerate(
  client: AppSupabaseClient,
  userId: string,
  preferences: Awaited<ReturnType<typeof readPreferences>>,
  slot: SlotRequest,
): Promise<StoredPlan> {
  const { data, error } = await client.functions.invoke('regenerate-meal', {
    body: {
      userId,
      dayOfWeek: slot.weekday,
      mealType: slot.type,
      mealId: slot.mealId,
      dietaryRestrictions: preferences.dietaryRestrictions,
      allergies: preferences.allergies,
      preferredCuisines: preferences.preferredCuisines,
      zipCode: preferences.zipCode,
      weekStart: slot.stored.plan.weekStart,
    },
  });
  if (error) throw await functionError(error);
  const parsed = regenerateMealResponse.safeParse(data);
  if (!parsed.success || parsed.data.meal.id !== slot.mealId) {
    throw new Error(messages.mealPlan.invalidMealResponse);
  }
  const stored = { plan: parsed.data.weeklyPlan, shoppingList: parsed.data.shoppingList };
  cachePlan(userId, stored);
  return stored;
}

/** An id for a new meal in a slot: the slot's own (date-type), or one no meal of the week has. */
function freeMealId(plan: StoredPlan['plan'], date: string, type: MealType): string {
  const taken = new Set(plan.days.flatMap((day) => day.meals.map((meal) => meal.id)));
  const base = `${date}-${type.toLowerCase()}`;
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/**
 * Generate Meals on a day. When the week has meals, the day's empty slots are filled, one meal
 * type at a time, for the meal types the week has: each new dish is chosen to fit the rest of
 * the week and its budget, and each is saved as it comes. When the week has no meal at all, the
 * whole week is planned. Slots that cannot be filled (e.g. nothing fits the budget) are said in
 * the notice; when none can, the first reason is the error.
 */
export async function generateDay(input: GenerateDayInput): Promise<DayGenerated> {
  const start = input.stored;
  const weekTypes = start
    ? MEAL_TYPES.filter((type) =>
        start.plan.days.some((day) => day.meals.some((meal) => meal.type === type)),
      )
    : [];
  if (!start || weekTypes.length === 0) return { stored: await generatePlan(input), notice: null };
  const userId = requireUser(input.userId);
  const client = await getSupabase();
  const preferences = await readPreferences(client, userId);
  let current = start;
  const failures: { type: MealType; error: Error }[] = [];
  for (const type of weekTypes) {
    const day = current.plan.days.find((candidate) => candidate.day === input.weekday);
    if (!day) throw new Error(`No ${input.weekday} in the plan`);
    if (day.meals.some((meal) => meal.type === type)) continue;
    try {
      current = await invokeRegenerate(client, userId, preferences, {
        stored: current,
        weekday: input.weekday,
        type,
        mealId: freeMealId(current.plan, day.date, type),
      });
    } catch (error) {
      failures.push({ type, error: error instanceof Error ? error : new Error(String(error)) });
    }
  }
  const first = failures[0];
  if (current === start && first) throw first.error;
  const notice =
    failures.length === 0
      ? null
      : failures
          .map(({ type, error }) => `No ${type.toLowerCase()} was added: ${error.message}`)
          .join(' ');
  return { stored: current, notice };
}

// ---------------------------------------------------------------------------------------------
// The shopping list

const money = z.union([z.number(), z.string().transform(Number).pipe(z.number())]);
const listRow = z.object({
  item_key: z.string(),
  name: z.string(),
  amount: z.string(),
  price: money,
  custom: z.boolean(),
  checked: z.boolean(),
});
const purchaseRow = z.object({ item_key: z.string(), amount_paid: money });

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
      }))
    : sampleIngredients();
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
  return { weekStart, items, fromPlan: stored !== null };
}

function itemRow(userId: string, weekStart: string, item: ListItem) {
  return {
    user_id: userId,
    week_start: weekStart,
    item_key: item.key,
    name: item.name,
    amount: item.amount,
    price: item.price,
    custom: item.custom,
    checked: item.checked,
  };
}

/** Saves a tick; a failure is only logged (the tick stays on screen). */
export async function saveChecked(input: SaveCheckedInput): Promise<void> {
  try {
    const userId = requireUser(input.userId);
    const client = await getSupabase();
    const { error } = await client
      .from('shopping_list_items')
      .upsert(itemRow(userId, input.weekStart, input.item), {
        onConflict: 'user_id,week_start,item_key',
      });
    failIf('Saving the tick', error);
  } catch (error) {
    console.warn('Saving a ticked item failed', error);
  }
}

/** Adds a custom item (its id from the current time, spec section 3) and logs its cost. */
export async function saveCustomItem(input: SaveCustomItemInput): Promise<ListItem> {
  const userId = requireUser(input.userId);
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
  const { error } = await client
    .from('shopping_list_items')
    .insert(itemRow(userId, input.weekStart, item));
  failIf('Saving the custom item', error);
  await recordChange(client, userId, input.weekStart, {
    change: `Added custom item ${item.name}`,
    priceDifference: item.price,
  });
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

// ---------------------------------------------------------------------------------------------
// The budget tracker

const changeRow = z.object({
  created_at: z.string(),
  change: z.string(),
  price_difference: money,
});

export async function loadBudget(request: {
  userId: string | null;
  today: string;
}): Promise<BudgetData> {
  const userId = requireUser(request.userId);
  const client = await getSupabase();
  const [frequency, stored] = await Promise.all([
    client
      .from('meal_frequency')
      .select('weekly_budget, custom_budget')
      .eq('id', userId)
      .maybeSingle(),
    readPlanRow(client, userId, request.today),
  ]);
  failIf('Reading the budget', frequency.error);
  const budgetRow = z
    .object({ weekly_budget: z.string().nullable(), custom_budget: money.nullable() })
    .nullable()
    .parse(frequency.data);
  const weekStart = stored?.plan.weekStart ?? request.today;
  const [bought, changes] = await Promise.all([
    client
      .from('purchases')
      .select('item_key, amount_paid')
      .eq('user_id', userId)
      .eq('week_start', weekStart),
    client
      .from('budget_changes')
      .select('created_at, change, price_difference')
      .eq('user_id', userId)
      .eq('week_start', weekStart)
      .order('created_at', { ascending: false })
      .limit(50),
  ]);
  failIf('Reading the purchases', bought.error);
  failIf('Reading the change log', changes.error);
  const spentCents = z
    .array(purchaseRow)
    .parse(bought.data ?? [])
    .reduce((sum, row) => sum + Math.round(row.amount_paid * 100), 0);
  const log: ChangeLogEntry[] = z
    .array(changeRow)
    .parse(changes.data ?? [])
    .map((row) => ({
      date: row.created_at,
      change: row.change,
      priceDifference: row.price_difference,
    }));
  return {
    weeklyBudget: weeklyBudgetAmount(
      budgetRow?.weekly_budget,
      budgetRow?.custom_budget,
      DEFAULT_TRACKER_BUDGET,
    ),
    spent: spentCents / 100,
    weekStart,
    days: stored ? stored.plan.days.filter((day) => day.meals.length > 0) : [],
    changes: log,
  };
}

// ---------------------------------------------------------------------------------------------
// Printing and sharing the selected items

function listLines(items: readonly ListItem[]): string[] {
  return items.map(
    (item) => `- ${item.name}${item.amount ? ` (${item.amount})` : ''}: $${item.price.toFixed(2)}`,
  );
}

function totalLine(items: readonly ListItem[]): string {
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100), 0);
  return `Estimated Total: $${(cents / 100).toFixed(2)}`;
}

/** The list as plain text: the items, the total and the footnote (spec section 8). */
export function shoppingListText(items: readonly ListItem[]): string {
  return [...listLines(items), '', totalLine(items), '', messages.shopping.footnote].join('\n');
}

/**
 * Opens a print window holding only the list. Built with DOM nodes, never HTML strings, so an
 * item's name cannot inject markup. A blocked pop-up is an error (the machine says why).
 */
export async function printList({ items }: { items: ListItem[] }): Promise<void> {
  const printWindow = window.open('', '_blank', 'width=640,height=800');
  if (!printWindow) throw new Error('The print window was blocked');
  const doc = printWindow.document;
  doc.title = messages.shopping.shareSubject;
  const style = doc.createElement('style');
  style.textContent =
    'body{font-family:system-ui,sans-serif;margin:2rem;color:#222}li{margin:.35rem 0}' +
    '.total{font-weight:700;margin-top:1rem}.note{color:#666;font-size:.85rem;margin-top:1.5rem}';
  doc.head.append(style);
  const heading = doc.createElement('h1');
  heading.textContent = messages.shopping.shareSubject;
  const list = doc.createElement('ul');
  for (const line of listLines(items)) {
    const entry = doc.createElement('li');
    entry.textContent = line.slice(2);
    list.append(entry);
  }
  const total = doc.createElement('p');
  total.className = 'total';
  total.textContent = totalLine(items);
  const note = doc.createElement('p');
  note.className = 'note';
  note.textContent = messages.shopping.footnote;
  doc.body.replaceChildren(heading, list, total, note);
  printWindow.focus();
  printWindow.print();
}

/** The Web Share API where the browser has it, else a mail draft (spec section 8). */
export async function shareList({
  items,
}: {
  items: ListItem[];
}): Promise<'shared' | 'emailOpened'> {
  const text = shoppingListText(items);
  if (typeof navigator.share === 'function') {
    await navigator.share({ title: messages.shopping.shareSubject, text });
    return 'shared';
  }
  const link = document.createElement('a');
  link.href = `mailto:?subject=${encodeURIComponent(messages.shopping.shareSubject)}&body=${encodeURIComponent(text)}`;
  link.click();
  return 'emailOpened';
}
