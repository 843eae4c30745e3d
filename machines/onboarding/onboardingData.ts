/**
 * The onboarding data (spec section 3): what the wizard collects, how it is kept locally
 * (as text, under `onboardingData`), and how it maps to the database rows and back.
 */
import { z } from 'zod';
import { DEFAULT_MEALS_PER_WEEK as DEFAULT_MEALS_PER_WEEK_COUNT } from '../../supabase/functions/_shared/rules/options.ts';
import { parseDecimal } from '../../supabase/functions/_shared/rules/budget.ts';
import {
  proteinGoalGrams as proteinGoalFor,
  recommendedProtein as recommendedFor,
} from '../../supabase/functions/_shared/rules/protein.ts';

/** The spec's option lists; DEFAULT_MEALS_PER_WEEK below is the form's text of the default. */
export * from '../../supabase/functions/_shared/rules/options.ts';
export { weeklyBudgetAmount } from '../../supabase/functions/_shared/rules/budget.ts';
export {
  PROTEIN_DEFAULTS,
  PROTEIN_FALLBACK_GRAMS,
} from '../../supabase/functions/_shared/rules/protein.ts';

export const AGE_RANGE = { min: 18, max: 100 } as const;
export const HEIGHT_FEET_RANGE = { min: 1, max: 8 } as const;
export const HEIGHT_INCHES_RANGE = { min: 0, max: 11 } as const;
export const WEIGHT_RANGE = { min: 90, max: 350 } as const;
export const DEFAULT_MEALS_PER_WEEK = String(DEFAULT_MEALS_PER_WEEK_COUNT);

const text = z.string().catch('');
const textList = z.array(z.string()).catch([]);

/** The local form of the onboarding data: every value text, lists of text (spec section 3). */
export const onboardingDataSchema = z.object({
  full_name: text,
  age: text,
  gender: text,
  height_feet: text,
  height_inches: text,
  weight: text,
  activity_level: text,
  health_goal: text,
  dietary_restrictions: textList,
  dietary_restrictions_other: text,
  allergies: textList,
  allergies_other: text,
  disliked_foods: text,
  protein_goal: text,
  custom_protein_amount: text,
  favorite_cuisines: textList,
  weekly_budget: text,
  custom_budget: text,
  breakfasts_per_week: text,
  lunch_per_week: text,
  dinner_per_week: text,
  snacks_per_week: text,
  meal_prep_frequency: text,
  cooking_time: text,
  cooking_methods: textList,
  meal_plan_start_day: text,
  shopping_frequency: text,
  zip_code: text,
  preferred_store: textList,
  preferred_store_other: text,
  ingredient_quality: text,
});

export type OnboardingData = z.infer<typeof onboardingDataSchema>;
export type OnboardingField = keyof OnboardingData;

export function emptyOnboardingData(fullName = ''): OnboardingData {
  return {
    full_name: fullName,
    age: '',
    gender: '',
    height_feet: '',
    height_inches: '',
    weight: '',
    activity_level: '',
    health_goal: '',
    dietary_restrictions: [],
    dietary_restrictions_other: '',
    allergies: [],
    allergies_other: '',
    disliked_foods: '',
    protein_goal: '',
    custom_protein_amount: '',
    favorite_cuisines: [],
    weekly_budget: '',
    custom_budget: '',
    breakfasts_per_week: DEFAULT_MEALS_PER_WEEK,
    lunch_per_week: DEFAULT_MEALS_PER_WEEK,
    dinner_per_week: DEFAULT_MEALS_PER_WEEK,
    snacks_per_week: DEFAULT_MEALS_PER_WEEK,
    meal_prep_frequency: '',
    cooking_time: '',
    cooking_methods: [],
    meal_plan_start_day: '',
    shopping_frequency: '',
    zip_code: '',
    preferred_store: [],
    preferred_store_other: '',
    ingredient_quality: '',
  };
}

export type ParseStoredResult =
  { ok: true; data: OnboardingData } | { ok: false; reason: 'missing' | 'corrupt' };

