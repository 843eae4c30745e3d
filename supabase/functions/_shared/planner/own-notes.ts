/**
 * The notes of a week about the person's own recipes marked "plan it": each planned as often as
 * asked, or the reason it is not: a meal type the week does not plan, the hard rules it breaks
 * (an allergy, a diet, the time, the cooking methods), else the budget, which left no room.
 */
import type { MealType, Recipe } from '../catalogue/types.ts';
import { ownRecipeLine } from '../own-recipes/planned.ts';
import type { HardFilter } from './filters.ts';
import type { PlannerCatalogue, PlannerProfile } from './types.ts';

const MEAL_NAMES: Record<MealType, string> = {
  BREAKFAST: 'breakfast',
  LUNCH: 'lunch',
  DINNER: 'dinner',
  SNACK: 'snack',
};

function whyNot(
  recipe: Recipe,
  profile: PlannerProfile,
  filters: readonly HardFilter[],
): string | undefined {
  if (!recipe.mealTypes.some((type) => profile.mealCounts[type] > 0)) {
    const types = recipe.mealTypes.map((type) => MEAL_NAMES[type]).join(' or ');
    return `it is a ${types} dish and the week plans no ${types}`;
  }
  const broken = filters.filter((filter) => !filter.accepts(recipe)).map((filter) => filter.name);
  return broken.length > 0 ? `it conflicts with ${broken.join(' and ')}` : undefined;
}

/** One line per own recipe asked for, in the order the person's recipes came. */
export function ownRecipeNotes(
  catalogue: PlannerCatalogue,
  profile: PlannerProfile,
  filters: readonly HardFilter[],
  meals: readonly { recipeId: string }[],
): string[] {
  const notes: string[] = [];
  for (const [id, { perWeek, copy }] of catalogue.own ?? []) {
    if (perWeek === 0) continue;
    const recipe = catalogue.recipes.find((r) => r.id === id);
    if (!recipe) {
      notes.push(
        ownRecipeLine(copy, perWeek, 0, 'none of its lines has both a food and an amount'),
      );
      continue;
    }
    const planned = meals.filter((meal) => meal.recipeId === id).length;
    const reason = planned >= perWeek ? undefined : whyNot(recipe, profile, filters);
    notes.push(ownRecipeLine(recipe, perWeek, planned, reason));
  }
  return notes;
}
