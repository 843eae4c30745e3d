/**
 * The live actor set of the profile review (mirrors the plan pages' sets): the draft as the
 * wizard reads it, and the save sequence's upserts through supabase-js.
 */
import { fromPromise } from 'xstate';
import type { OnboardingData } from '../../../machines/onboarding/onboardingData.ts';
import { profileSaveMachine } from '../../../machines/profileSave/profileSave.machine.ts';
import type {
  UpsertRequest,
  UpsertResult,
} from '../../../machines/profileSave/profileSave.types.ts';
import { localKeys, writeLocal } from '../localStore.ts';
import { storeDraft, upsertRow } from '../onboardingApi.ts';
import { getSupabase } from '../supabase.ts';
import { liveOnboardingDraftActors } from './onboardingActors.ts';

/**
 * The profile review's actors. Once the five rows are saved the person's onboarding is complete:
 * the flag and the draft stay on this device and `onCompleted` tells the session.
 */
export function liveProfileReviewActors(onCompleted: () => void) {
  return {
    ...liveOnboardingDraftActors,
    saveProfile: profileSaveMachine.provide({
      actors: {
        upsertRow: fromPromise<UpsertResult, UpsertRequest>(async ({ input }) =>
          upsertRow(await getSupabase(), input),
        ),
        markComplete: fromPromise<void, { data: OnboardingData }>(async ({ input }) => {
          writeLocal(localKeys.onboardingComplete, 'true');
          storeDraft(input.data);
          onCompleted();
        }),
      },
    }),
  };
}
