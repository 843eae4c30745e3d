/**
 * The live actor set of the onboarding draft and wizard (mirrors the plan pages' sets): the draft
 * from this device or the onboarding tables, and the draft kept on this device.
 */
import { fromPromise } from 'xstate';
import type { OnboardingData } from '../../../machines/onboarding/onboardingData.ts';
import type {
  DraftLoadInput,
  DraftLoadResult,
} from '../../../machines/onboarding/onboardingDraft.types.ts';
import { loadDraft, storeDraft } from '../onboardingApi.ts';

export const liveOnboardingDraftActors = {
  loadDraft: fromPromise<DraftLoadResult, DraftLoadInput>(({ input }) => loadDraft(input)),
};

/**
 * The wizard's and the profile review's one action: the draft kept on this device (after each
 * wizard step, after an edit on the review).
 */
export const liveDraftActions = {
  storeDraft: (_: unknown, params: { data: OnboardingData }) => storeDraft(params.data),
};
