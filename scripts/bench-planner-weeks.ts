/**
 * The four-week run of `npm run bench:planner`: the same person plans four consecutive weeks,
 * buying what each week's shopping list says and carrying the kitchen from week to week, against
 * the same person planning the same four weeks each from an empty kitchen (four independent
 * weeks). Both start from an empty kitchen at week 1, with no staples declared: every staple a
 * week needs and the kitchen lacks is bought whole, at the till.
 *
 * Each carried week is planned as the generate function plans it (generate-meal-plan/handler.ts
 * through edge/pantryStore.ts personalBasisFor): on `personalCatalogue(catalogue, factor, { stock,
 * prices: {}, spoils })`, the stock being the pantry at the week's first day (pantry/stock.ts
 * pantryOn over the ledger and the stored weeks' `weeksInKitchen`: what the meals used day by day,
 * a leftover's dish on the day it was cooked, the portions frozen on each shopping day for the
 * meals that thaw them, opened packages keeping their after-opening time, frozen portions their
 * freezer time, by `lotStorageIn`; the week's own shopping left out), rounded by `stockToPlanOn`,
 * and `spoilDays` for what goes off during the week. The purchases: every list item with
 * packagesToBuy > 0 comes home as (packagesToBuy - its top-ups) x packageGrams on the week's first
 * day, a 'bought' row of that week, and each top-up's packages on its own day. No receipts: the
 * price book stays empty, so both runs are priced at the catalogue's prices and only the kitchen
 * differs.
 *
 * Per run: the till of each week (`totalCost`: whole packages of everything not at home). Target:
 * the carried weeks cost less at the till in total than the independent ones, for every profile.
 * And the food-safety checker (scripts/food-safety/check.ts) on the weeks: each profile's four
 * carried weeks as one sequence (what one week leaves stays in the kitchen for the next), each
 * independent week on its own.
 */
import { personalCatalogue } from '../supabase/functions/_shared/pantry/personal.ts';
import { pantryOn } from '../supabase/functions/_shared/pantry/stock.ts';
import type { PantryEntry } from '../supabase/functions/_shared/pantry/stock.ts';
import {
  keepsDaysIn,
  lotStorageIn,
  spoilDays,
  stockToPlanOn,
  weeksInKitchen,
} from '../supabase/functions/_shared/pantry/weekStock.ts';
import type { Highs } from '../supabase/functions/_shared/planner/highs.ts';
import { generatePlan } from '../supabase/functions/_shared/planner/service.ts';
import type {
  PlannerCatalogue,
  PlannerProfile,
} from '../supabase/functions/_shared/planner/types.ts';
import { addDays } from '../supabase/functions/_shared/rules/week.ts';
import type { ShoppingItem, WeeklyPlan } from '../supabase/functions/_shared/schemas/meal-plan.ts';
import type { StoredWeek } from './food-safety/check.ts';
import {
  addChecked,
  checkWeeks,
  emptyTally,
  formatTally,
  tallySafe,
} from './bench-planner-safety.ts';
import type { Checked } from './bench-planner-safety.ts';
import { pad, median } from './bench-text.ts';

export const WEEKS = 4;
/** A Monday; the benchmark's single weeks start on it too. */
export const FIRST_WEEK = '2026-11-23';

export interface WeeksProfile {
  name: string;
  profile: PlannerProfile;
}

/** One run of four weeks. */
interface Run {
  /** The till of each week, cents. */
  till: number[];
  /** The checker: the carried weeks as one sequence, or each independent week on its own. */
  safety: Checked[];
}

