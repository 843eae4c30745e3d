/** The titles the wizard and the profile summary show (spec section 2), written once. */
import type { WizardStep } from '../onboardingWizard/onboardingWizard.types.ts';
import type { ProfileSection } from '../profileReview/profileReview.types.ts';

export const wizardStepTitles: Record<WizardStep, { title: string; subtitle?: string }> = {
  profile: { title: 'CREATE YOUR PROFILE' },
  dietary: { title: 'DIETARY PREFERENCES', subtitle: 'Tell us more about how you eat' },
  mealPlanning: { title: 'MEAL PLANNING PREFERENCES', subtitle: 'Budget and Meal Planning' },
  grocery: { title: 'GROCERY PREFERENCES', subtitle: 'Shopping Habits' },
};

export const sectionTitles: Record<ProfileSection, string> = {
  personal: 'Personal Information',
  dietary: 'Dietary Preferences',
  mealPlanning: 'Meal Planning Preferences',
  grocery: 'Grocery Preferences',
};

/** What an empty value reads as in the summary. */
export const emptyTexts = {
  value: 'Not specified',
  list: 'None',
  preferences: 'None specified',
} as const;

export const buttonTexts = {
  back: 'BACK',
  next: 'NEXT PAGE',
  review: 'REVIEW PROFILE',
  goToDashboard: 'GO TO DASHBOARD',
  saving: 'Saving...',
  edit: 'Edit',
  saveChanges: 'Save Changes',
  cancel: 'Cancel',
  closeDialog: 'Close dialog',
} as const;
