/**
 * What the pantry and the price book read from the database, as the caller (row-level security
 * applies): the pantry ledger, the receipts of the price book and the stored weeks whose meals
 * use what is at home. From them: the pantry on a day (../pantry/stock.ts) and what a new week is
 * planned on (../pantry/personal.ts).
 */
import { storedMembers } from '../planner/household-present.ts';
import { scalesOf } from '../planner/household.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { shelfLifeOf } from '../catalogue/shelfLife.ts';
import type { PersonalBasis } from '../pantry/personal.ts';
import { paidPrices, RECEIPT_DAYS } from '../pantry/priceBook.ts';
import type { Receipt } from '../pantry/priceBook.ts';
import { pantryOn } from '../pantry/stock.ts';
import type { MealUse, PantryEntry, PantryState } from '../pantry/stock.ts';
import { spoilDays, stockToPlanOn } from '../pantry/weekStock.ts';
import type { PlannerCatalogue } from '../planner/types.ts';
import { addDays } from '../rules/week.ts';
import { weeklyPlanSchema } from '../schemas/meal-plan.ts';
import type { WeeklyPlan } from '../schemas/meal-plan.ts';

/** The longest a food keeps (shelfLife.ts): older entries cannot still be at home. */
const LEDGER_DAYS = 366;
const PAGE = 1000;
const MAX_ROWS = 20_000;

const grams = z.coerce.number().finite().nonnegative();
const entryRow = z.object({
  food: z.string(),
  kind: z.enum(['bought', 'added', 'set']),
  grams,
  on_date: z.string(),
  week_start: z.string().nullable(),
  created_at: z.string(),
});
const receiptRow = z.object({
  food: z.string(),
  package_grams: z.coerce.number().finite().positive(),
  package_price: z.coerce.number().finite().positive(),
  paid_on: z.string(),
});
const weekRow = z.object({ plan: z.unknown() });

/** Every row of a query, a page at a time (PostgREST answers at most its max-rows per request). */
async function readAll(
  what: string,
  page: (
    from: number,
    to: number,
  ) => PromiseLike<{ data: unknown; error: { message: string } | null }>,
): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let from = 0; from < MAX_ROWS; from += PAGE) {
    const { data, error } = await page(from, from + PAGE - 1);
    if (error) throw new Error(`${what} failed: ${error.message}`);
    const got = Array.isArray(data) ? data : [];
    rows.push(...got);
    if (got.length < PAGE) break;
  }
  return rows;
}

export async function readPantryEntries(
  client: SupabaseClient,
  userId: string,
  until: string,
): Promise<PantryEntry[]> {
  const rows = await readAll('Reading the pantry', (from, to) =>
    client
      .from('pantry_items')
      .select('food, kind, grams, on_date, week_start, created_at')
      .eq('user_id', userId)
      // No upper bound here: a week's shopping marked bought later counts from the week's first
      // day (stock.ts), which the ledger decides.
      .gte('on_date', addDays(until, -LEDGER_DAYS))
      .order('on_date')
      .order('created_at')
      .range(from, to),
  );
  // A row that does not parse is skipped, never fatal: the rest of the pantry still counts.
  return rows.flatMap((row) => {
    const parsed = entryRow.safeParse(row);
    if (!parsed.success) return [];
    const r = parsed.data;
    return [
      {
        food: r.food,
        kind: r.kind,
        grams: r.grams,
        onDate: r.on_date,
        weekStart: r.week_start,
        createdAt: r.created_at,
      },
    ];
  });
}

export async function readReceipts(
  client: SupabaseClient,
  userId: string,
  weekStart: string,
): Promise<Receipt[]> {
  const rows = await readAll('Reading the price book', (from, to) =>
    client
      .from('price_book')
      .select('food, package_grams, package_price, paid_on')
      .eq('user_id', userId)
      .gte('paid_on', addDays(weekStart, -RECEIPT_DAYS))
      .lte('paid_on', weekStart)
      .order('paid_on')
      .range(from, to),
  );
  return rows.flatMap((row) => {
    const parsed = receiptRow.safeParse(row);
    if (!parsed.success) return [];
    const r = parsed.data;
    return [
      {
        food: r.food,
        packageGrams: r.package_grams,
        packagePrice: r.package_price,
        paidOn: r.paid_on,
      },
    ];
  });
}

/** The caller's stored weeks that start from `from` up to `until`. */
async function readWeeks(
  client: SupabaseClient,
  userId: string,
  from: string,
  until: string,
): Promise<WeeklyPlan[]> {
  const rows = await readAll('Reading the weeks', (start, end) =>
    client
      .from('meal_plans')
      .select('plan')
      .eq('user_id', userId)
      .gte('week_start', from)
      .lte('week_start', until)
      .order('week_start')
      .range(start, end),
  );
  return rows.flatMap((row) => {
    const parsed = weekRow.safeParse(row);
    const plan = parsed.success ? weeklyPlanSchema.safeParse(parsed.data.plan) : null;
    return plan?.success ? [plan.data] : [];
  });
}

/** Grams of each food the stored weeks' meals use, day by day (at each week's portion scales). */
export function mealUses(weeks: readonly WeeklyPlan[], catalogue: PlannerCatalogue): MealUse[] {
  const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
  const uses: MealUse[] = [];
  for (const week of weeks) {
    // A household's week cooks each meal type for the members who eat it at home.
    const members = storedMembers(week.household);
    const scales = members ? scalesOf(members) : undefined;
    for (const day of week.days)
      for (const meal of day.meals) {
        const scale = scales ? scales[meal.type] : (week.portions ?? 1);
        for (const ing of recipes.get(meal.recipeId)?.ingredients ?? [])
          uses.push({ date: day.date, food: ing.food, grams: ing.grams * scale });
      }
  }
  return uses;
}

/** Days each food keeps; a food the catalogue no longer has keeps a month. */
export function keepsDaysIn(catalogue: PlannerCatalogue): (food: string) => number {
  return (food) => {
    const known = catalogue.foods.get(food);
    return known ? shelfLifeOf(known).days : 30;
  };
}

/** The pantry at the start of `date`, from the ledger and the weeks planned before it. */
export async function pantryState(
  client: SupabaseClient,
  userId: string,
  date: string,
  catalogue: PlannerCatalogue,
  options: { excludeWeek?: string } = {},
): Promise<PantryState> {
  const entries = await readPantryEntries(client, userId, date);
  const first = entries[0]?.onDate;
  if (first === undefined) return { lots: [], spoiled: [] };
  const weeks = await readWeeks(client, userId, addDays(first, -6), date);
  return pantryOn(date, entries, mealUses(weeks, catalogue), keepsDaysIn(catalogue), options);
}

/**
 * What a new week starting on `weekStart` is planned on: the pantry at its first day (without
 * what was bought for that very week) and the person's prices from their receipts.
 */
export async function personalBasisFor(
  client: SupabaseClient,
  userId: string,
  weekStart: string,
  catalogue: PlannerCatalogue,
  factor: number,
): Promise<PersonalBasis> {
  const [state, receipts] = await Promise.all([
    pantryState(client, userId, weekStart, catalogue, { excludeWeek: weekStart }),
    readReceipts(client, userId, weekStart),
  ]);
  const stock = stockToPlanOn(state.lots, catalogue);
  const spoils = spoilDays(state.lots, weekStart, stock);
  return {
    stock,
    prices: paidPrices(receipts, weekStart, catalogue, factor),
    ...(Object.keys(spoils).length > 0 ? { spoils } : {}),
  };
}
