/**
 * Builds the planner's profile from the stored rows and the request body.
 *
 * Merge rules: restrictions and allergies are the union of the stored lists and the body's
 * (the spec says stored preferences override the body; taking both also never drops a
 * restriction a person typed anywhere, the safe side for allergies). Budget, meal counts,
 * cuisines and zip code come from the body when it carries them (the person just saw them on
 * screen), else from the stored rows, else from the product's defaults.
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
import type { StoredPreferences } from '../schemas/meal-plan.ts';
import { calorieTarget, recommendedProtein } from './targets.ts';
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
export const DEFAULT_BUDGET = 100;

function pick<T extends string>(
  values: readonly T[],
  list: readonly string[] | null | undefined,
): T[] {
  const wanted = new Set((list ?? []).map((s) => s.trim().toLowerCase()));
  return values.filter((v) => wanted.has(v.toLowerCase()));
}

/** '$100' -> 100; 'Custom Amount' -> the custom budget. */
export function storedBudget(
  weekly: string | null | undefined,
  custom: number | null | undefined,
): number | undefined {
  if (!weekly) return typeof custom === 'number' && custom > 0 ? custom : undefined;
  if (/custom/i.test(weekly)) return typeof custom === 'number' && custom >= 0 ? custom : undefined;
  const n = Number(weekly.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** '30 minutes', '30', '60+ minutes' -> minutes; unknown -> 60 (the longest choice). */
export function cookingMinutes(text: string | null | undefined): number {
  const m = /(\d+)/.exec(text ?? '');
  const n = m ? Number(m[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : 60;
}

function count(body: number | undefined, stored: number | null | undefined): number {
  const v = body ?? stored ?? 7;
  return Math.max(0, Math.min(7, Math.round(v)));
}

export function resolveProfile(stored: StoredPreferences, body: BodyOverrides): PlannerProfile {
  const food = stored.food;
  const freq = stored.frequency;
  const budgetRow = stored.budget;
  const planning = stored.planning;
  const onboarding = stored.onboarding;

  const dietTexts = [...(food?.dietary_restrictions ?? []), ...(body.dietaryRestrictions ?? [])];
  const allergyTexts = [...(food?.allergies ?? []), ...(body.allergies ?? [])];
  const diets: Diet[] = pick(DIETS, dietTexts);
  const allergies: Allergen[] = pick(ALLERGENS, allergyTexts);
  const bodyCuisines = pick(CUISINES, body.preferredCuisines);
  const cuisines: Cuisine[] =
    bodyCuisines.length > 0 ? bodyCuisines : pick(CUISINES, food?.favorite_cuisines);

  const body_ = {
    age: onboarding?.age,
    gender: onboarding?.gender,
    heightFeet: onboarding?.height_feet,
    heightInches: onboarding?.height_inches,
    weightLb: onboarding?.weight,
    activityLevel: onboarding?.activity_level,
    healthGoal: onboarding?.health_goal,
  };
  const custom = planning?.custom_protein_amount;
  const wantsCustom = /custom/i.test(food?.protein_goal ?? '');
  const proteinGoal =
    wantsCustom && typeof custom === 'number' && custom > 0 ? custom : recommendedProtein(body_);

  const mealCounts: MealCounts = {
    BREAKFAST: count(body.mealTypes?.breakfasts, freq?.breakfasts_per_week),
    LUNCH: count(body.mealTypes?.lunches, freq?.lunch_per_week),
    DINNER: count(body.mealTypes?.dinners, freq?.dinner_per_week),
    SNACK: count(body.mealTypes?.snacks, freq?.snacks_per_week),
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
      body.budgetAmount ?? storedBudget(freq?.weekly_budget, freq?.custom_budget) ?? DEFAULT_BUDGET,
    mealCounts,
    bulkPrep: /bulk/i.test(freq?.meal_prep_frequency ?? ''),
    maxPrepMinutes: cookingMinutes(freq?.cooking_time),
    methods,
    cuisines,
    zipCode: body.zipCode || budgetRow?.zip_code || '',
    stores,
    quality,
  };
}
