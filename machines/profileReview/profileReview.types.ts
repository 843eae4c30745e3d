import type { OnboardingData } from '../onboarding/onboardingData.ts';
import type { ViewEffect } from '../shared/effects.ts';

/** The four read-only sections of the summary, each with its Edit dialog (spec section 2). */
export const PROFILE_SECTIONS = ['personal', 'dietary', 'mealPlanning', 'grocery'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export interface ProfileReviewInput {
  /** The signed-in user's id; null lets the save report 'You must be logged in...'. */
  userId: string | null;
}

export interface ProfileReviewContext {
  userId: string | null;
  data: OnboardingData | null;
  /** The section whose Edit dialog is open. */
  editing: ProfileSection | null;
}

export type ProfileReviewEvent =
  | { type: 'section.edit'; section: ProfileSection }
  | { type: 'section.save'; data: OnboardingData }
  | { type: 'section.cancel' }
  | { type: 'profile.back' }
  | { type: 'profile.save' };

export type ProfileReviewEmitted = ViewEffect;
