import type { OnboardingTablesResult } from '../../machines/onboardingCompletion/onboardingCompletion.types.ts';
import { rowsToOnboardingData } from '../../machines/onboarding/onboardingData.ts';
import { getSupabase } from './supabase.ts';

/** Asks the database whether the person has a row in all four onboarding tables. */
export async function checkOnboardingTables(userId: string): Promise<OnboardingTablesResult> {
  const supabase = await getSupabase();
  const [profile, onboardingProfile, foodPreferences, mealFrequency, budgetSettings, planning] =
    await Promise.all([
      supabase.from('profiles').select('full_name').eq('id', userId).maybeSingle(),
      supabase.from('onboarding_profile').select('*').eq('id', userId).maybeSingle(),
      supabase.from('food_preferences').select('*').eq('id', userId).maybeSingle(),
      supabase.from('meal_frequency').select('*').eq('id', userId).maybeSingle(),
      supabase.from('budget_settings').select('*').eq('id', userId).maybeSingle(),
      supabase.from('planning_preferences').select('*').eq('id', userId).maybeSingle(),
    ]);
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
