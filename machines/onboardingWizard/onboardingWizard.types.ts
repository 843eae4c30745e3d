import type { OnboardingData } from '../onboarding/onboardingData.ts';
import type { ViewEffect } from '../shared/effects.ts';

/** The four steps of spec section 2, in order; their titles live with the view's messages. */
export const WIZARD_STEPS = ['profile', 'dietary', 'mealPlanning', 'grocery'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export interface OnboardingWizardInput {
  /** What the form starts with: the saved draft, the database copy, or empty values. */
  data: OnboardingData;
}

export interface OnboardingWizardContext {
  data: OnboardingData;
}

/**
 * Every event carries the whole form: the view owns the fields (one form for all four steps),
 * the machine owns where the person is and what has been kept.
 */
export type OnboardingWizardEvent =
  | { type: 'wizard.next'; data: OnboardingData }
  | { type: 'wizard.back'; data: OnboardingData }
  | { type: 'wizard.review'; data: OnboardingData };

export type OnboardingWizardEmitted = ViewEffect;
