/**
 * The four-step onboarding wizard (spec sections 2 and 4, Wizard): NEXT PAGE keeps the form
 * locally and advances, BACK goes back, the last step's REVIEW PROFILE keeps the form and goes to
 * /profile-review. Steps can advance with empty fields (spec section 5).
 *
 * It has no invoke and no delay, so `createTestModel` can walk it: keeping the draft is the
 * injected `storeDraft` action (a synchronous local write), like navigation in the house style.
 */
import { assign, emit, setup } from 'xstate';
import type { OnboardingData } from '../onboarding/onboardingData.ts';
import { navigateTo } from '../shared/effects.ts';
import { WIZARD_STEPS } from './onboardingWizard.types.ts';
import type {
  OnboardingWizardContext,
  OnboardingWizardEmitted,
  OnboardingWizardEvent,
  OnboardingWizardInput,
  WizardStep,
} from './onboardingWizard.types.ts';
import { paths } from '../shared/paths.ts';

export const PROFILE_REVIEW_PATH = paths.profileReview;

const wizardSetup = setup({
  types: {
    context: {} as OnboardingWizardContext,
    events: {} as OnboardingWizardEvent,
    input: {} as OnboardingWizardInput,
    emitted: {} as OnboardingWizardEmitted,
  },
  actions: {
    takeFormValues: assign({ data: ({ event }) => event.data }),
    /** Keeps the draft on this device; the page provides the local-storage write. */
    storeDraft: (_, _params: { data: OnboardingData }) => {
      throw new Error('onboardingWizard: provide the storeDraft action');
    },
    goToReview: emit(() => navigateTo(PROFILE_REVIEW_PATH)),
  },
});

/** NEXT PAGE and REVIEW PROFILE keep the form here and on this device before going on. */
const keepForm = [
  'takeFormValues',
  {
    type: 'storeDraft',
    params: ({ event }: { event: OnboardingWizardEvent }) => ({ data: event.data }),
  },
] as const;

/** A step with NEXT PAGE and, after the first, BACK (which keeps the form here only). */
function step(description: string, next: WizardStep, back?: WizardStep) {
  return wizardSetup.createStateConfig({
    description,
    on: {
      'wizard.next': { target: next, actions: keepForm },
      ...(back ? { 'wizard.back': { target: back, actions: 'takeFormValues' } } : {}),
    },
  });
}

export const onboardingWizardMachine = wizardSetup.createMachine({
  id: 'onboardingWizard',
  context: ({ input }) => ({ data: input.data }),
  initial: 'profile',
  states: {
    profile: step('Step 1: CREATE YOUR PROFILE', 'dietary'),
    dietary: step('Step 2: DIETARY PREFERENCES', 'mealPlanning', 'profile'),
    mealPlanning: step('Step 3: MEAL PLANNING PREFERENCES', 'grocery', 'dietary'),
    grocery: {
      description: 'Step 4: GROCERY PREFERENCES; REVIEW PROFILE instead of NEXT PAGE',
      on: {
        'wizard.review': {
          target: 'reviewing',
          actions: [...keepForm, 'goToReview'],
        },
        'wizard.back': { target: 'mealPlanning', actions: 'takeFormValues' },
      },
    },
    reviewing: {
      description: 'The draft is kept and the person is on their way to the profile summary.',
      type: 'final',
    },
  },
});

function isWizardStep(value: unknown): value is WizardStep {
  return WIZARD_STEPS.some((step) => step === value);
}

/** The step index 0-3 of a wizard state value (the last step once reviewing). */
export function wizardStepIndex(stateValue: unknown): number {
  return isWizardStep(stateValue) ? WIZARD_STEPS.indexOf(stateValue) : WIZARD_STEPS.length - 1;
}

/** The progress bar's value, 0 to 100: each finished or current step is a quarter. */
export function wizardProgress(stepIndex: number): number {
  return Math.round(((stepIndex + 1) / WIZARD_STEPS.length) * 100);
}
