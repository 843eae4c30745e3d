/**
 * The product catalogue as the planner reads it: foods, one price per food, every recipe, the
 * facts computed from each recipe's ingredients, and the local price level. Built once per
 * process or worker (computing facts for a few hundred recipes takes milliseconds).
 */
import { computeAllRecipeFacts } from '../catalogue/compute.ts';
import { foodsByKey } from '../catalogue/foods.ts';
import { pricesByFood } from '../catalogue/prices.ts';
import { RECIPES } from '../catalogue/recipes/index.ts';
import { SIDES } from '../catalogue/recipes/sides.ts';
import { priceBasis } from '../catalogue/basis.ts';
import { LEFTOVERS, STORAGE } from '../catalogue/storage.ts';
import { GOODS_PARITY_YEAR } from '../catalogue/price-levels.generated.ts';
import { localMultiplier } from '../catalogue/regions.ts';
import { MEAL_TYPES, STORES } from '../catalogue/types.ts';
import { makeCandidate } from './candidates.ts';
import { localSearch } from './search.ts';
import {
  adequacyTargets,
  centsPerHeiPoint,
  maxMealsPerProtein,
  minDistinctDishes,
} from './quality.ts';
import type { IngredientQuality, Store } from '../catalogue/types.ts';
import type { PlannerCatalogue, PriceLevel } from './types.ts';

const knownStores = new Set<string>(STORES);

/** Local price level: the state's goods price parity x the stores' mean x the quality. The note
 *  names the basis of the prices first, then each multiplier, saying which are estimates. */
function priceLevel(input: {
  zipCode: string;
  stores: readonly string[];
  quality: IngredientQuality;
}): PriceLevel {
  const stores = input.stores.filter((s): s is Store => knownStores.has(s));
  const { multiplier, region, store, quality } = localMultiplier({
    zip: input.zipCode,
    stores,
    quality: input.quality,
  });
  const basis = priceBasis(region);
  const where = basis.region
    ? ` (BEA goods price parity ${GOODS_PARITY_YEAR}, x${region.factor.toFixed(3)})`
    : ' (no usable zip code, so no state adjustment)';
  const shops =
    stores.length > 0
      ? `shopping at ${stores.join(', ')} (x${store.toFixed(2)}, an estimate)`
      : 'shopping at a typical supermarket';
  return {
    factor: multiplier,
    note: `Prices: ${basis.sentence}${where}; ${shops}; ${input.quality} quality (x${quality.toFixed(2)}, an estimate).`,
    basis,
  };
}

let cached: PlannerCatalogue | undefined;

/** The dishes and the sides they may come with (never planned as meals of their own). */
const WITH_SIDES = [...RECIPES, ...SIDES];

export function productCatalogue(): PlannerCatalogue {
  if (!cached) {
    cached = {
      foods: foodsByKey,
      prices: pricesByFood,
      recipes: WITH_SIDES,
      facts: computeAllRecipeFacts(WITH_SIDES, foodsByKey),
      storage: STORAGE,
      leftovers: LEFTOVERS,
      priceLevel,
    };
  }
  return cached;
}

let warmed = false;

/**
 * The catalogue for the handlers. The first call also runs a short search on it: V8 compiles the
 * search's inner loop (with its diet-quality scoring) with its optimising tier only once it is
 * hot, and a cold first plan could otherwise run out of wall-clock time before its work limit
 * (a different, worse plan).
 */
export function getCatalogue(): Promise<PlannerCatalogue> {
  const catalogue = productCatalogue();
  if (!warmed) {
    warmed = true;
    warmUpSearch(catalogue);
  }
  return Promise.resolve(catalogue);
}

function warmUpSearch(catalogue: PlannerCatalogue): void {
  const counts = { BREAKFAST: 7, LUNCH: 7, DINNER: 7, SNACK: 7 };
  const candidates = MEAL_TYPES.flatMap((type) =>
    catalogue.recipes
      .filter((r) => r.mealTypes.includes(type))
      .slice(0, 30)
      .map((r) => makeCandidate(r, type, catalogue, 1, -1)),
  );
  const cap = new Map(candidates.map((c) => [c.recipe.id, 7]));
  localSearch({
    candidates,
    counts,
    cap,
    targets: { protein: 400, kcal: 14000 },
    budgetCents: 10_000,
    factor: 1,
    catalogue,
    maxEvaluations: 150_000,
    // Diet quality weighed as in a real week, so that its scoring is compiled hot too.
    quality: {
      centsPerPoint: centsPerHeiPoint(undefined),
      adequacyTargets: adequacyTargets(2000, 4),
      maxPerProtein: maxMealsPerProtein(false),
      minDistinct: minDistinctDishes(28, false),
    },
  });
}
