/**
 * The catalogue in one import: foods (USDA SR28), prices (BLS, ERS, estimates) and what they
 * rest on, regional and store factors, recipes and the facts computed from them.
 */
import { computeAllRecipeFacts } from './compute.ts';
import { foodsByKey } from './foods.ts';
import { RECIPES } from './recipes/index.ts';
import type { RecipeFacts } from './types.ts';

export * from './types.ts';
export { FOODS, foodsByKey, missingNutrients, refusePercent } from './foods.ts';
export { PRICES, pricesByFood, REFERENCE_MONTH } from './prices.ts';
export {
  describeEstimatedShare,
  describePriceSource,
  estimatedFoodShare,
  estimatedShare,
  foodPriceSource,
  monthLabel,
  priceBasis,
  type EstimatedShare,
  type FoodPriceSource,
  type PriceAgency,
  type PriceBasis,
} from './basis.ts';
export {
  QUALITY_MULTIPLIERS,
  RPP_SOURCE,
  STATE_PRICE_LEVELS,
  STORE_MULTIPLIERS,
  localMultiplier,
  priceFor,
  regionalFactor,
  stateForZip,
  stateName,
  storeMultiplier,
  type LocalPrice,
  type LocalPriceOptions,
  type RegionalFactor,
} from './regions.ts';
export { RECIPES, recipesById } from './recipes/index.ts';
export {
  NET_CARB_LIMITS,
  computeAllRecipeFacts,
  computeRecipeFacts,
  matchingPhrases,
  netCarbLimit,
  packagesNeeded,
  parseFoodPhrases,
  recipeGramCost,
  recipeMatchesFreeText,
  unitCost,
  type FreeTextMode,
} from './compute.ts';

/** Facts of every recipe, computed once at load. */
export const RECIPE_FACTS: ReadonlyMap<string, RecipeFacts> = computeAllRecipeFacts(
  RECIPES,
  foodsByKey,
);
