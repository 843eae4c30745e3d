/**
 * The four-week run of `npm run bench:planner`: the same person plans four consecutive weeks,
 * buying what each week's shopping list says, and carries the pantry from week to week, against
 * the same person planning the same four weeks with nothing at home (four independent weeks).
 *
 * Each pantry week is planned as the generate function plans it (generate-meal-plan/handler.ts):
 * on `personalCatalogue(catalogue, factor, { stock, prices: {} })`, the stock being the pantry at
 * the week's first day (pantry/stock.ts pantryOn, the ledger of what came home less what the
 * stored weeks' meals used day by day, perishables ageing out by their shelf life), rounded as
 * the function rounds it (pantry/weekStock.ts). The purchases: every list item with
 * packagesToBuy > 0 comes home as packagesToBuy x packageGrams on the week's first day, a
 * 'bought' ledger row of that week. No receipts: the price book stays empty, so both runs are
 * priced at the catalogue's prices and only the pantry differs.
 *
 * Two sums per run: the bill (the weeks' totalCost: staples charged by the grams used, food from
 * the pantry free) and the checkout (packagesToBuy x packagePrice over each week's list: what
 * the person paid, staples bought whole when the pantry does not hold enough). Verdict: the
 * pantry run costs no more at the checkout than the independent weeks, for every profile.
 *
 * A check that the pantry run is not cheaper by counting on food that has gone: 'short' is what
 * the meals of each day use that the ledger does not hold that morning (a perishable aged out
 * before its day), at shelf prices per gram, in both runs (an independent week on its own
 * shopping only). Both runs shop once a week, so meat kept 2 days falls short in both.
 */
import {
  keepsDaysIn,
  lotStorageIn,
  stockToPlanOn,
  weeksInKitchen,
} from '../supabase/functions/_shared/pantry/weekStock.ts';
import { personalCatalogue } from '../supabase/functions/_shared/pantry/personal.ts';
import { gramsByFood, pantryOn } from '../supabase/functions/_shared/pantry/stock.ts';
import type { MealUse, PantryEntry } from '../supabase/functions/_shared/pantry/stock.ts';
import { localPackageCents } from '../supabase/functions/_shared/planner/cost.ts';
import type { Highs } from '../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../supabase/functions/_shared/planner/service.ts';
import type {
  PlannerCatalogue,
  PlannerProfile,
} from '../supabase/functions/_shared/planner/types.ts';
import { addDays, weekDates } from '../supabase/functions/_shared/rules/week.ts';
import type { ShoppingItem, WeeklyPlan } from '../supabase/functions/_shared/schemas/meal-plan.ts';

export const WEEKS = 4;
/** A Monday; the benchmark's single weeks start on it too. */
export const FIRST_WEEK = '2026-11-23';

export interface WeeksProfile {
  name: string;
  profile: PlannerProfile;
}

/** One run of four weeks: cents per week. */
interface Run {
  bill: number[];
  checkout: number[];
  /** What the meals used that was not at home on their day, at shelf prices. */
  short: number;
}

