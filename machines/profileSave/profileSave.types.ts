import type { OnboardingData, onboardingDataToRows } from '../onboarding/onboardingData.ts';
import type { ViewEffect } from '../shared/effects.ts';

/** The rows one save writes, built from the form by `onboardingDataToRows`. */
export type ProfileRows = ReturnType<typeof onboardingDataToRows>;

/**
 * One upsert of the save sequence. Every row is keyed by the user id, so writing it again
 * replaces it: that is what makes restarting the whole sequence safe.
 */
export type UpsertRequest =
  | { table: 'profiles'; row: ProfileRows['profile'] }
  | { table: 'onboarding_profile'; row: ProfileRows['onboardingProfile'] }
  | { table: 'food_preferences'; row: ProfileRows['foodPreferences'] }
  | { table: 'meal_frequency'; row: ProfileRows['mealFrequency'] }
  | { table: 'budget_settings'; row: ProfileRows['budgetSettings'] }
  | { table: 'planning_preferences'; row: ProfileRows['planningPreferences'] };

export type ProfileTable = UpsertRequest['table'];

/** The save order of spec section 7, then the table that keeps the fields the five lack. */
export const SAVE_ORDER = [
  'profiles',
  'onboarding_profile',
  'food_preferences',
  'meal_frequency',
  'budget_settings',
  'planning_preferences',
] as const satisfies readonly ProfileTable[];

/** What an upsert reports: `saved` is false when the backend answered but wrote no row. */
export interface UpsertResult {
  saved: boolean;
}

export interface ProfileSaveInput {
  /** The signed-in user's id; null when nobody is signed in. */
  userId: string | null;
  data: OnboardingData;
}

export type ProfileSaveOutcome =
  'saved' | 'notLoggedIn' | 'retriesExhausted' | 'notSaved' | 'completionFailed';

export interface ProfileSaveContext {
  userId: string | null;
  data: OnboardingData;
  /** 1 during the first pass through the tables, 2 and 3 on the retries. */
  attempt: number;
  outcome: ProfileSaveOutcome | null;
  /** The last failure, for the log and the exception toast. */
  errorMessage: string | null;
}

export interface ProfileSaveOutput {
  outcome: ProfileSaveOutcome;
}

export type ProfileSaveEmitted = ViewEffect;