/**
 * Reads the locally saved onboarding data. Unknown or mistyped fields fall back to empty
 * values; text that is not JSON, or JSON that is not an object, is corrupt.
 */
export function parseStoredOnboardingData(raw: string | null): ParseStoredResult {
  if (raw === null || raw === '') return { ok: false, reason: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'corrupt' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'corrupt' };
  }
  return { ok: true, data: onboardingDataSchema.parse({ ...emptyOnboardingData(), ...value }) };
}

/** Rows as read from the database (only the columns the form uses). */
export interface OnboardingRows {
  profile?: { full_name: string | null } | null;
  onboardingProfile?: {
    full_name: string | null;
    age: number | null;
    gender: string | null;
    height_feet: number | null;
    height_inches: number | null;
    weight: number | null;
    activity_level: string | null;
    health_goal: string | null;
  } | null;
  foodPreferences?: {
    dietary_restrictions: string[] | null;
    allergies: string[] | null;
    disliked_foods: string | null;
    protein_goal: string | null;
    favorite_cuisines: string[] | null;
  } | null;
  mealFrequency?: {
    weekly_budget: string | null;
    custom_budget: number | null;
    breakfasts_per_week: number | null;
    lunch_per_week: number | null;
    dinner_per_week: number | null;
    snacks_per_week: number | null;
    meal_prep_frequency: string | null;
    cooking_time: string | null;
    cooking_methods: string[] | null;
  } | null;
  budgetSettings?: {
    shopping_frequency: string | null;
    zip_code: string | null;
    preferred_store: string[] | null;
    preferred_store_other: string | null;
    ingredient_quality: string | null;
  } | null;
  planningPreferences?: {
    dietary_restrictions_other: string | null;
    allergies_other: string | null;
    custom_protein_amount: number | null;
    meal_plan_start_day: string | null;
  } | null;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** An amount of money as the form shows it: two decimals ('87.50'); anything else as text. */
function asMoneyText(value: unknown): string {
  const text = asText(value);
  const amount = toDecimal(text);
  return amount === null ? text : amount.toFixed(2);
}

function asTextList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(asText) : [];
}

/** Database rows to the form's text values: null becomes '', lists become lists of text. */
export function rowsToOnboardingData(rows: OnboardingRows): OnboardingData {
  const p = rows.onboardingProfile;
  const f = rows.foodPreferences;
  const m = rows.mealFrequency;
  const b = rows.budgetSettings;
  const x = rows.planningPreferences;
  return {
    full_name: asText(p?.full_name ?? rows.profile?.full_name),
    age: asText(p?.age),
    gender: asText(p?.gender),
    height_feet: asText(p?.height_feet),
    height_inches: asText(p?.height_inches),
    weight: asText(p?.weight),
    activity_level: asText(p?.activity_level),
    health_goal: asText(p?.health_goal),
    dietary_restrictions: asTextList(f?.dietary_restrictions),
    dietary_restrictions_other: asText(x?.dietary_restrictions_other),
    allergies: asTextList(f?.allergies),
    allergies_other: asText(x?.allergies_other),
    disliked_foods: asText(f?.disliked_foods),
    protein_goal: asText(f?.protein_goal),
    custom_protein_amount: asText(x?.custom_protein_amount),
    favorite_cuisines: asTextList(f?.favorite_cuisines),
    weekly_budget: asText(m?.weekly_budget),
    custom_budget: asMoneyText(m?.custom_budget),
    breakfasts_per_week: asText(m?.breakfasts_per_week),
    lunch_per_week: asText(m?.lunch_per_week),
    dinner_per_week: asText(m?.dinner_per_week),
    snacks_per_week: asText(m?.snacks_per_week),
    meal_prep_frequency: asText(m?.meal_prep_frequency),
    cooking_time: asText(m?.cooking_time),
    cooking_methods: asTextList(m?.cooking_methods),
    meal_plan_start_day: asText(x?.meal_plan_start_day),
    shopping_frequency: asText(b?.shopping_frequency),
    zip_code: asText(b?.zip_code),
    preferred_store: asTextList(b?.preferred_store),
    preferred_store_other: asText(b?.preferred_store_other),
    ingredient_quality: asText(b?.ingredient_quality),
  };
}