export interface WeeksRow {
  profile: string;
  /** Why there is no comparison: the profile gets no plan, or a pantry week failed. */
  failure?: string;
  /** The independent weeks did not plan: not part of the comparison. */
  skipped?: boolean;
  pantry: Run;
  alone: Run;
  /** List items of weeks 2-4 taken (partly or wholly) from the pantry. */
  fromPantryItems: number;
  ms: number;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/** What the person pays for a week's list: every package in the basket, at its shelf price. */
export function checkoutCents(list: readonly ShoppingItem[]): number {
  return sum(
    list.map((item) => (item.packagesToBuy ?? 0) * Math.round((item.packagePrice ?? 0) * 100)),
  );
}

/** The ledger rows of a week's shopping: every package in the basket comes home on day one. */
export function boughtEntries(list: readonly ShoppingItem[], weekStart: string): PantryEntry[] {
  return list.flatMap((item) =>
    (item.packagesToBuy ?? 0) > 0 && item.packageGrams
      ? [
          {
            food: item.id,
            kind: 'bought' as const,
            grams: (item.packagesToBuy ?? 0) * item.packageGrams,
            onDate: weekStart,
            weekStart,
            createdAt: `${weekStart}T12:00:00Z`,
          },
        ]
      : [],
  );
}

/**
 * Cents of what the weeks' meals use, day by day, beyond what the ledger holds that morning
 * (the day's purchases included), at the local shelf price per gram.
 */
export function shortCents(
  weeks: readonly WeeklyPlan[],
  ledger: readonly PantryEntry[],
  catalogue: PlannerCatalogue,
  factor: number,
): number {
  const { uses, freezes } = weeksInKitchen(weeks, catalogue);
  const keeps = keepsDaysIn(catalogue);
  const storage = lotStorageIn(catalogue);
  const byDay = new Map<string, MealUse[]>();
  for (const use of uses) byDay.set(use.date, [...(byDay.get(use.date) ?? []), use]);
  let cents = 0;
  for (const week of weeks)
    for (const date of weekDates(week.weekStart)) {
      const held = gramsByFood(pantryOn(date, ledger, uses, keeps, { freezes, storage }).lots);
      const wanted = new Map<string, number>();
      for (const use of byDay.get(date) ?? [])
        wanted.set(use.food, (wanted.get(use.food) ?? 0) + use.grams);
      for (const [food, grams] of wanted) {
        const missing = grams - (held.get(food) ?? 0);
        const price = catalogue.prices.get(food);
        if (missing > 0.5 && price)
          cents += (missing * localPackageCents(price.price, factor)) / price.packageGrams;
      }
    }
  return Math.round(cents);
}

function weekStarts(): string[] {
  return [...Array(WEEKS)].map((_, k) => addDays(FIRST_WEEK, 7 * k));
}

/** One profile: the four independent weeks, then the four weeks with the pantry. */
export function planFourWeeks(
  highs: Highs,
  catalogue: PlannerCatalogue,
  input: WeeksProfile,
): WeeksRow {
  const started = performance.now();
  const { profile } = input;
  const row: WeeksRow = {
    profile: input.name,
    pantry: { bill: [], checkout: [], short: 0 },
    alone: { bill: [], checkout: [], short: 0 },
    fromPantryItems: 0,
    ms: 0,
  };
  const done = (failure?: string, skipped?: boolean): WeeksRow => ({
    ...row,
    ...(failure ? { failure } : {}),
    ...(skipped ? { skipped } : {}),
    ms: performance.now() - started,
  });

  const factor = catalogue.priceLevel({
    zipCode: profile.zipCode,
    stores: profile.stores,
    quality: profile.quality,
  }).factor;
  for (const weekStart of weekStarts()) {
    const alone = generatePlan(highs, profile, catalogue, weekStart);
    if (!alone.ok) return done(`no plan on its own: ${alone.error}`, true);
    const { weeklyPlan, shoppingList } = alone.value;
    row.alone.bill.push(Math.round(weeklyPlan.totalCostValue * 100));
    row.alone.checkout.push(checkoutCents(shoppingList));
    row.alone.short += shortCents(
      [weeklyPlan],
      boughtEntries(shoppingList, weekStart),
      catalogue,
      factor,
    );
  }

  const keeps = keepsDaysIn(catalogue);
  const ledger: PantryEntry[] = [];
  const stored: WeeklyPlan[] = [];
  for (const weekStart of weekStarts()) {
    const { uses, freezes } = weeksInKitchen(stored, catalogue);
    const state = pantryOn(weekStart, ledger, uses, keeps, {
      freezes,
      storage: lotStorageIn(catalogue),
    });
    const stock = stockToPlanOn(state.lots, catalogue);
    const own = personalCatalogue(catalogue, factor, { stock, prices: {} });
    const outcome = generatePlan(highs, profile, own, weekStart);
    if (!outcome.ok) return done(`no plan for the week of ${weekStart}: ${outcome.error}`);
    const { weeklyPlan, shoppingList } = outcome.value;
    stored.push(weeklyPlan);
    ledger.push(...boughtEntries(shoppingList, weekStart));
    row.pantry.bill.push(Math.round(weeklyPlan.totalCostValue * 100));
    row.pantry.checkout.push(checkoutCents(shoppingList));
    row.fromPantryItems += shoppingList.filter((item) => (item.fromPantry ?? 0) > 0).length;
  }
  row.pantry.short = shortCents(stored, ledger, catalogue, factor);
  return done();
}

function pad(text: string, width: number): string {
  return text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Runs every profile and prints the table and the summary; returns the target's verdict line. */
export function fourWeekRun(
  highs: Highs,
  catalogue: PlannerCatalogue,
  profiles: readonly WeeksProfile[],
): string {
  console.log('');
  console.log(
    `Four weeks with the pantry (weeks of ${weekStarts().join(', ')}): each week planned on what ` +
      'is at home at its start and buying what its list says, against the same four weeks planned ' +
      "with nothing at home. Bill: the weeks' totalCost (staples by the grams used, pantry food " +
      'free). Paid: packagesToBuy x packagePrice over each list, the checkout.',
  );
  console.log(
    [
      pad('profile', 26),
      pad('bill pantry', 12),
      pad('bill alone', 11),
      pad('ratio', 6),
      pad('paid pantry', 12),
      pad('paid alone', 11),
      pad('ratio', 6),
      pad('paid per week, pantry', 30),
      pad('from pantry', 12),
      pad('short pantry/alone', 19),
      's',
    ].join(' '),
  );
  const rows: WeeksRow[] = [];
  for (const input of profiles) {
    const row = planFourWeeks(highs, catalogue, input);
    rows.push(row);
    const seconds = (row.ms / 1000).toFixed(1);
    if (row.failure) {
      console.log(
        `${pad(row.profile, 26)} ${row.skipped ? '-' : 'FAILED'}: ${row.failure} ${seconds}`,
      );
      continue;
    }
    const [billP, billA, paidP, paidA] = [
      sum(row.pantry.bill),
      sum(row.alone.bill),
      sum(row.pantry.checkout),
      sum(row.alone.checkout),
    ];
    console.log(
      [
        pad(row.profile, 26),
        pad(money(billP), 12),
        pad(money(billA), 11),
        pad((billP / billA).toFixed(3), 6),
        pad(money(paidP), 12),
        pad(money(paidA), 11),
        pad((paidP / paidA).toFixed(3), 6),
        pad(row.pantry.checkout.map((c) => (c / 100).toFixed(2)).join(' '), 30),
        pad(`${row.fromPantryItems} items`, 12),
        pad(`${money(row.pantry.short)}/${money(row.alone.short)}`, 19),
        seconds,
      ].join(' '),
    );
  }
  const compared = rows.filter((r) => !r.failure);
  const failed = rows.filter((r) => r.failure && !r.skipped);
  const billRatios = compared.map((r) => sum(r.pantry.bill) / sum(r.alone.bill));
  const paidRatios = compared.map((r) => sum(r.pantry.checkout) / sum(r.alone.checkout));
  const total = (pick: (r: WeeksRow) => number[]) => sum(compared.map((r) => sum(pick(r))));
  const worst = Math.max(...paidRatios);
  const met = compared.length > 0 && failed.length === 0 && paidRatios.every((x) => x <= 1 + 1e-9);
  console.log(
    `  ${compared.length} profiles compared (${rows.length - compared.length - failed.length} without a plan, ${failed.length} failed); ` +
      `bill with the pantry / alone: median ${median(billRatios).toFixed(3)}, total ${money(total((r) => r.pantry.bill))} / ${money(total((r) => r.alone.bill))} = ${(total((r) => r.pantry.bill) / total((r) => r.alone.bill)).toFixed(3)}; ` +
      `paid: median ${median(paidRatios).toFixed(3)}, max ${worst.toFixed(3)}, total ${money(total((r) => r.pantry.checkout))} / ${money(total((r) => r.alone.checkout))} = ${(total((r) => r.pantry.checkout) / total((r) => r.alone.checkout)).toFixed(3)}; ` +
      `short (used, not at home that day): ${money(sum(compared.map((r) => r.pantry.short)))} with the pantry, ${money(sum(compared.map((r) => r.alone.short)))} alone; ` +
      `${(sum(rows.map((r) => r.ms)) / 1000).toFixed(0)} s`,
  );
  return (
    `four weeks with the pantry paid no more at the checkout than four independent weeks ` +
    `(ratio <= 1.00) for every profile: ${paidRatios.filter((x) => x <= 1 + 1e-9).length}/${compared.length}` +
    (failed.length > 0 ? `, ${failed.length} failed` : '') +
    `: ${met ? 'met' : 'NOT met'}`
  );
}
