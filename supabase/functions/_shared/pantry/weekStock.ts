/**
 * The stock a week is planned on, from the pantry's lots at the week's first day (stock.ts):
 * grams of each food the catalogue knows, in tenths of a gram rounded down (as the stored week
 * keeps them, so its edits price the same stock; down, so the plan never counts on a fraction
 * of a gram that is not there). The generate function and the planner benchmark's four-week
 * run both plan on it.
 */
import type { PlannerCatalogue } from '../planner/types.ts';
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
