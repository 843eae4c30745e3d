/**
 * The save sequence behind GO TO DASHBOARD (spec sections 4, 5 and 7): upsert the profile name
 * (a failure is only logged), then onboarding_profile, food_preferences, meal_frequency and
 * budget_settings, then planning_preferences (the fields those five lack, last so the spec's
 * order is untouched). A failure in any step after the first restarts the whole sequence, at most
 * 3 attempts 1 s apart. Then the complete flag is set locally and in state, 'Profile saved
 * successfully!' shows and /dashboard follows 500 ms later.
 *
 * Restarting is safe because every upsert is keyed by the user id: a row written before the
 * failure is written again with the same values, never added twice.
 */
import { assign, emit, setup } from 'xstate';
import { messages } from '../texts/messages.ts';
import { onboardingDataToRows, type OnboardingData } from '../onboarding/onboardingData.ts';
import { navigateTo, toast } from '../shared/effects.ts';
import type {
  ProfileSaveContext,
  ProfileSaveEmitted,
  ProfileSaveInput,
  ProfileSaveOutcome,
  ProfileSaveOutput,
  ProfileTable,
  UpsertRequest,
  UpsertResult,
} from './profileSave.types.ts';
import { paths } from '../shared/paths.ts';
import { toProvide } from '../shared/setupParts.ts';

export const MAX_SAVE_ATTEMPTS = 3;
export const DASHBOARD_PATH = paths.dashboard;

/** The upsert of one table for this user, from the form's values. */
export function upsertRequest(
  table: ProfileTable,
  userId: string,
  data: OnboardingData,
): UpsertRequest {
  const rows = onboardingDataToRows(data, userId);
  const requests: { [T in ProfileTable]: Extract<UpsertRequest, { table: T }> } = {
    profiles: { table: 'profiles', row: rows.profile },
    onboarding_profile: { table: 'onboarding_profile', row: rows.onboardingProfile },
    food_preferences: { table: 'food_preferences', row: rows.foodPreferences },
    meal_frequency: { table: 'meal_frequency', row: rows.mealFrequency },
    budget_settings: { table: 'budget_settings', row: rows.budgetSettings },
    planning_preferences: { table: 'planning_preferences', row: rows.planningPreferences },
  };
  return requests[table];
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message;
  }
  return String(error);
}

function requestFrom(context: ProfileSaveContext, table: ProfileTable): UpsertRequest {
  if (context.userId === null) throw new Error('The save sequence started without a user');
  return upsertRequest(table, context.userId, context.data);
}

