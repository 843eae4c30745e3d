/** Own recipes for the facts tests, built the way a person's confirmed lines are stored. */
import type { Recipe } from '../../../supabase/functions/_shared/catalogue/types.ts';
import type {
  OwnIngredient,
  OwnRecipe,
} from '../../../supabase/functions/_shared/own-recipes/own-recipe.ts';

export function ownRecipe(
  ingredients: OwnIngredient[],
  fields: Partial<OwnRecipe> = {},
): OwnRecipe {
  return {
    id: '5f0c6d0e-7a0b-4a53-9a43-4d4c1f7f2a11',
    userId: '0b8f7a3c-1e2d-4c5b-8a9f-6e7d5c4b3a21',
    name: 'Taco night',
    servings: 4,
    prepMinutes: 15,
    cookMinutes: 20,
    mealTypes: ['DINNER'],
    cuisine: 'Mexican',
    methods: ['Stove/Oven'],
    ingredients,
    steps: ['Cook it.'],
    sourceUrl: null,
    planPerWeek: 0,
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
