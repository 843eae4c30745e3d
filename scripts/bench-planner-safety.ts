/**
 * The food-safety side of `npm run bench:planner`: the independent checker of
 * scripts/food-safety/check.ts run on the weeks the benchmark plans (each profile's week 1 in
 * both kitchens, the four-week run's carried and independent weeks), with the planner's own
 * catalogue recipes (dishes and sides), and counts of the kitchen schedule the weeks carry: the
 * list's freeze instructions (`shoppingItem.freeze`), the cards' thaws (`meal.kitchen.thaw`),
 * top-ups (`shoppingItem.topUps`) and bulk-prep leftovers (`meal.kitchen.leftover`).
 *
 * Raw poultry, ground meat or fish (the catalogue's flesh foods kept in the refrigerator that
 * FoodKeeper keeps there 2 days at most: chicken, ground turkey, beef, pork and lamb, raw
 * sausages and chorizo, salmon) cooked on a day that is past that time from the week's shopping
 * day must be cooked from a portion frozen on the shopping day: the meal's card thaws the food,
 * and the list's freeze instruction for that food names the meal. The count is over the meals
 * that cook (a bulk-prep leftover was cooked, from its ingredients, by the meal that cooked its
 * batch, and is counted there).
 */
import { readFileSync } from 'node:fs';
import { checkFoodSafety } from './food-safety/check.ts';
import type { SafetyReport, StoredWeek, Violation } from './food-safety/check.ts';
import type { PlannerCatalogue } from '../supabase/functions/_shared/planner/types.ts';
import { daysBetween } from '../supabase/functions/_shared/rules/week.ts';

const FOODKEEPER_CSV = readFileSync(
  new URL('../data/foodkeeper/foodkeeper-products.csv', import.meta.url),
  'utf8',
);

/** Raw poultry, ground meat and fish: flesh kept in the refrigerator for 2 days at most. Food ->
 *  days it keeps there from purchase (the end of FoodKeeper's range). */
export function rawFleshFoods(catalogue: PlannerCatalogue): Map<string, number> {
  const raw = new Map<string, number>();
  for (const [key, food] of catalogue.foods) {
    const storage = catalogue.storage?.get(key);
    if (food.flesh && storage?.place === 'refrigerator' && storage.days[1] <= 2)
      raw.set(key, storage.days[1]);
  }
  return raw;
}

/** What the weeks' kitchen schedule says, counted. */
export interface KitchenCounts {
  /** List lines with a freeze instruction, and the meals they freeze for. */
  freezeLines: number;
  freezeMeals: number;
  /** Foods the meals' cards say to thaw (one per meal and food). */
  thaws: number;
  /** Purchases on a later day than the shopping day. */
  topUps: number;
  /** Meals eaten from a dish cooked on an earlier day (bulk prep). */
  leftovers: number;
  /** Meals that cook raw poultry, ground meat or fish past its refrigerator time from the
   *  shopping day, and those of them with a freeze instruction for every such food. */
  lateRaw: number;
  lateRawFrozen: number;
  /** The others: 'meal id (foods)'. */
  lateRawUncovered: string[];
}

export const NO_KITCHEN: KitchenCounts = {
  freezeLines: 0,
  freezeMeals: 0,
  thaws: 0,
  topUps: 0,
  leftovers: 0,
  lateRaw: 0,
  lateRawFrozen: 0,
  lateRawUncovered: [],
};

/** The schedule's counts of stored weeks; `recipes` by id (the planner catalogue's, standard
 *  servings: only which foods a dish and its sides use matters here). */
export function kitchenCounts(
  weeks: readonly StoredWeek[],
  catalogue: PlannerCatalogue,
): KitchenCounts {
  const raw = rawFleshFoods(catalogue);
  const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
  const counts: KitchenCounts = { ...NO_KITCHEN, lateRawUncovered: [] };
  for (const { plan, list } of weeks) {
    const shoppingDay = plan.kitchen?.shoppingDay ?? plan.weekStart;
    const atHome = new Set<string>(plan.personal?.athome ?? []);
    const frozenFor = new Map<string, Set<string>>();
    for (const item of list) {
      if (item.atHome) atHome.add(item.id);
      if (item.freeze) {
        counts.freezeLines += 1;
        counts.freezeMeals += item.freeze.meals.length;
        frozenFor.set(item.id, new Set(item.freeze.meals));
      }
      counts.topUps += item.topUps?.length ?? 0;
    }
    for (const day of plan.days)
      for (const meal of day.meals) {
        const thawed = new Set((meal.kitchen?.thaw ?? []).map((t) => t.food));
        counts.thaws += thawed.size;
        if (meal.kitchen?.leftover) {
          counts.leftovers += 1;
          continue;
        }
        const age = daysBetween(shoppingDay, day.date);
        const foods = new Set<string>();
        for (const id of [meal.recipeId, ...(meal.sides ?? []).map((s) => s.id)])
          for (const ing of recipes.get(id)?.ingredients ?? []) foods.add(ing.food);
        const late = [...foods].filter(
          (food) => !atHome.has(food) && age >= (raw.get(food) ?? Infinity),
        );
        if (late.length === 0) continue;
        counts.lateRaw += 1;
        const bare = late.filter(
          (food) => !(thawed.has(food) && frozenFor.get(food)?.has(meal.id)),
        );
        if (bare.length === 0) counts.lateRawFrozen += 1;
        else counts.lateRawUncovered.push(`${meal.id} (${bare.join(', ')})`);
      }
  }
  return counts;
}

