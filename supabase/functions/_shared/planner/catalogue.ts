/**
 * The product catalogue as the planner reads it: foods, one price per food, every recipe, the
 * facts computed from each recipe's ingredients, and the local price level. Built once per
 * process or worker (computing facts for a few hundred recipes takes milliseconds).
 */
import { computeAllRecipeFacts } from '../catalogue/compute.ts';
import { foodsByKey } from '../catalogue/foods.ts';
import { pricesByFood } from '../catalogue/prices.ts';
import { RECIPES } from '../catalogue/recipes/index.ts';
import type { IngredientQuality } from '../catalogue/types.ts';
import type { PlannerCatalogue, PriceLevel } from './types.ts';

/** National average prices until the regional table is wired in. */
function priceLevel(_input: { zipCode: string; stores: readonly string[]; quality: IngredientQuality }): PriceLevel {
  return { factor: 1, note: 'Prices are US national averages.' };
}

let cached: PlannerCatalogue | undefined;

export function productCatalogue(): PlannerCatalogue {
  if (!cached) {
    cached = {
      foods: foodsByKey,
      prices: pricesByFood,
      recipes: RECIPES,
      facts: computeAllRecipeFacts(RECIPES, foodsByKey),
      priceLevel,
    };
  }
  return cached;
}

/** Async for the handlers, so a later version may load the catalogue lazily. */
export function getCatalogue(): Promise<PlannerCatalogue> {
  return Promise.resolve(productCatalogue());
}
