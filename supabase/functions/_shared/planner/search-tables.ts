/**
 * The local search's view of its candidates (search.ts) as flat typed arrays: its inner loop
 * prices millions of moves per second this way. Foods and recipes are numbered in the order
 * the candidates first use them.
 */
import { localPackageCents, stockOf } from './cost.ts';
import { dishBonusCents, type Candidate } from './candidates.ts';
import type { MealCounts, PlannerCatalogue } from './types.ts';

interface FoodInfo {
  packageCents: number;
  packageGrams: number;
  stock: number;
}

export interface SearchTables {
  /**
   * The foods of candidate j, one entry per food: uFood and uGrams from useStart[j] up to
   * useStart[j + 1].
   */
  useStart: Int32Array;
  uFood: Int32Array;
  uGrams: Float64Array;
  /** Per food: the local price of a package and its grams. */
  pkgCents: Float64Array;
  pkgGrams: Float64Array;
  /** Per food: grams the person has at the week's start (used first, free; Infinity for a
   *  staple they said is at home). */
  stock: Float64Array;
  /** Per candidate: its recipe's number; recipes in all. */
  recipeOf: Int32Array;
  recipeCount: number;
  /** Per candidate: servings it may have (its type's count, the variety cap); its recipe's cap. */
  capOf: Int32Array;
  recipeCap: Int32Array;
  proteinOf: Float64Array;
  kcalOf: Float64Array;
  /** Per candidate: cents each meal takes off the objective (candidates.ts dishBonusCents). */
  bonusOf: Float64Array;
  cuisineOf: Int32Array;
  avoidOf: Uint8Array;
}

export function searchTables(
  candidates: readonly Candidate[],
  counts: MealCounts,
  cap: Map<string, number>,
  catalogue: PlannerCatalogue,
  factor: number,
): SearchTables {
  const foodIndex = new Map<string, number>();
  const foods: FoodInfo[] = [];
  const useStart = new Int32Array(candidates.length + 1);
  const useFood: number[] = [];
  const useGrams: number[] = [];
  candidates.forEach((c, j) => {
    // One entry per food (a recipe may list a food twice), so a move can be priced in one pass.
    const perFood = new Map<string, number>();
    for (const ing of c.recipe.ingredients)
      perFood.set(ing.food, (perFood.get(ing.food) ?? 0) + ing.grams);
    for (const [foodKey, foodGrams] of perFood) {
      const ing = { food: foodKey, grams: foodGrams };
      let index = foodIndex.get(ing.food);
      if (index === undefined) {
        const price = catalogue.prices.get(ing.food);
        index = foods.length;
        foodIndex.set(ing.food, index);
        foods.push({
          packageCents: price ? localPackageCents(price.price, factor) : 0,
          packageGrams: price?.packageGrams ?? 1,
          stock: stockOf(catalogue, ing.food),
        });
      }
      useFood.push(index);
      useGrams.push(ing.grams);
    }
    useStart[j + 1] = useFood.length;
  });
  const recipeIds = new Map<string, number>();
  const recipeOf = Int32Array.from(
    candidates.map((c) => {
      const known = recipeIds.get(c.recipe.id);
      if (known !== undefined) return known;
      recipeIds.set(c.recipe.id, recipeIds.size);
      return recipeIds.size - 1;
    }),
  );
  const recipeCap = new Int32Array(candidates.length);
  candidates.forEach((c, j) => {
    recipeCap[j] = cap.get(c.recipe.id) ?? 2;
  });
  return {
    useStart,
    uFood: Int32Array.from(useFood),
    uGrams: Float64Array.from(useGrams),
    pkgCents: Float64Array.from(foods.map((f) => f.packageCents)),
    pkgGrams: Float64Array.from(foods.map((f) => f.packageGrams)),
    stock: Float64Array.from(foods.map((f) => f.stock)),
    recipeOf,
    recipeCount: recipeIds.size,
    // Servings of one candidate are bounded by its type's count; servings of one recipe (which
    // may be a candidate in two meal types) by the variety cap.
    capOf: Int32Array.from(
      candidates.map((c) => Math.min(cap.get(c.recipe.id) ?? 2, counts[c.type])),
    ),
    recipeCap,
    proteinOf: Float64Array.from(candidates.map((c) => c.protein)),
    kcalOf: Float64Array.from(candidates.map((c) => c.kcal)),
    bonusOf: Float64Array.from(candidates.map(dishBonusCents)),
    cuisineOf: Int32Array.from(candidates.map((c) => c.cuisineIndex)),
    avoidOf: Uint8Array.from(candidates.map((c) => (c.avoid ? 1 : 0))),
  };
}
