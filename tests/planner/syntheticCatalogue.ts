/**
 * Test data, not product data: a tiny synthetic catalogue whose numbers are chosen to make
 * the planner's arithmetic easy to check by hand (round package sizes and prices). The product
 * plans from the real catalogue (catalogue.ts); tests use this one where exact cents matter.
 */
import { priceBasis } from '../../supabase/functions/_shared/catalogue/basis.ts';
import { computeAllRecipeFacts } from '../../supabase/functions/_shared/catalogue/compute.ts';
import type { PlannerCatalogue } from '../../supabase/functions/_shared/planner/types.ts';
import { syntheticFoods, syntheticPrices } from './syntheticFoods.ts';
import { SYNTHETIC_RECIPES } from './syntheticRecipes.ts';

/** A synthetic catalogue at national prices (price level 1 unless a factor is given). */
export function syntheticCatalogue(factor = 1): PlannerCatalogue {
  const foods = syntheticFoods();
  return {
    foods,
    prices: syntheticPrices(),
    recipes: SYNTHETIC_RECIPES,
    facts: computeAllRecipeFacts(SYNTHETIC_RECIPES, foods),
    priceLevel: () => ({
      factor,
      note: `Test prices x ${factor}.`,
      basis: priceBasis({ factor: 1, flag: 'malformed-zip' }),
    }),
  };
}
