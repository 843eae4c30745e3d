/** Small helpers that keep the recipe lists readable. */
import { COOKING_METHODS, type CookingMethod, type RecipeIngredient } from '../types.ts';

/** One ingredient: grams of a catalogue food for one serving. */
export function ing(food: string, grams: number, note?: string): RecipeIngredient {
  return note === undefined ? { food, grams } : { food, grams, note };
}

/** A dish made without heat can be made whatever equipment the cook has, so it lists every
 *  method: the planner's rule "any one of these methods is enough" then always holds. */
export const NO_COOK: CookingMethod[] = [...COOKING_METHODS];

/** A dish cooked in one pan on a burner: a stove, a hot plate or one skillet will do. */
export const PAN: CookingMethod[] = ['Stove/Oven', 'Hot Plate', 'One-Skillet'];

/** A pot on a burner (porridge, soup, boiled eggs). */
export const POT: CookingMethod[] = ['Stove/Oven', 'Hot Plate'];