export interface WeeksRow {
  profile: string;
  /** Why there is no comparison: the profile gets no plan, or a carried week failed. */
  failure?: string;
  /** The independent weeks did not plan: not part of the comparison. */
  skipped?: boolean;
  carried: Run;
  alone: Run;
  /** List items of weeks 2-4 taken (partly or wholly) from the kitchen. */
  fromPantryItems: number;
  ms: number;
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

/**
 * The ledger rows of a week's shopping: each line's packages come home on the week's first day,
 * but those of its top-ups, which come home on their own day.
 */
export function boughtEntries(list: readonly ShoppingItem[], weekStart: string): PantryEntry[] {
  return list.flatMap((item) => {
    if (!(item.packagesToBuy ?? 0) || !item.packageGrams) return [];
    const grams = item.packageGrams;
    const topUps = item.topUps ?? [];
    const first = (item.packagesToBuy ?? 0) - sum(topUps.map((t) => t.packages));
    const row = (packages: number, onDate: string, week: string | null): PantryEntry => ({
      food: item.id,
      kind: 'bought',
      grams: packages * grams,
      onDate,
      // A 'bought' row of the week counts from its first day (stock.ts); a top-up is dated by
      // itself so that it comes home on its own day.
      weekStart: week,
      createdAt: `${onDate}T12:00:00Z`,
    });
    return [
      ...(first > 0 ? [row(first, weekStart, weekStart)] : []),
      ...topUps.map((t) => row(t.packages, t.on, null)),
    ];
  });
}

const stored = (plan: WeeklyPlan, list: ShoppingItem[]): StoredWeek => ({ plan, list });

/**
 * A kitchen carried from week to week, as the generate function replays it: `catalogueOn(week)`
 * is the catalogue a week is planned on (the pantry at its first day, what goes off during it,
 * the staples declared at home), `bring` stores the week and buys its list.
 */
export class CarriedKitchen {
  readonly weeks: StoredWeek[] = [];
  private readonly ledger: PantryEntry[] = [];
  private readonly keeps: ReturnType<typeof keepsDaysIn>;
  private readonly storage: ReturnType<typeof lotStorageIn>;

  constructor(
    private readonly catalogue: PlannerCatalogue,
    private readonly factor: number,
    private readonly athome: readonly string[] = [],
  ) {
    this.keeps = keepsDaysIn(catalogue);
    this.storage = lotStorageIn(catalogue);
  }

  catalogueOn(weekStart: string): PlannerCatalogue {
    const { uses, freezes } = weeksInKitchen(
      this.weeks.map((w) => w.plan),
      this.catalogue,
    );
    const state = pantryOn(weekStart, this.ledger, uses, this.keeps, {
      freezes,
      storage: this.storage,
      excludeWeek: weekStart,
    });
    const stock = stockToPlanOn(state.lots, this.catalogue);
    const spoils = spoilDays(state.lots, weekStart, stock);
    return personalCatalogue(this.catalogue, this.factor, {
      stock,
      prices: {},
      ...(this.athome.length > 0 ? { athome: [...this.athome] } : {}),
      ...(Object.keys(spoils).length > 0 ? { spoils } : {}),
    });
  }

