/**
 * The live actors of the onboarding, profile review and dashboard machines: the onboarding
 * tables read and upserted through supabase-js, and the local draft. Rows are checked with zod
 * as they arrive, so a column of an unexpected type is a clear error, not a broken screen.
 */
import { z } from './zod.ts';
import type { PostgrestError } from '@supabase/supabase-js';
import {
  parseStoredOnboardingData,
  rowsToOnboardingData,
  type OnboardingData,
  type OnboardingRows,
} from '../../machines/onboarding/onboardingData.ts';
import type {
  DraftLoadInput,
  DraftLoadResult,
} from '../../machines/onboarding/onboardingDraft.types.ts';
import type { UpsertRequest, UpsertResult } from '../../machines/profileSave/profileSave.types.ts';
import type { DashboardRows } from '../../machines/dashboardData/dashboardData.types.ts';
import { getSupabase, type AppSupabaseClient } from './supabase.ts';
import { localKeys, readLocal, writeLocal } from './localStore.ts';
import { readPlanRow } from './live/plans.ts';
import { readOnboardingTables } from './onboardingStatus.ts';

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const nullableTextList = z.array(z.string()).nullable();

export const profileRow = z.object({ full_name: nullableText });
const onboardingProfileRow = z.object({
  full_name: nullableText,
  age: nullableNumber,
  gender: nullableText,
  height_feet: nullableNumber,
  height_inches: nullableNumber,
  weight: nullableNumber,
  activity_level: nullableText,
  health_goal: nullableText,
});
const foodPreferencesRow = z.object({
  dietary_restrictions: nullableTextList,
  allergies: nullableTextList,
  disliked_foods: nullableText,
  protein_goal: nullableText,
  favorite_cuisines: nullableTextList,
});
const mealFrequencyRow = z.object({
  weekly_budget: nullableText,
  // numeric columns may arrive as text from some PostgREST versions
  custom_budget: z.union([z.number(), z.string().transform(Number).pipe(z.number())]).nullable(),
  breakfasts_per_week: nullableNumber,
  lunch_per_week: nullableNumber,
  dinner_per_week: nullableNumber,
  snacks_per_week: nullableNumber,
  meal_prep_frequency: nullableText,
  cooking_time: nullableText,
  cooking_methods: nullableTextList,
});
const budgetSettingsRow = z.object({
  shopping_frequency: nullableText,
  zip_code: nullableText,
  preferred_store: nullableTextList,
  preferred_store_other: nullableText,
  ingredient_quality: nullableText,
});
const planningPreferencesRow = z.object({
  dietary_restrictions_other: nullableText,
  allergies_other: nullableText,
  custom_protein_amount: nullableNumber,
  meal_plan_start_day: nullableText,
});

class BackendError extends Error {
  constructor(what: string, error: PostgrestError) {
    super(`${what}: ${error.message}`);
    this.name = 'BackendError';
  }
}

