/**
 * The stock a week is planned on, from the pantry's lots at the week's first day (stock.ts):
 * grams of each food the catalogue knows, in tenths of a gram rounded down (as the stored week
 * keeps them, so its edits price the same stock; down, so the plan never counts on a fraction
 * of a gram that is not there). The generate function and the planner benchmark's four-week
 * run both plan on it.
 */
import type { PlannerCatalogue } from '../planner/types.ts';
import { daysBetween } from '../rules/week.ts';
import { gramsByFood } from './stock.ts';
import type { Lot } from './stock.ts';

export function stockToPlanOn(
  lots: readonly Lot[],
  catalogue: Pick<PlannerCatalogue, 'foods'>,
): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const [food, g] of gramsByFood(lots)) {
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
    if (!(lot.food in stock) || lot.grams <= 0) continue;
    const day = daysBetween(weekStart, lot.goneOn);
    if (day >= 1 && day <= 6 && (days[lot.food] === undefined || day < (days[lot.food] as number)))
      days[lot.food] = day;
  }
  return days;
}
