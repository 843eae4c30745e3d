/**
 * What the store charges. Ingredients are bought in whole packages at the local price (national
 * price x regional, store and quality factor, rounded to the cent as a shelf price is), and one
 * package serves every meal of the week that uses the food: two meals with rice share one bag.
 * Pantry staples (oil, salt, spices, sauces) last for months, so the week is charged only the
 * grams it uses at the package's price per gram.
 */
import type { Recipe } from '../catalogue/types.ts';
import type { PlannerCatalogue, PurchaseLine, WeekCost } from './types.ts';

/** Tolerance so that 500.0000001 g of use does not buy a second 500 g package. */
const GRAM_EPSILON = 1e-6;

/** A package's shelf price in cents at this price level. */
export function localPackageCents(nationalPrice: number, factor: number): number {
  return Math.max(1, Math.round(nationalPrice * factor * 100));
}

/** Grams of each food used by these recipes (each entry is one serving). */
export function gramsByFood(recipes: readonly Recipe[]): Map<string, number> {
  const grams = new Map<string, number>();
  for (const recipe of recipes) {
    for (const ing of recipe.ingredients)
      grams.set(ing.food, (grams.get(ing.food) ?? 0) + ing.grams);
  }
  return grams;
}

/** Grams of a food still to buy when the pantry holds `stock` grams of it. */
export function gramsToBuy(gramsUsed: number, stock: number): number {
  return Math.max(0, gramsUsed - stock);
}

/**
 * The store bill of one food: whole packages of what the pantry does not cover, or for a staple
 * the grams not covered at the package's price per gram (rounded up: the bill never claims less
 * than the grams cost). The one formula of a food's cost: the bill, the search and a regenerated
 * meal's marginal cost all use it.
 */
export function foodCents(
  grams: number,
  stock: number,
  packageGrams: number,
  packageCents: number,
  staple: boolean,
): number {
  const need = gramsToBuy(grams, stock);
  if (need <= GRAM_EPSILON) return 0;
  if (staple) return Math.max(1, Math.ceil((need * packageCents) / packageGrams - 1e-9));
  return Math.ceil(need / packageGrams - GRAM_EPSILON) * packageCents;
}

/** The shopping list and total for one week of meals. */
export function weekCost(
  recipes: readonly Recipe[],
  catalogue: PlannerCatalogue,
  factor: number,
): WeekCost {
  const lines: PurchaseLine[] = [];
  for (const [foodKey, gramsUsed] of gramsByFood(recipes)) {
    const food = catalogue.foods.get(foodKey);
    const price = catalogue.prices.get(foodKey);
    if (!food || !price) throw new Error(`No price for ${foodKey}`);
    const packageCents = localPackageCents(price.price, factor);
    const stock = catalogue.stock?.get(foodKey) ?? 0;
    const need = gramsToBuy(gramsUsed, stock);
    const fromPantryGrams = gramsUsed - need;
    const costCents = foodCents(gramsUsed, stock, price.packageGrams, packageCents, food.pantry);
    const packages =
      food.pantry || need <= GRAM_EPSILON ? 0 : Math.ceil(need / price.packageGrams - GRAM_EPSILON);
    lines.push({
      food: foodKey,
      name: food.name,
      gramsUsed,
      packages,
      packageLabel: price.packageLabel,
      packageGrams: price.packageGrams,
      pantry: food.pantry,
      costCents,
      packageCents,
      leftoverGrams: food.pantry ? 0 : Math.max(0, packages * price.packageGrams - need),
      fromPantryGrams,
    });
  }
  lines.sort(
    (a, b) =>
      Number(a.pantry) - Number(b.pantry) ||
      b.costCents - a.costCents ||
      a.name.localeCompare(b.name),
  );
  return {
    totalCents: lines.reduce((sum, l) => sum + l.costCents, 0),
    checkoutCents: lines.reduce((sum, l) => sum + checkoutLineCents(l), 0),
    lines,
  };
}

/** Packages a line puts in the basket when no staples are at home: staples too are bought
 *  whole (what the person's pantry holds is never bought). */
export function packagesToBuy(line: PurchaseLine): number {
  const need = gramsToBuy(line.gramsUsed, line.fromPantryGrams);
  if (!line.pantry) return line.packages;
  return need <= GRAM_EPSILON ? 0 : Math.ceil(need / line.packageGrams - GRAM_EPSILON);
}

/** A line's price at the checkout of someone with none of the staples. */
export function checkoutLineCents(line: PurchaseLine): number {
  return line.pantry ? packagesToBuy(line) * line.packageCents : line.costCents;
}

/**
 * Splits each purchase's cents over the meals that use it, in proportion to grams, with the
 * largest-remainder method so that meal costs add up exactly to the week's total. Leftovers are
 * part of the price of the meals that made them necessary.
 */
export function allocateMealCosts(recipes: readonly Recipe[], cost: WeekCost): number[] {
  const cents = recipes.map(() => 0);
  for (const line of cost.lines) {
    const users: { index: number; grams: number }[] = [];
    recipes.forEach((recipe, index) => {
      const grams = recipe.ingredients
        .filter((i) => i.food === line.food)
        .reduce((s, i) => s + i.grams, 0);
      if (grams > 0) users.push({ index, grams });
    });
    const totalGrams = users.reduce((s, u) => s + u.grams, 0);
    if (totalGrams <= 0) continue;
    const shares = users.map((u) => {
      const exact = (line.costCents * u.grams) / totalGrams;
      return { index: u.index, floor: Math.floor(exact), remainder: exact - Math.floor(exact) };
    });
    let left = line.costCents - shares.reduce((s, x) => s + x.floor, 0);
    const order = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
    for (const share of order) {
      const extra = left > 0 ? 1 : 0;
      left -= extra;
      cents[share.index] = (cents[share.index] ?? 0) + share.floor + extra;
    }
  }
  return cents;
}

/** Cost of one serving bought on its own, charged by the gram, what the person's pantry holds
 *  free (used to rank candidates). */
export function perGramCostCents(
  recipe: Recipe,
  catalogue: PlannerCatalogue,
  factor: number,
): number {
  let cents = 0;
  for (const ing of recipe.ingredients) {
    const price = catalogue.prices.get(ing.food);
    if (!price) continue;
    const grams = gramsToBuy(ing.grams, catalogue.stock?.get(ing.food) ?? 0);
    cents += (grams * localPackageCents(price.price, factor)) / price.packageGrams;
  }
  return cents;
}
