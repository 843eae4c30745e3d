import type { OnboardingTablesResult } from '../../machines/onboardingCompletion/onboardingCompletion.types.ts';
import { rowsToOnboardingData } from '../../machines/onboarding/onboardingData.ts';
import { getSupabase, type AppSupabaseClient } from './supabase.ts';

/**
 * The person's row of each onboarding table as the database answers (spec section 7: select
 * where id equals the user id), not yet checked: profiles, onboarding_profile, food_preferences,
 * meal_frequency, budget_settings, planning_preferences. The profile review checks them with zod
 * (onboardingApi.ts); the session's completion check only needs to know which exist.
 */
export function readOnboardingTables(client: AppSupabaseClient, userId: string) {
  return Promise.all([
    client.from('profiles').select('full_name').eq('id', userId).maybeSingle(),
    client.from('onboarding_profile').select('*').eq('id', userId).maybeSingle(),
    client.from('food_preferences').select('*').eq('id', userId).maybeSingle(),
    client.from('meal_frequency').select('*').eq('id', userId).maybeSingle(),
    client.from('budget_settings').select('*').eq('id', userId).maybeSingle(),
    client.from('planning_preferences').select('*').eq('id', userId).maybeSingle(),
  ]);
}

/** Asks the database whether the person has a row in all four onboarding tables. */
export async function checkOnboardingTables(userId: string): Promise<OnboardingTablesResult> {
  const [profile, onboardingProfile, foodPreferences, mealFrequency, budgetSettings, planning] =
    await readOnboardingTables(await getSupabase(), userId);
  const required = [onboardingProfile, foodPreferences, mealFrequency, budgetSettings];
  const failed = required.find((result) => result.error);
  if (failed?.error) throw new Error(failed.error.message);
  const complete = required.every((result) => result.data !== null);
  if (!complete) return { complete };
  return {
    complete,
    data: rowsToOnboardingData({
      profile: profile.data,
      onboardingProfile: onboardingProfile.data,
      foodPreferences: foodPreferences.data,
      mealFrequency: mealFrequency.data,
      budgetSettings: budgetSettings.data,
      planningPreferences: planning.data,
    }),
  };
}
