/**
 * The stored rows the functions read: the profile tables (the migrations' columns; every
 * column may be null) and what is saved in meal_plans.summary beside the plan.
 */
import { z } from 'zod';
import { explanationSchema, nutritionSummarySchema } from './responses.ts';

const textList = z.array(z.string()).nullish();
export const onboardingRow = z
  .object({
    full_name: z.string().nullish(),
    age: z.number().nullish(),
    gender: z.string().nullish(),
    height_feet: z.number().nullish(),
    height_inches: z.number().nullish(),
    weight: z.number().nullish(),
    activity_level: z.string().nullish(),
    health_goal: z.string().nullish(),
  })
  .passthrough();
export const foodPreferencesRow = z
  .object({
    dietary_restrictions: textList,
    allergies: textList,
    disliked_foods: z.string().nullish(),
    protein_goal: z.string().nullish(),
    favorite_cuisines: textList,
  })
  .passthrough();
const numeric = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .nullish();
export const mealFrequencyRow = z
  .object({
    weekly_budget: z.string().nullish(),
    custom_budget: numeric,
    breakfasts_per_week: z.number().int().nullish(),
    lunch_per_week: z.number().int().nullish(),
    dinner_per_week: z.number().int().nullish(),
    snacks_per_week: z.number().int().nullish(),
    meal_prep_frequency: z.string().nullish(),
    cooking_time: z.string().nullish(),
    cooking_methods: textList,
  })
  .passthrough();
export const budgetSettingsRow = z
  .object({
    /** Weekly, Bi-Weekly or Monthly: how often the person shops (their trip). */
    shopping_frequency: z.string().nullish(),
    zip_code: z.string().nullish(),
    preferred_store: textList,
    preferred_store_other: z.string().nullish(),
    ingredient_quality: z.string().nullish(),
  })
  .passthrough();
export const planningPreferencesRow = z
  .object({
    dietary_restrictions_other: z.string().nullish(),
    allergies_other: z.string().nullish(),
    custom_protein_amount: z.number().int().nullish(),
    meal_plan_start_day: z.string().nullish(),
    /** The spend/quality control, 1 ("Spend less") to 5 ("Eat better"). */
    plan_focus: z.number().int().nullish(),
    /** The day the person answered the staples question (null: never; every staple is bought). */
    staples_answered_on: z.string().nullish(),
  })
  .passthrough();

export interface StoredPreferences {
  onboarding: z.infer<typeof onboardingRow> | null;
  food: z.infer<typeof foodPreferencesRow> | null;
  frequency: z.infer<typeof mealFrequencyRow> | null;
  budget: z.infer<typeof budgetSettingsRow> | null;
  planning: z.infer<typeof planningPreferencesRow> | null;
}

/** What is saved in meal_plans.summary beside the plan. */
export const storedSummarySchema = z
  .object({
    nutritionSummary: nutritionSummarySchema,
    explanation: explanationSchema.optional(),
  })
  .passthrough();
