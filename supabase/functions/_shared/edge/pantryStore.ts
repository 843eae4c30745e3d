/**
 * What the pantry and the price book read from the database, as the caller (row-level security
 * applies): the pantry ledger, the receipts of the price book and the stored weeks whose meals
 * use what is at home. From them: the pantry on a day (../pantry/stock.ts) and what a new week is
 * planned on (../pantry/personal.ts).
 */
import type { DbClient } from './http.ts';
import { z } from 'zod';
import type { PersonalBasis } from '../pantry/personal.ts';
import { paidPrices, RECEIPT_DAYS } from '../pantry/priceBook.ts';
import type { Receipt } from '../pantry/priceBook.ts';
import { pantryOn } from '../pantry/stock.ts';
import type { PantryEntry, PantryState } from '../pantry/stock.ts';
import {
  keepsDaysIn,
  lotStorageIn,
  spoilDays,
  stockToPlanOn,
  weeksInKitchen,
} from '../pantry/weekStock.ts';
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
  kind: z.enum(['bought', 'added', 'set', 'have']),
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
  client: DbClient,
  userId: string,
  until: string,
): Promise<PantryEntry[]> {
  const rows = await readAll('Reading the pantry', (from, to) =>
    client
      .from('pantry_items')
      .select('food, kind, grams, on_date, week_start, created_at')
      .eq('user_id', userId)
      // No upper bound here: a week's shopping marked bought later counts from the week's first
      // day (stock.ts), which the ledger decides. A staple said to be at home has no date it goes
      // off, so its row, and the rows that may have ended it (a set to 0), count however old.
      .or(`on_date.gte.${addDays(until, -LEDGER_DAYS)},kind.eq.have,and(kind.eq.set,grams.eq.0)`)
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
  client: DbClient,
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
  client: DbClient,
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

/** The pantry at the start of `date`, from the ledger and the weeks planned before it. */
export async function pantryState(
  client: DbClient,
  userId: string,
  date: string,
  catalogue: PlannerCatalogue,
  options: { excludeWeek?: string; planned?: readonly PantryEntry[] } = {},
): Promise<PantryState> {
  const stored = await readPantryEntries(client, userId, date);
  // Purchases a trip's earlier weeks plan, for the weeks whose shopping is not marked bought yet.
  const bought = new Set(
    stored.filter((e) => e.kind === 'bought').map((e) => `${e.weekStart}:${e.food}`),
  );
  const entries = [
    ...stored,
    ...(options.planned ?? []).filter((e) => !bought.has(`${e.weekStart}:${e.food}`)),
  ].sort((a, b) => a.onDate.localeCompare(b.onDate) || a.createdAt.localeCompare(b.createdAt));
  const first = entries[0]?.onDate;
  if (first === undefined) return { lots: [], spoiled: [], athome: [] };
  // Old rows of staples said to be at home use no meals: weeks count from the ledger's window.
  const window = addDays(date, -LEDGER_DAYS);
  const weeks = await readWeeks(client, userId, addDays(first > window ? first : window, -6), date);
  const { uses, freezes } = weeksInKitchen(weeks, catalogue);
  return pantryOn(date, entries, uses, keepsDaysIn(catalogue), {
    ...(options.excludeWeek ? { excludeWeek: options.excludeWeek } : {}),
    freezes,
    storage: lotStorageIn(catalogue),
  });
}

/**
 * What a new week starting on `weekStart` is planned on: the pantry at its first day (without
 * what was bought for that very week) and the person's prices from their receipts.
 */
export async function personalBasisFor(
  client: DbClient,
  userId: string,
  weekStart: string,
  catalogue: PlannerCatalogue,
  factor: number,
  planned: readonly PantryEntry[] = [],
): Promise<PersonalBasis> {
  const [state, receipts] = await Promise.all([
    pantryState(client, userId, weekStart, catalogue, { excludeWeek: weekStart, planned }),
    readReceipts(client, userId, weekStart),
  ]);
  const stock = stockToPlanOn(state.lots, catalogue);
  const spoils = spoilDays(state.lots, weekStart, stock);
  const athome = state.athome
    .map((a) => a.food)
    .filter((food) => catalogue.foods.get(food)?.pantry);
  return {
    stock,
    prices: paidPrices(receipts, weekStart, catalogue, factor),
    ...(Object.keys(spoils).length > 0 ? { spoils } : {}),
    ...(athome.length > 0 ? { athome } : {}),
  };
}
