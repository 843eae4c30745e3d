/**
 * Builds the planner's profile from the stored rows; the request body only fills what is not
 * stored.
 *
 * The server owns the profile: the functions read it from the database as the caller, and the
 * app sends no preferences of its own. The spec's body fields are still accepted (and
 * validated), and stored preferences win over them (spec section 7). Restrictions and allergies
 * are the union of both lists: the stored ones always apply, and an allergy typed anywhere is
 * never dropped, the safe side. Budget, meal counts, cuisines and zip code come from the stored
 * rows, else the body, else the product's defaults.
 */
import type {
  Allergen,
  CookingMethod,
  Cuisine,
  Diet,
  IngredientQuality,
} from '../catalogue/types.ts';
import {
  ALLERGENS,
  COOKING_METHODS,
  CUISINES,
  DIETS,
  INGREDIENT_QUALITIES,
} from '../catalogue/types.ts';
import { DEFAULT_PLAN_BUDGET, storedWeeklyBudget } from '../rules/budget.ts';
import { planFocusOf } from '../rules/focus.ts';
import { DEFAULT_MEALS_PER_WEEK } from '../rules/options.ts';
import { proteinGoalGrams } from '../rules/protein.ts';
import { weekdayNamed, type Weekday } from '../rules/week.ts';
import type { StoredPreferences } from '../schemas/meal-plan.ts';
import { calorieTarget } from './targets.ts';
import type { MealCounts, PlannerProfile } from './types.ts';

export interface BodyOverrides {
  budgetAmount?: number;
  dietaryRestrictions?: string[];
  allergies?: string[];
  preferredCuisines?: string[];
  mealTypes?: { breakfasts?: number; lunches?: number; dinners?: number; snacks?: number };
  zipCode?: string;
}

/** The spec's default budget when none is stored or sent. */
export const DEFAULT_BUDGET = DEFAULT_PLAN_BUDGET;

function pick<T extends string>(
  values: readonly T[],
  list: readonly string[] | null | undefined,
): T[] {
  const wanted = new Set((list ?? []).map((s) => s.trim().toLowerCase()));
  return values.filter((v) => wanted.has(v.toLowerCase()));
}

/** '$100' -> 100; 'Custom Amount' -> the custom budget; undefined when nothing usable. */
export function storedBudget(
  weekly: string | null | undefined,
  custom: number | null | undefined,
): number | undefined {
  return storedWeeklyBudget(weekly, custom) ?? undefined;
}

/** '30 minutes', '30', '60+ minutes' -> minutes; unknown -> 60 (the longest choice). */
export function cookingMinutes(text: string | null | undefined): number {
  const m = /(\d+)/.exec(text ?? '');
  const n = m ? Number(m[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : 60;
}

function count(stored: number | null | undefined, body: number | undefined): number {
  const v = stored ?? body ?? DEFAULT_MEALS_PER_WEEK;
  return Math.max(0, Math.min(7, Math.round(v)));
}

/** The person's Meal Plan Start Day, when they chose one. */
export function storedStartDay(stored: StoredPreferences): Weekday | null {
  return weekdayNamed(stored.planning?.meal_plan_start_day);
}

export interface ResolveOptions {
  /** The budget a stored week was planned under: an edit of that week keeps it. */
  weekBudget?: number;
}

export function resolveProfile(
  stored: StoredPreferences,
  body: BodyOverrides,
  options: ResolveOptions = {},
): PlannerProfile {
  const food = stored.food;
  const freq = stored.frequency;
  const budgetRow = stored.budget;
  const planning = stored.planning;
  const onboarding = stored.onboarding;

  const dietTexts = [...(food?.dietary_restrictions ?? []), ...(body.dietaryRestrictions ?? [])];
  const allergyTexts = [...(food?.allergies ?? []), ...(body.allergies ?? [])];
  const diets: Diet[] = pick(DIETS, dietTexts);
  const allergies: Allergen[] = pick(ALLERGENS, allergyTexts);
  const storedCuisines = pick(CUISINES, food?.favorite_cuisines);
  const cuisines: Cuisine[] =
    food !== null ? storedCuisines : pick(CUISINES, body.preferredCuisines);

  const body_ = {
    age: onboarding?.age,
    gender: onboarding?.gender,
    heightFeet: onboarding?.height_feet,
    heightInches: onboarding?.height_inches,
    weightLb: onboarding?.weight,
    activityLevel: onboarding?.activity_level,
    healthGoal: onboarding?.health_goal,
  };
  const proteinGoal = proteinGoalGrams(food?.protein_goal, planning?.custom_protein_amount, {
    weightLbs: onboarding?.weight,
    activityLevel: onboarding?.activity_level,
    healthGoal: onboarding?.health_goal,
  });

  const mealCounts: MealCounts = {
    BREAKFAST: count(freq?.breakfasts_per_week, body.mealTypes?.breakfasts),
    LUNCH: count(freq?.lunch_per_week, body.mealTypes?.lunches),
    DINNER: count(freq?.dinner_per_week, body.mealTypes?.dinners),
    SNACK: count(freq?.snacks_per_week, body.mealTypes?.snacks),
  };
  const quality = (INGREDIENT_QUALITIES as readonly string[]).includes(
    budgetRow?.ingredient_quality ?? '',
  )
    ? (budgetRow?.ingredient_quality as IngredientQuality)
    : 'Balanced';
  const methods: CookingMethod[] = pick(COOKING_METHODS, freq?.cooking_methods);
  const stores = [...(budgetRow?.preferred_store ?? [])];

  return {
    diets,
    // Typed text is honoured even if 'Other' was later unticked: an allergy is never dropped.
    dietOther: planning?.dietary_restrictions_other ?? '',
    allergies,
    allergyOther: planning?.allergies_other ?? '',
    dislikedFoods: food?.disliked_foods ?? '',
    proteinGoal,
    calorieTarget: calorieTarget(body_),
    weeklyBudget:
      options.weekBudget ??
      storedBudget(freq?.weekly_budget, freq?.custom_budget) ??
      body.budgetAmount ??
      DEFAULT_BUDGET,
    mealCounts,
    bulkPrep: /bulk/i.test(freq?.meal_prep_frequency ?? ''),
    maxPrepMinutes: cookingMinutes(freq?.cooking_time),
    methods,
    cuisines,
    zipCode: (/^\d{5}$/.test(budgetRow?.zip_code ?? '') ? budgetRow?.zip_code : body.zipCode) ?? '',
    stores,
    quality,
    focus: planFocusOf(planning?.plan_focus),
  };
}
