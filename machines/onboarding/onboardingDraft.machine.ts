/**
 * Finds what the wizard starts from: the local draft, else the database copy, else empty values
 * with the account's name. A corrupt or unreadable draft is not an error here: the wizard simply
 * starts fresh (the profile review is where the spec reports it).
 */
import { assign, setup } from 'xstate';
import { emptyOnboardingData, type OnboardingData } from './onboardingData.ts';
import type {
  DraftLoadInput,
  DraftLoadResult,
  OnboardingDraftContext,
  OnboardingDraftInput,
} from './onboardingDraft.types.ts';
import { toProvide } from '../shared/setupParts.ts';

/** The draft with the account's name filled in when the person has not typed one. */
export function withAccountName(data: OnboardingData, fullName: string | null): OnboardingData {
  if (data.full_name.trim() !== '' || !fullName) return data;
  return { ...data, full_name: fullName };
}

/**
 * Reading the person's draft, as every machine that needs it invokes its `loadDraft` actor (the
 * wizard's start and the profile review); `draftResultOf` hands the result to their actions.
 */
export const invokeLoadDraft = {
  id: 'loadDraft',
  src: 'loadDraft',
  input: ({ context }: { context: DraftLoadInput }): DraftLoadInput => ({ userId: context.userId }),
} as const;

export function draftResultOf({ event }: { event: { output: DraftLoadResult } }) {
  return { result: event.output };
}

export const onboardingDraftMachine = setup({
  types: {
    context: {} as OnboardingDraftContext,
    input: {} as OnboardingDraftInput,
    tags: {} as 'loading',
  },
  actors: {
    loadDraft: toProvide<DraftLoadResult, DraftLoadInput>('onboardingDraft.loadDraft'),
  },
  actions: {
    takeDraft: assign({
      data: ({ context }, params: { result: DraftLoadResult }) =>
        withAccountName(
          params.result.kind === 'found' ? params.result.data : emptyOnboardingData(),
          context.fullName,
        ),
    }),
    startEmpty: assign({ data: ({ context }) => emptyOnboardingData(context.fullName ?? '') }),
  },
}).createMachine({
  id: 'onboardingDraft',
  context: ({ input }) => ({ userId: input.userId, fullName: input.fullName, data: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        ...invokeLoadDraft,
        onDone: {
          target: 'ready',
          actions: { type: 'takeDraft', params: draftResultOf },
        },
        onError: { target: 'ready', actions: 'startEmpty' },
      },
    },
    ready: { type: 'final' },
  },
});
