/**
 * The profile's option lists (spec section 3, Enumerations), written once for the onboarding
 * form, the profile summary and the functions' request checks. The planner's own vocabularies
 * (diets, allergens, cuisines, methods, stores, qualities) live in the catalogue; the lists the
 * person chooses from are those plus 'Other' where the spec offers it.
 */
import {
  ALLERGENS,
  COOKING_METHODS,
  CUISINES,
  DIETS,
  INGREDIENT_QUALITIES,
  STORES,
} from '../catalogue/types.ts';
import { CUSTOM_BUDGET } from './budget.ts';
import { WEEKDAYS } from './week.ts';

export { ACTIVITY_LEVELS, HEALTH_GOALS } from './protein.ts';
export { CUSTOM_BUDGET } from './budget.ts';

export const GENDERS = ['Female', 'Male', 'Prefer not to say'] as const;
export const DIETARY_RESTRICTIONS = [...DIETS, 'Other'] as const;
export const ALLERGY_OPTIONS = [...ALLERGENS, 'Other'] as const;
export const CUISINE_OPTIONS = CUISINES;
export const PROTEIN_GOALS = ['Use recommended amount', 'Set custom protein goal'] as const;
export const WEEKLY_BUDGETS = [
  { value: '$50', label: '$50' },
  { value: '$75', label: '$75' },
  { value: '$100', label: '$100' },
  { value: '$150', label: '$150' },
  { value: '$200', label: '$200' },
  { value: CUSTOM_BUDGET, label: 'Custom' },
] as const;
export const MEAL_PREP_FREQUENCIES = [
  'Weekly (Bulk Prep)',
  'Bi-Weekly',
  'Prep Before Cooking',
] as const;
export const COOKING_TIMES = [
  { value: '15', label: '15 minutes' },
  { value: '30', label: '30 minutes' },
  { value: '45', label: '45 minutes' },
  { value: '60', label: '60 minutes' },
] as const;
export const COOKING_METHOD_OPTIONS = COOKING_METHODS;
/** The meal plan may start on any day of the week. */
export const START_DAYS = WEEKDAYS;
export const STORE_OPTIONS = STORES;
export const SHOPPING_FREQUENCIES = ['Weekly', 'Bi-Weekly', 'Monthly'] as const;
export const INGREDIENT_QUALITY_OPTIONS = INGREDIENT_QUALITIES;

/** Meals of each type per week, 0 to 7; 7 when nothing is stored (spec section 3). */
export const MEALS_PER_WEEK_RANGE = { min: 0, max: 7 } as const;
export const DEFAULT_MEALS_PER_WEEK = 7;
