/** Own recipes for the facts tests, built the way a person's confirmed lines are stored. */
import type { Recipe } from '../../../supabase/functions/_shared/catalogue/types.ts';
import type { OwnRecipeInput } from '../../../supabase/functions/_shared/own-recipes/book-api.ts';
import type {
  OwnIngredient,
  OwnRecipe,
} from '../../../supabase/functions/_shared/own-recipes/own-recipe.ts';

/** A taco night a family would type: two catalogue foods and a line no food explains. */
export const TACO_LINES: OwnIngredient[] = [
  { line: '1 lb ground beef', food: 'ground_beef', grams: 454 },
  { line: '8 corn tortillas', food: 'corn_tortilla', grams: 208 },
  { line: 'a handful of love' },
];

/** A recipe as the review form holds it, before it is saved (no id, owner or version): the
 *  taco night unless `fields` say otherwise. */
export function ownRecipeInput(fields: Partial<OwnRecipeInput> = {}): OwnRecipeInput {
  return {
    name: 'Taco night',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 20,
    mealTypes: ['DINNER'],
    cuisine: 'Mexican',
    methods: ['Stove/Oven'],
    ingredients: TACO_LINES,
    steps: ['Cook it.'],
    sourceUrl: null,
    planPerWeek: 0,
    ...fields,
  };
}

export function ownRecipe(
  ingredients: OwnIngredient[],
  fields: Partial<OwnRecipe> = {},
): OwnRecipe {
  return {
    id: '5f0c6d0e-7a0b-4a53-9a43-4d4c1f7f2a11',
    userId: '0b8f7a3c-1e2d-4c5b-8a9f-6e7d5c4b3a21',
    ...ownRecipeInput({ ingredients }),
    version: 1,
    ...fields,
  };
}

/** A catalogue recipe as an own recipe of `servings` servings: each line the whole recipe's
 *  grams of its food. */
export function ownCopyOf(recipe: Recipe, servings: number): OwnRecipe {
  return ownRecipe(
    recipe.ingredients.map((ingredient) => ({
      line: `${ingredient.grams * servings} g ${ingredient.food}`,
      food: ingredient.food,
      grams: ingredient.grams * servings,
    })),
    {
      id: recipe.id,
      name: recipe.name,
      servings,
      mealTypes: recipe.mealTypes,
      cuisine: recipe.cuisine,
      methods: recipe.methods,
      prepMinutes: recipe.prepMinutes,
      cookMinutes: 0,
    },
  );
}