const profileSaveSetup = setup({
  types: {
    context: {} as ProfileSaveContext,
    input: {} as ProfileSaveInput,
    output: {} as ProfileSaveOutput,
    emitted: {} as ProfileSaveEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** Upserts one row on its id; rejects on any backend error. */
    upsertRow: toProvide<UpsertResult, UpsertRequest>('profileSave.upsertRow'),
    /** Sets the onboarding-complete flag locally and in the session state. */
    markComplete: toProvide<void, { data: OnboardingData }>('profileSave.markComplete'),
  },
  actions: {
    setOutcome: assign({ outcome: (_, params: { outcome: ProfileSaveOutcome }) => params.outcome }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    rememberError: assign({
      errorMessage: ({ event }) => ('error' in event ? errorMessage(event.error) : null),
    }),
    /** The basic profile row is a convenience copy of the name: losing it must not block onboarding. */
    logProfileFailure: ({ event }) => {
      console.warn(
        'Saving the basic profile failed; continuing with the onboarding tables',
        'error' in event ? event.error : event,
      );
    },
    logStepFailure: ({ context }) => {
      console.warn(
        `Saving the profile failed on attempt ${context.attempt} of ${MAX_SAVE_ATTEMPTS}: ${context.errorMessage ?? 'unknown error'}`,
      );
    },
    toastNotLoggedIn: emit(() => toast('error', messages.onboarding.mustBeLoggedIn)),
    toastRetriesExhausted: emit(() => toast('error', messages.onboarding.saveFailedAfterRetries)),
    toastNotSaved: emit(() => toast('error', messages.onboarding.saveReturnedFalse)),
    toastCompletionFailed: emit(({ context }) =>
      toast('error', messages.onboarding.saveException(context.errorMessage ?? 'unknown error')),
    ),
    toastSaved: emit(() => toast('success', messages.onboarding.saved)),
    goToDashboard: emit(() => navigateTo(DASHBOARD_PATH)),
  },
  guards: {
    hasNoUser: ({ context }) => context.userId === null || context.userId === '',
    attemptsLeft: ({ context }) => context.attempt < MAX_SAVE_ATTEMPTS,
    rowNotWritten: (_, params: { result: UpsertResult }) => !params.result.saved,
  },
  delays: {
    retryDelay: 1000,
    redirectDelay: 500,
  },
});

/** Where a save that could not finish stops: its outcome for the caller, and its toast. */
function ending(
  outcome: Exclude<ProfileSaveOutcome, 'saved'>,
  toastAction:
    'toastNotLoggedIn' | 'toastRetriesExhausted' | 'toastNotSaved' | 'toastCompletionFailed',
) {
  return profileSaveSetup.createStateConfig({
    type: 'final',
    entry: [{ type: 'setOutcome', params: { outcome } }, toastAction],
  });
}

/** A step of the sequence after the first: a failure restarts the whole sequence. */
function tableStep(table: Exclude<ProfileTable, 'profiles'>, next: string) {
  return profileSaveSetup.createStateConfig({
    invoke: {
      id: table,
      src: 'upsertRow',
      input: ({ context }) => requestFrom(context, table),
      onDone: [
        {
          guard: { type: 'rowNotWritten', params: ({ event }) => ({ result: event.output }) },
          target: '#profileSave.notSaved',
        },
        { target: next },
      ],
      onError: { target: '#profileSave.stepFailed', actions: 'rememberError' },
    },
  });
}

export const profileSaveMachine = profileSaveSetup.createMachine({
  id: 'profileSave',
  context: ({ input }) => ({
    userId: input.userId,
    data: input.data,
    attempt: 0,
    outcome: null,
    errorMessage: null,
  }),
  initial: 'checkingUser',
  output: ({ context }) => ({ outcome: context.outcome ?? 'notSaved' }),
  states: {
    checkingUser: {
      always: [{ guard: 'hasNoUser', target: 'notLoggedIn' }, { target: 'attempting' }],
    },
    attempting: {
      description: 'One pass through every table, in the save order.',
      tags: 'busy',
      entry: 'countAttempt',
      initial: 'profiles',
      states: {
        profiles: {
          invoke: {
            id: 'profiles',
            src: 'upsertRow',
            input: ({ context }) => requestFrom(context, 'profiles'),
            onDone: [
              {
                guard: { type: 'rowNotWritten', params: ({ event }) => ({ result: event.output }) },
                target: 'onboardingProfile',
                actions: 'logProfileFailure',
              },
              { target: 'onboardingProfile' },
            ],
            onError: { target: 'onboardingProfile', actions: 'logProfileFailure' },
          },
        },
        onboardingProfile: tableStep('onboarding_profile', 'foodPreferences'),
        foodPreferences: tableStep('food_preferences', 'mealFrequency'),
        mealFrequency: tableStep('meal_frequency', 'budgetSettings'),
        budgetSettings: tableStep('budget_settings', 'planningPreferences'),
        planningPreferences: tableStep('planning_preferences', '#profileSave.completing'),
      },
    },
    stepFailed: {
      tags: 'busy',
      entry: 'logStepFailure',
      always: [{ guard: 'attemptsLeft', target: 'waitingToRetry' }, { target: 'retriesExhausted' }],
    },
    waitingToRetry: {
      description: 'A pause before the whole sequence starts again.',
      tags: 'busy',
      after: { retryDelay: 'attempting' },
    },
    completing: {
      tags: 'busy',
      invoke: {
        id: 'markComplete',
        src: 'markComplete',
        input: ({ context }) => ({ data: context.data }),
        onDone: 'saved',
        onError: { target: 'completionFailed', actions: 'rememberError' },
      },
    },
    saved: {
      description: 'Saved; the dashboard follows after a short pause so the toast is seen.',
      tags: 'busy',
      entry: [{ type: 'setOutcome', params: { outcome: 'saved' } }, 'toastSaved'],
      after: { redirectDelay: { target: 'redirected', actions: 'goToDashboard' } },
    },
    redirected: { type: 'final' },
    notLoggedIn: ending('notLoggedIn', 'toastNotLoggedIn'),
    retriesExhausted: ending('retriesExhausted', 'toastRetriesExhausted'),
    notSaved: ending('notSaved', 'toastNotSaved'),
    completionFailed: ending('completionFailed', 'toastCompletionFailed'),
  },
});