  bring(weekStart: string, plan: WeeklyPlan, list: ShoppingItem[]): void {
    this.weeks.push(stored(plan, list));
    this.ledger.push(...boughtEntries(list, weekStart));
  }
}

export function weekStarts(): string[] {
  return [...Array(WEEKS)].map((_, k) => addDays(FIRST_WEEK, 7 * k));
}

/** One profile: the four independent weeks, then the four carried weeks. */
export function planFourWeeks(
  highs: Highs,
  catalogue: PlannerCatalogue,
  input: WeeksProfile,
): WeeksRow {
  const started = performance.now();
  const { profile } = input;
  const row: WeeksRow = {
    profile: input.name,
    carried: { till: [], safety: [] },
    alone: { till: [], safety: [] },
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
    if (!alone.ok) {
      const cheapest = alone.infeasible?.cheapestFeasibleBudget;
      const why = cheapest === undefined ? alone.error : `cheapest till $${cheapest.toFixed(2)}`;
      return done(
        `no plan from an empty kitchen at $${profile.weeklyBudget.toFixed(2)} (${why})`,
        true,
      );
    }
    const { weeklyPlan, shoppingList } = alone.value;
    row.alone.till.push(Math.round(weeklyPlan.totalCostValue * 100));
    row.alone.safety.push(checkWeeks([stored(weeklyPlan, shoppingList)], catalogue));
  }

  const kitchen = new CarriedKitchen(catalogue, factor);
  for (const weekStart of weekStarts()) {
    const outcome = generatePlan(highs, profile, kitchen.catalogueOn(weekStart), weekStart);
    if (!outcome.ok) return done(`no plan for the week of ${weekStart}: ${outcome.error}`);
    const { weeklyPlan, shoppingList } = outcome.value;
    kitchen.bring(weekStart, weeklyPlan, shoppingList);
    row.carried.till.push(Math.round(weeklyPlan.totalCostValue * 100));
    row.fromPantryItems += shoppingList.filter((item) => (item.fromPantry ?? 0) > 0).length;
  }
  row.carried.safety.push(checkWeeks(kitchen.weeks, catalogue));
  return done();
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const violations = (run: Run) => sum(run.safety.map((c) => c.report.violations.length));

/** Runs every profile and prints the table and the summary; returns the targets' verdict lines. */
export function fourWeekRun(
  highs: Highs,
  catalogue: PlannerCatalogue,
  profiles: readonly WeeksProfile[],
): string[] {
  console.log('');
  console.log(
    `Four weeks, carried (weeks of ${weekStarts().join(', ')}): each week planned on what is in the ` +
      'kitchen at its start (the pantry ledger replayed as the generate function replays it: what each ' +
      'list bought, top-ups on their day, what the meals used, portions frozen, opened packages) and ' +
      'buying what its list says, against the same four weeks each planned from an empty kitchen. Both ' +
      'start from an empty kitchen, no staples declared. Till: whole packages of everything not at home. ' +
      'Safety: the checker’s violations over the carried sequence / the independent weeks.',
  );
  console.log(
    [
      pad('profile', 26),
      pad('till carried', 13),
      pad('till alone', 11),
      pad('ratio', 6),
      pad('till per week, carried', 27),
      pad('from kitchen', 13),
      pad('violations', 11),
      's',
    ].join(' '),
  );
  const rows: WeeksRow[] = [];
  const carriedTally = emptyTally();
  const aloneTally = emptyTally();
  for (const input of profiles) {
    const row = planFourWeeks(highs, catalogue, input);
    rows.push(row);
    for (const c of row.carried.safety) addChecked(carriedTally, row.profile, c);
    for (const c of row.alone.safety) addChecked(aloneTally, row.profile, c);
    const seconds = (row.ms / 1000).toFixed(1);
    if (row.failure) {
      console.log(
        `${pad(row.profile, 26)} ${row.skipped ? '-' : 'FAILED'}: ${row.failure} ${seconds}`,
      );
      continue;
    }
    const [carried, alone] = [sum(row.carried.till), sum(row.alone.till)];
    console.log(
      [
        pad(row.profile, 26),
        pad(money(carried), 13),
        pad(money(alone), 11),
        pad((carried / alone).toFixed(3), 6),
        pad(row.carried.till.map((c) => (c / 100).toFixed(2)).join(' '), 27),
        pad(`${row.fromPantryItems} items`, 13),
        pad(`${violations(row.carried)}/${violations(row.alone)}`, 11),
        seconds,
      ].join(' '),
    );
  }
  const compared = rows.filter((r) => !r.failure);
  const failed = rows.filter((r) => r.failure && !r.skipped);
  const ratios = compared.map((r) => sum(r.carried.till) / sum(r.alone.till));
  const total = (pick: (r: WeeksRow) => number[]) => sum(compared.map((r) => sum(pick(r))));
  const cheaper = ratios.filter((x) => x < 1 - 1e-9).length;
  const met = compared.length > 0 && failed.length === 0 && cheaper === compared.length;
  console.log(
    `  ${compared.length} profiles compared (${rows.length - compared.length - failed.length} without a plan, ${failed.length} failed); ` +
      `till carried / alone: median ${median(ratios).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)}, ` +
      `total ${money(total((r) => r.carried.till))} / ${money(total((r) => r.alone.till))} = ` +
      `${(total((r) => r.carried.till) / total((r) => r.alone.till)).toFixed(3)}; ` +
      `${(sum(rows.map((r) => r.ms)) / 1000).toFixed(0)} s`,
  );
  console.log('Food safety, four weeks:');
  for (const line of formatTally('carried (four weeks as one sequence)', carriedTally))
    console.log(line);
  for (const line of formatTally('independent (each week alone)', aloneTally)) console.log(line);
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    `four weeks carried cost less at the till in total than four independent weeks, for every profile: ` +
      `${cheaper}/${compared.length}` +
      (failed.length > 0 ? `, ${failed.length} failed` : '') +
      `: ${verdict(met)}`,
    `food safety, four weeks: ${carriedTally.violations.length} violations carried, ${aloneTally.violations.length} independent; ` +
      `raw poultry, ground meat or fish past its time with a freeze instruction ${carriedTally.kitchen.lateRawFrozen + aloneTally.kitchen.lateRawFrozen}/` +
      `${carriedTally.kitchen.lateRaw + aloneTally.kitchen.lateRaw}: ${verdict(tallySafe(carriedTally) && tallySafe(aloneTally))}`,
  ];
}