/** A row checked against its schema, or null when the user has none. */
function checkedRow<T>(
  what: string,
  schema: z.ZodType<T>,
  result: { data: unknown; error: PostgrestError | null },
): T | null {
  if (result.error) throw new BackendError(`Reading ${what} failed`, result.error);
  if (result.data === null) return null;
  const parsed = schema.safeParse(result.data);
  if (!parsed.success) throw new Error(`Reading ${what} failed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every onboarding row of the user (spec section 7: select where id equals the user id). */
export async function loadOnboardingRows(
  client: AppSupabaseClient,
  userId: string,
): Promise<OnboardingRows> {
  const [profile, onboardingProfile, foodPreferences, mealFrequency, budgetSettings, planning] =
    await readOnboardingTables(client, userId);
  return {
    profile: checkedRow('profiles', profileRow, profile),
    onboardingProfile: checkedRow('onboarding_profile', onboardingProfileRow, onboardingProfile),
    foodPreferences: checkedRow('food_preferences', foodPreferencesRow, foodPreferences),
    mealFrequency: checkedRow('meal_frequency', mealFrequencyRow, mealFrequency),
    budgetSettings: checkedRow('budget_settings', budgetSettingsRow, budgetSettings),
    planningPreferences: checkedRow('planning_preferences', planningPreferencesRow, planning),
  };
}

/** Whether the user filled in the onboarding anywhere (the profiles row alone is only the name). */
function hasOnboardingRows(rows: OnboardingRows): boolean {
  return Boolean(
    rows.onboardingProfile || rows.foodPreferences || rows.mealFrequency || rows.budgetSettings,
  );
}

export function storeDraft(data: OnboardingData): void {
  writeLocal(localKeys.onboardingData, JSON.stringify(data));
}

/**
 * The draft for the form: this device's copy; else, when the person onboarded on another device,
 * the database's rows, cached locally first.
 */
export async function loadDraft(
  { userId }: DraftLoadInput,
  client: () => Promise<AppSupabaseClient> = getSupabase,
): Promise<DraftLoadResult> {
  const local = parseStoredOnboardingData(readLocal(localKeys.onboardingData));
  if (local.ok) return { kind: 'found', source: 'local', data: local.data };
  if (local.reason === 'corrupt' || !userId) return { kind: local.reason };
  const rows = await loadOnboardingRows(await client(), userId);
  if (!hasOnboardingRows(rows)) return { kind: 'missing' };
  const data = rowsToOnboardingData(rows);
  storeDraft(data);
  return { kind: 'found', source: 'database', data };
}

/** Upserts one row on its id (spec section 7); `saved` is false when no row came back. */
export async function upsertRow(
  client: AppSupabaseClient,
  request: UpsertRequest,
): Promise<UpsertResult> {
  const result = await upsertQuery(client, request);
  if (result.error) throw new BackendError(`Saving ${request.table} failed`, result.error);
  return { saved: Array.isArray(result.data) && result.data.length === 1 };
}

function upsertQuery(client: AppSupabaseClient, request: UpsertRequest) {
  // One call per table keeps each row typed against its own table.
  switch (request.table) {
    case 'profiles':
      return client.from('profiles').upsert(request.row, { onConflict: 'id' }).select('id');
    case 'onboarding_profile':
      return client
        .from('onboarding_profile')
        .upsert(request.row, { onConflict: 'id' })
        .select('id');
    case 'food_preferences':
      return client.from('food_preferences').upsert(request.row, { onConflict: 'id' }).select('id');
    case 'meal_frequency':
      return client.from('meal_frequency').upsert(request.row, { onConflict: 'id' }).select('id');
    case 'budget_settings':
      return client.from('budget_settings').upsert(request.row, { onConflict: 'id' }).select('id');
    case 'planning_preferences':
      return client
        .from('planning_preferences')
        .upsert(request.row, { onConflict: 'id' })
        .select('id');
  }
}

export const dashboardMealFrequency = mealFrequencyRow.pick({
  weekly_budget: true,
  custom_budget: true,
  breakfasts_per_week: true,
  lunch_per_week: true,
  dinner_per_week: true,
  snacks_per_week: true,
});

/** The dashboard's reads (spec section 7): the profile name and the meal frequency. */
export async function loadDashboardRows(
  client: AppSupabaseClient,
  userId: string,
  today: string,
): Promise<DashboardRows> {
  const [profile, mealFrequency, stored] = await Promise.all([
    client.from('profiles').select('full_name').eq('id', userId).maybeSingle(),
    client
      .from('meal_frequency')
      .select(
        'weekly_budget, custom_budget, breakfasts_per_week, lunch_per_week, dinner_per_week, snacks_per_week',
      )
      .eq('id', userId)
      .maybeSingle(),
    // The week is extra: without it the dashboard still greets and shows the budget.
    readPlanRow(client, userId, today).catch((error: unknown) => {
      console.warn('Reading the week for the dashboard failed', error);
      return null;
    }),
  ]);
  const day = stored?.plan.days.find((candidate) => candidate.date === today);
  return {
    profile: checkedRow('profiles', profileRow, profile),
    mealFrequency: checkedRow('meal_frequency', dashboardMealFrequency, mealFrequency),
    week:
      stored && day
        ? {
            today: day.day,
            todayMeals: day.meals.map((meal) => ({ type: meal.type, name: meal.name })),
            totalCost: stored.plan.totalCost,
            weeklyBudget: stored.plan.weeklyBudget,
          }
        : null,
  };
}
