/**
 * What the store charges: the till. Every ingredient is bought in whole packages at the local
 * price (national price x regional, store and quality factor, rounded to the cent as a shelf
 * price is), and one package serves every meal of the week that uses the food: two meals with
 * rice share one bag. A staple (oil, a spice, soy sauce) is bought whole too, unless the person
 * said it is at home or their pantry holds enough of it: a new kitchen pays for the jar, not the
 * teaspoon. What the week's meals use is worth (staples by the gram) is kept beside the till.
 */
import type { Recipe } from '../catalogue/types.ts';
import type { PlannerCatalogue, PurchaseLine, WeekCost } from './types.ts';

/** Tolerance so that 500.0000001 g of use does not buy a second 500 g package. */
const GRAM_EPSILON = 1e-6;

/** A package's shelf price in cents at this price level. */
export function localPackageCents(nationalPrice: number, factor: number): number {
  return Math.max(1, Math.round(nationalPrice * factor * 100));
}

/**
 * Grams of a food the person has at home at the week's start, which the week uses before buying:
 * their pantry's stock, or no limit for a staple they said is at home.
 */
export function stockOf(catalogue: Pick<PlannerCatalogue, 'stock' | 'atHome'>, food: string) {
  if (catalogue.atHome?.has(food)) return Infinity;
  return catalogue.stock?.get(food) ?? 0;
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

/** Whole packages that cover `need` grams. */
export function packagesFor(need: number, packageGrams: number): number {
  return need <= GRAM_EPSILON ? 0 : Math.ceil(need / packageGrams - GRAM_EPSILON);
}

/**
 * The till's cents for one food: whole packages of what is not at home. The one formula of a
 * food's cost: the bill, the search and a regenerated meal's marginal cost all use it.
 */
export function foodCents(
  grams: number,
  stock: number,
  packageGrams: number,
  packageCents: number,
): number {
  return packagesFor(gramsToBuy(grams, stock), packageGrams) * packageCents;
}

/** Grams at the package's price per gram, rounded up to the cent (0 for none). */
function byTheGram(grams: number, packageGrams: number, packageCents: number): number {
  return grams <= GRAM_EPSILON
    ? 0
    : Math.max(1, Math.ceil((grams * packageCents) / packageGrams - 1e-9));
}

/**
 * The shopping list and till for one week of meals. `extraPackages` are packages the kitchen's
 * schedule needs beyond what the grams ask for (a second can when the first, opened, would not
 * keep until the day of its next use: kitchen.ts).
 */
export function weekCost(
  recipes: readonly Recipe[],
  catalogue: PlannerCatalogue,
  factor: number,
  extraPackages?: ReadonlyMap<string, number>,
): WeekCost {
  const lines: PurchaseLine[] = [];
  for (const [foodKey, gramsUsed] of gramsByFood(recipes)) {
    const food = catalogue.foods.get(foodKey);
    const price = catalogue.prices.get(foodKey);
    if (!food || !price) throw new Error(`No price for ${foodKey}`);
    const packageCents = localPackageCents(price.price, factor);
    const stock = stockOf(catalogue, foodKey);
    const atHome = catalogue.atHome?.has(foodKey) ?? false;
    const need = gramsToBuy(gramsUsed, stock);
    const packages = packagesFor(need, price.packageGrams) + (extraPackages?.get(foodKey) ?? 0);
    const costCents = packages * packageCents;
    lines.push({
      food: foodKey,
      name: food.name,
      gramsUsed,
      packages,
      packageLabel: price.packageLabel,
      packageGrams: price.packageGrams,
      staple: food.pantry,
      atHome,
      costCents,
      valueCents: food.pantry
        ? byTheGram(atHome ? gramsUsed : need, price.packageGrams, packageCents)
        : costCents,
      packageCents,
      leftoverGrams: Math.max(0, packages * price.packageGrams - need),
      fromPantryGrams: gramsUsed - need,
    });
  }
  lines.sort(
    (a, b) =>
      Number(a.staple) - Number(b.staple) ||
      b.costCents - a.costCents ||
      a.name.localeCompare(b.name),
  );
  return {
    totalCents: lines.reduce((sum, l) => sum + l.costCents, 0),
    valueCents: lines.reduce((sum, l) => sum + l.valueCents, 0),
    lines,
  };
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

/** Cost of one serving bought on its own, charged by the gram, what the person has at home free
 *  (used to rank candidates). */
export function perGramCostCents(
  recipe: Recipe,
  catalogue: PlannerCatalogue,
  factor: number,
): number {
  let cents = 0;
  for (const ing of recipe.ingredients) {
    const price = catalogue.prices.get(ing.food);
    if (!price) continue;
    const grams = gramsToBuy(ing.grams, stockOf(catalogue, ing.food));
    cents += (grams * localPackageCents(price.price, factor)) / price.packageGrams;
  }
  return cents;
}
