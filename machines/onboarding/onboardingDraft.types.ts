import type { OnboardingData } from './onboardingData.ts';

/**
 * Where the onboarding data for the form came from: this device's draft, or the database when
 * the person filled it in on another device (then it is cached locally first).
 */
export type DraftLoadResult =
  | { kind: 'found'; source: 'local' | 'database'; data: OnboardingData }
  | { kind: 'missing' }
  | { kind: 'corrupt' };

export interface DraftLoadInput {
  /** The signed-in user's id, to look in the database; null skips that look-up. */
  userId: string | null;
}

export interface OnboardingDraftInput extends DraftLoadInput {
  /** The account's full name, used when the draft has none. */
  fullName: string | null;
}

export interface OnboardingDraftContext {
  userId: string | null;
  fullName: string | null;
  data: OnboardingData | null;
}