/** An integer from form text, or null when it does not parse (spec section 5, Saving onboarding). */
export function toInteger(value: string): number | null {
  const trimmed = value.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  const parsed = Number.parseInt(trimmed, 10);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

/** A decimal from form text (the custom budget), or null when it does not parse. */
export function toDecimal(value: string): number | null {
  return parseDecimal(value);
}

function toList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/**
 * A zip code is saved only when it is complete (5 digits): the form lets one type up to 5, and a
 * partial one cannot locate prices, so like any value that does not parse it is saved as null.
 */
export function toZipCode(value: string): string | null {
  const trimmed = value.trim();
  return ZIP_CODE_PATTERN.test(trimmed) ? trimmed : null;
}

export const ZIP_CODE_PATTERN = /^\d{5}$/;
/** What the zip field accepts while typing: up to 5 digits, nothing else. */
export const ZIP_CODE_TYPING_PATTERN = /^\d{0,5}$/;

function orNull(value: string): string | null {
  return value.trim() === '' ? null : value;
}

/** The rows the save sequence upserts, in the spec's order, from the form's values. */
export function onboardingDataToRows(data: OnboardingData, userId: string) {
  return {
    profile: { id: userId, full_name: orNull(data.full_name) },
    onboardingProfile: {
      id: userId,
      full_name: orNull(data.full_name),
      age: toInteger(data.age),
      gender: orNull(data.gender),
      height_feet: toInteger(data.height_feet),
      height_inches: toInteger(data.height_inches),
      weight: toInteger(data.weight),
      activity_level: orNull(data.activity_level),
      health_goal: orNull(data.health_goal),
    },
    foodPreferences: {
      id: userId,
      dietary_restrictions: toList(data.dietary_restrictions),
      allergies: toList(data.allergies),
      disliked_foods: orNull(data.disliked_foods),
      protein_goal: orNull(data.protein_goal),
      favorite_cuisines: toList(data.favorite_cuisines),
    },
    mealFrequency: {
      id: userId,
      weekly_budget: orNull(data.weekly_budget),
      custom_budget: toDecimal(data.custom_budget),
      breakfasts_per_week: toInteger(data.breakfasts_per_week),
      lunch_per_week: toInteger(data.lunch_per_week),
      dinner_per_week: toInteger(data.dinner_per_week),
      snacks_per_week: toInteger(data.snacks_per_week),
      meal_prep_frequency: orNull(data.meal_prep_frequency),
      cooking_time: orNull(data.cooking_time),
      cooking_methods: toList(data.cooking_methods),
    },
    budgetSettings: {
      id: userId,
      shopping_frequency: orNull(data.shopping_frequency),
      zip_code: toZipCode(data.zip_code),
      preferred_store: toList(data.preferred_store),
      preferred_store_other: orNull(data.preferred_store_other),
      ingredient_quality: orNull(data.ingredient_quality),
    },
    planningPreferences: {
      id: userId,
      dietary_restrictions_other: orNull(data.dietary_restrictions_other),
      allergies_other: orNull(data.allergies_other),
      custom_protein_amount: toInteger(data.custom_protein_amount),
      recommended_protein: recommendedProtein(data),
      meal_plan_start_day: orNull(data.meal_plan_start_day),
    },
  };
}

/** Recommended daily protein in grams (spec section 5) for the form's values. */
export function recommendedProtein(
  data: Pick<OnboardingData, 'weight' | 'activity_level' | 'health_goal'>,
): number {
  return recommendedFor({
    weightLbs: data.weight,
    activityLevel: data.activity_level,
    healthGoal: data.health_goal,
  });
}

/** The daily protein goal the person chose: their custom grams, or the recommended amount. */
export function proteinGoalGrams(data: OnboardingData): number {
  return proteinGoalFor(data.protein_goal, toInteger(data.custom_protein_amount), {
    weightLbs: data.weight,
    activityLevel: data.activity_level,
    healthGoal: data.health_goal,
  });
}
