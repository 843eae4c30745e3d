import type { OnboardingData } from '../onboarding/onboardingData.ts';

export interface OnboardingCompletionInput {
  userId: string;
  /** The local onboarding-complete flag (spec: complete when the flag is true). */
  localFlag: boolean;
}

export interface OnboardingCompletionContext extends OnboardingCompletionInput {
  complete: boolean;
  failed: boolean;
  /** The saved data the database answered with, kept locally once complete. */
  data?: OnboardingData;
}

export interface OnboardingTablesInput {
  userId: string;
}

export interface OnboardingTablesResult {
  /** A row for the user exists in all four onboarding tables. */
  complete: boolean;
  /** The saved data in the form's shape, kept locally when complete. */
  data?: OnboardingData;
}

export interface PersistCompletionInput {
  data: OnboardingData | undefined;
}

export interface OnboardingCompletionOutput {
  complete: boolean;
  /** The database could not be asked; the answer is then "not complete". */
  failed: boolean;
}
