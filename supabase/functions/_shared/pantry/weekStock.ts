/**
 * The stock a week is planned on, from the pantry's lots at the week's first day (stock.ts),
 * frozen portions left out:
 * grams of each food the catalogue knows, in tenths of a gram rounded down (as the stored week
 * keeps them, so its edits price the same stock; down, so the plan never counts on a fraction
 * of a gram that is not there). The generate function and the planner benchmark's four-week
 * run both plan on it.
 */
import { shelfLifeOf } from '../catalogue/shelfLife.ts';
import { storedMembers } from '../planner/household-present.ts';
import { scalesOf } from '../planner/household.ts';
import type { PlannerCatalogue } from '../planner/types.ts';
import { daysBetween } from '../rules/week.ts';
import type { WeeklyPlan } from '../schemas/meal-plan.ts';
import { gramsByFood } from './stock.ts';
import type { Freeze, Lot, LotStorage, MealUse } from './stock.ts';

export function stockToPlanOn(
  lots: readonly Lot[],
  catalogue: Pick<PlannerCatalogue, 'foods'>,
): Record<string, number> {
  const stock: Record<string, number> = {};
  // A portion left in the freezer is not planned on: a meal would use it without a card saying
  // to thaw it (and what a week froze beyond its meals is rounding, or was not followed).
  for (const [food, g] of gramsByFood(lots.filter((lot) => !lot.frozen))) {
    const rounded = Math.floor(g * 10) / 10;
    if (rounded > 0 && catalogue.foods.has(food)) stock[food] = rounded;
  }
  return stock;
}

/**
 * Of the foods in `stock`, those whose oldest lot goes off during the week: the day of the week
 * (1-6) from which it is gone, so the week's dishes using it go on the days before.
 */
export function spoilDays(
  lots: readonly Lot[],
  weekStart: string,
  stock: Readonly<Record<string, number>>,
): Record<string, number> {
  const days: Record<string, number> = {};
  for (const lot of lots) {
    if (!(lot.food in stock) || lot.grams <= 0 || lot.frozen) continue;
    const day = daysBetween(weekStart, lot.goneOn);
    if (day >= 1 && day <= 6 && (days[lot.food] === undefined || day < (days[lot.food] as number)))
      days[lot.food] = day;
  }
  return days;
}

/**
 * What the stored weeks' meals did in the kitchen, day by day (at each week's portion scales): the
 * grams each meal's ingredients used on the day they were cooked (a bulk-prep leftover's on the
 * day its dish was cooked), and the portions frozen on the shopping day for the meals that thaw
 * them (planner/kitchen.ts, as each stored meal records it).
 */
export function weeksInKitchen(
  weeks: readonly WeeklyPlan[],
  catalogue: PlannerCatalogue,
): { uses: MealUse[]; freezes: Freeze[] } {
  const recipes = new Map(catalogue.recipes.map((r) => [r.id, r]));
  const uses: MealUse[] = [];
  const freezes: Freeze[] = [];
  for (const week of weeks) {
    // A household's week cooks each meal type for the members who eat it at home.
    const members = storedMembers(week.household);
    const scales = members ? scalesOf(members) : undefined;
    const shoppingDay = week.kitchen?.shoppingDay ?? week.weekStart;
    for (const day of week.days)
      for (const meal of day.meals) {
        const scale = scales ? scales[meal.type] : (week.portions ?? 1);
        // A leftover's dish was cooked, and its ingredients used, on the day it was cooked; the
        // sides that come with it are served on the meal's own day.
        const cookedOn = meal.kitchen?.leftover?.cookedOn ?? day.date;
        for (const ing of recipes.get(meal.recipeId)?.ingredients ?? [])
          uses.push({ date: cookedOn, food: ing.food, grams: ing.grams * scale });
        for (const side of meal.sides ?? [])
          for (const ing of recipes.get(side.id)?.ingredients ?? [])
            uses.push({ date: day.date, food: ing.food, grams: ing.grams * scale });
        for (const thaw of meal.kitchen?.thaw ?? [])
          freezes.push({ date: shoppingDay, food: thaw.food, grams: thaw.grams });
      }
  }
  return { uses, freezes };
}

/** Days each food keeps where it is kept; a food the catalogue no longer has keeps a month. */
export function keepsDaysIn(catalogue: PlannerCatalogue): (food: string) => number {
  return (food) => {
    const known = catalogue.foods.get(food);
    return known ? shelfLifeOf(known).days : 30;
  };
}

/** How each food keeps opened and frozen, and its package (the ledger opens one at a time). */
export function lotStorageIn(
  catalogue: PlannerCatalogue,
): (food: string) => LotStorage | undefined {
  return (food) => {
    const storage = catalogue.storage?.get(food);
    const price = catalogue.prices.get(food);
    if (!storage || !price) return undefined;
    return {
      openedDays: storage.place === 'freezer' ? null : (storage.openedDays?.[1] ?? null),
      freezerDays: storage.freezerDays?.[1] ?? null,
      packageGrams: price.packageGrams,
    };
  };
}