/** A violation with the profile (and run) whose weeks it is in. */
export interface TaggedViolation extends Violation {
  profile: string;
}

/** The checker's report and the schedule's counts of a set of weeks, added up. */
export interface SafetyTally {
  sequences: number;
  weeks: number;
  mealsChecked: number;
  mealsWithPerishable: number;
  portionsFrozen: number;
  packagesOpened: number;
  unmapped: Set<string>;
  violations: TaggedViolation[];
  kitchen: KitchenCounts;
}

export function emptyTally(): SafetyTally {
  return {
    sequences: 0,
    weeks: 0,
    mealsChecked: 0,
    mealsWithPerishable: 0,
    portionsFrozen: 0,
    packagesOpened: 0,
    unmapped: new Set(),
    violations: [],
    kitchen: { ...NO_KITCHEN, lateRawUncovered: [] },
  };
}

/** One sequence of weeks in one kitchen (a single week, or weeks carried one into the next). */
export interface Checked {
  report: SafetyReport;
  kitchen: KitchenCounts;
}

/** Runs the checker on one sequence of weeks (in date order, one kitchen, nothing at home at the
 *  start but the staples the weeks say are), with the planner catalogue's dishes and sides. */
export function checkWeeks(weeks: readonly StoredWeek[], catalogue: PlannerCatalogue): Checked {
  const report = checkFoodSafety(weeks, {
    foodkeeperCsv: FOODKEEPER_CSV,
    recipes: catalogue.recipes,
  });
  return { report, kitchen: kitchenCounts(weeks, catalogue) };
}

/** Adds a checked sequence of a profile's weeks to a tally. */
export function addChecked(tally: SafetyTally, profile: string, checked: Checked): void {
  const { report, kitchen } = checked;
  tally.sequences += 1;
  tally.weeks += report.weeks;
  tally.mealsChecked += report.mealsChecked;
  tally.mealsWithPerishable += report.mealsWithPerishable;
  tally.portionsFrozen += report.portionsFrozen;
  tally.packagesOpened += report.packagesOpened;
  for (const food of report.unmapped) tally.unmapped.add(food);
  tally.violations.push(...report.violations.map((v) => ({ ...v, profile })));
  const k = tally.kitchen;
  k.freezeLines += kitchen.freezeLines;
  k.freezeMeals += kitchen.freezeMeals;
  k.thaws += kitchen.thaws;
  k.topUps += kitchen.topUps;
  k.leftovers += kitchen.leftovers;
  k.lateRaw += kitchen.lateRaw;
  k.lateRawFrozen += kitchen.lateRawFrozen;
  k.lateRawUncovered.push(...kitchen.lateRawUncovered.map((m) => `${profile}: ${m}`));
}

/** Whether a tally meets the targets: no violation, every late raw meal frozen for. */
export function tallySafe(tally: SafetyTally): boolean {
  return tally.violations.length === 0 && tally.kitchen.lateRaw === tally.kitchen.lateRawFrozen;
}

/** The tally in lines: counts, then the first violations and unfrozen raw meals. */
export function formatTally(label: string, tally: SafetyTally, limit = 10): string[] {
  const k = tally.kitchen;
  const lines = [
    `  ${label}: ${tally.sequences} sequences, ${tally.weeks} weeks, ${tally.mealsChecked} meals checked ` +
      `(${tally.mealsWithPerishable} with a perishable), ${tally.portionsFrozen} portions frozen, ` +
      `${tally.packagesOpened} opened packages; freeze instructions ${k.freezeLines} lines for ` +
      `${k.freezeMeals} meals, ${k.thaws} thaws, ${k.topUps} top-ups, ${k.leftovers} leftovers; ` +
      `raw poultry, ground meat or fish past its refrigerator time: ${k.lateRaw} meals, ` +
      `${k.lateRawFrozen} with a freeze instruction; violations: ${tally.violations.length}`,
  ];
  if (tally.unmapped.size > 0)
    lines.push(
      `    foods without storage times (taken to keep): ${[...tally.unmapped].join(', ')}`,
    );
  for (const v of tally.violations.slice(0, limit))
    lines.push(
      `    ${v.profile}, week ${v.week}: ${v.date} ${v.meal} ${v.food || '-'} ${v.kind}: ${v.message}`,
    );
  if (tally.violations.length > limit)
    lines.push(`    ... and ${tally.violations.length - limit} more violations`);
  for (const m of k.lateRawUncovered.slice(0, limit)) lines.push(`    no freeze instruction: ${m}`);
  if (k.lateRawUncovered.length > limit)
    lines.push(`    ... and ${k.lateRawUncovered.length - limit} more meals without one`);
  return lines;
}

/** A short cell for a table: violations and raw meals frozen / past time. */
export function safetyCell(checked: Checked | undefined): string {
  if (!checked) return '-';
  const k = checked.kitchen;
  return `${checked.report.violations.length} viol, raw ${k.lateRawFrozen}/${k.lateRaw}`;
}
