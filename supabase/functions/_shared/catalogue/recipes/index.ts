/**
 * Every recipe of the catalogue: breakfast and snack (breakfast.ts, snack.ts) and lunch and dinner
 * (lunch.ts, dinner.ts), and cheap dishes that also cook in a microwave (thrifty.ts). A recipe
 * that fits several meal types lists them all and appears once.
 */
import type { Recipe } from '../types.ts';
import { breakfastRecipes } from './breakfast.ts';
import { dinnerRecipes } from './dinner.ts';
import { lunchRecipes } from './lunch.ts';
import { snackRecipes } from './snack.ts';
import { thriftyRecipes } from './thrifty.ts';

function mergeRecipes(lists: readonly (readonly Recipe[])[]): Recipe[] {
  const byId = new Map<string, Recipe>();
  for (const list of lists) {
    for (const recipe of list) {
      if (byId.has(recipe.id)) throw new Error(`recipe id ${recipe.id} is used twice`);
      byId.set(recipe.id, recipe);
    }
  }
  return [...byId.values()];
}

export const RECIPES: Recipe[] = mergeRecipes([
  breakfastRecipes,
  snackRecipes,
  lunchRecipes,
  dinnerRecipes,
  thriftyRecipes,
]);

export const recipesById: ReadonlyMap<string, Recipe> = new Map(
  RECIPES.map((recipe) => [recipe.id, recipe]),
);
