/**
 * Which cooking of a recipe a meal is. One person's week cooks every dish at one portion scale
 * (portions.ts: the catalogue's recipes and facts are that scale's). A household's week cooks
 * each meal type for the members who eat it at home (household.ts), so a lunch for two and a
 * dinner for four are two scales of the catalogue: `cookedAs` holds one per meal type, and
 * everything that reads a meal's grams, nutrition or bill asks for it by the meal's type here.
 */
import type { MealType, Recipe, RecipeFacts } from '../catalogue/types.ts';
import { sumTotals } from '../catalogue/patterns.ts';
import type { PlannerCatalogue } from './types.ts';

/** A meal as the week holds it: a dish of a meal type, with the sides it comes with (sides.ts). */
export interface MealRef {
  recipeId: string;
  type: MealType;
  sides?: readonly string[];
}

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

const plates = new WeakMap<
  readonly Recipe[],
  Map<string, { recipe: Recipe; facts: RecipeFacts | undefined }>
>();

/** The dish and its sides as one plate: their ingredients and their facts added up. */
function plate(
  catalogue: PlannerCatalogue,
  meal: MealRef,
): { recipe: Recipe; facts: RecipeFacts | undefined } | undefined {
  const cooked = cookedFor(catalogue, meal.type);
  const index = recipeIndex(cooked);
  const main = index.get(meal.recipeId);
  if (!main) return undefined;
  const sides = meal.sides ?? [];
  if (sides.length === 0) return { recipe: main, facts: cooked.facts.get(meal.recipeId) };
  let byKey = plates.get(cooked.recipes);
  if (!byKey) {
    byKey = new Map();
    plates.set(cooked.recipes, byKey);
  }
  const key = [meal.recipeId, ...sides].join('+');
  const known = byKey.get(key);
  if (known) return known;
  const parts = [main, ...sides.map((id) => index.get(id))];
  if (parts.some((r) => r === undefined)) return undefined;
  const recipes = parts as Recipe[];
  const facts = recipes.map((r) => cooked.facts.get(r.id));
  const made = {
    recipe: { ...main, ingredients: recipes.flatMap((r) => r.ingredients) },
    facts: facts.every((f): f is RecipeFacts => f !== undefined)
      ? {
          id: main.id,
          nutrition: {
            kcal: facts.reduce((t, f) => t + f.nutrition.kcal, 0),
            protein: facts.reduce((t, f) => t + f.nutrition.protein, 0),
            carbs: facts.reduce((t, f) => t + f.nutrition.carbs, 0),
            fat: facts.reduce((t, f) => t + f.nutrition.fat, 0),
            fiber: facts.reduce((t, f) => t + f.nutrition.fiber, 0),
          },
          allergens: [...new Set(facts.flatMap((f) => f.allergens))],
          diets: (facts[0] as RecipeFacts).diets.filter((d) =>
            facts.every((f) => f.diets.includes(d)),
          ),
          terms: [...new Set(facts.flatMap((f) => f.terms))],
          health: sumTotals(facts.map((f) => f.health)),
        }
      : undefined,
  };
  byKey.set(key, made);
  return made;
}

/** The recipe as this meal cooks it (grams at its scale), its sides' ingredients included. */
export function cookedRecipe(catalogue: PlannerCatalogue, meal: MealRef): Recipe | undefined {
  return plate(catalogue, meal)?.recipe;
}

/** The meal's facts as cooked (nutrition and food patterns at its scale), its sides included. */
export function cookedFacts(catalogue: PlannerCatalogue, meal: MealRef): RecipeFacts | undefined {
  return plate(catalogue, meal)?.facts;
}

/** The recipes of these meals as cooked; an unknown recipe is an error (a stored week that the
 *  catalogue no longer covers is refused by the callers before this). */
export function cookedRecipes(catalogue: PlannerCatalogue, meals: readonly MealRef[]): Recipe[] {
  return meals.map((m) => {
    const recipe = cookedRecipe(catalogue, m);
    if (!recipe) throw new Error(`Unknown recipe ${m.recipeId}`);
    return recipe;
  });
}
