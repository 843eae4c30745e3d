/**
 * Which cooking of a recipe a meal is. One person's week cooks every dish at one portion scale
 * (portions.ts: the catalogue's recipes and facts are that scale's). A household's week cooks
 * each meal type for the members who eat it at home (household.ts), so a lunch for two and a
 * dinner for four are two scales of the catalogue: `cookedAs` holds one per meal type, and
 * everything that reads a meal's grams, nutrition or bill asks for it by the meal's type here.
 */
import type { MealType, Recipe, RecipeFacts } from '../catalogue/types.ts';
import type { PlannerCatalogue } from './types.ts';

/** The catalogue a meal of this type is cooked from. */
export function cookedFor(catalogue: PlannerCatalogue, type: MealType): PlannerCatalogue {
  return catalogue.cookedAs?.[type] ?? catalogue;
}

const indexes = new WeakMap<readonly Recipe[], Map<string, Recipe>>();

/** The catalogue's recipes by id (one map per recipe list). */
export function recipeIndex(catalogue: PlannerCatalogue): ReadonlyMap<string, Recipe> {
  let index = indexes.get(catalogue.recipes);
  if (!index) {
    index = new Map(catalogue.recipes.map((r) => [r.id, r]));
    indexes.set(catalogue.recipes, index);
  }
  return index;
}

/** The recipe as this meal cooks it (grams at its scale). */
export function cookedRecipe(
  catalogue: PlannerCatalogue,
  meal: { recipeId: string; type: MealType },
): Recipe | undefined {
  return recipeIndex(cookedFor(catalogue, meal.type)).get(meal.recipeId);
}

/** The recipe's facts as this meal cooks it (nutrition and food patterns at its scale). */
export function cookedFacts(
  catalogue: PlannerCatalogue,
  meal: { recipeId: string; type: MealType },
): RecipeFacts | undefined {
  return cookedFor(catalogue, meal.type).facts.get(meal.recipeId);
}

/** The recipes of these meals as cooked; an unknown recipe is an error (a stored week that the
 *  catalogue no longer covers is refused by the callers before this). */
export function cookedRecipes(
  catalogue: PlannerCatalogue,
  meals: readonly { recipeId: string; type: MealType }[],
): Recipe[] {
  return meals.map((m) => {
    const recipe = cookedRecipe(catalogue, m);
    if (!recipe) throw new Error(`Unknown recipe ${m.recipeId}`);
    return recipe;
  });
}
