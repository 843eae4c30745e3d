/**
 * The profile summary (spec section 4, Profile review): it needs a saved draft, from this device
 * or (filled in on another device) from the database; without one it sends the person back to the
 * wizard, with 'Error loading your profile data' when the local copy cannot be read. Edit opens a
 * section's dialog; Save Changes keeps the draft locally. GO TO DASHBOARD runs the save sequence
 * (`profileSave`) as a child.
 */
import { assign, emit, setup } from 'xstate';
import { messages } from '../texts/messages.ts';
import type { DraftLoadInput, DraftLoadResult } from '../onboarding/onboardingDraft.types.ts';
import type { OnboardingData } from '../onboarding/onboardingData.ts';
import { draftResultOf, invokeLoadDraft } from '../onboarding/onboardingDraft.machine.ts';
import { errorMessage, profileSaveMachine } from '../profileSave/profileSave.machine.ts';
import type { ProfileSaveOutput } from '../profileSave/profileSave.types.ts';
import { navigateTo, toast } from '../shared/effects.ts';
import type {
  ProfileReviewContext,
  ProfileReviewEmitted,
  ProfileReviewEvent,
  ProfileReviewInput,
  ProfileSection,
} from './profileReview.types.ts';
import { paths } from '../shared/paths.ts';
import { toProvide } from '../shared/setupParts.ts';
import { errorOf } from '../shared/eventParams.ts';

export const ONBOARDING_PATH = paths.onboarding;

/** The draft under review; the review states are only reached once it is loaded. */
function draftOf(context: ProfileReviewContext): OnboardingData {
  if (context.data === null) throw new Error('No profile data to save');
  return context.data;
}

export const profileReviewMachine = setup({
  types: {
    context: {} as ProfileReviewContext,
    events: {} as ProfileReviewEvent,
    input: {} as ProfileReviewInput,
    emitted: {} as ProfileReviewEmitted,
    tags: {} as 'loading' | 'busy',
    children: {} as { loadDraft: 'loadDraft'; save: 'saveProfile' },
  },
  actors: {
    loadDraft: toProvide<DraftLoadResult, DraftLoadInput>('profileReview.loadDraft'),
    saveProfile: profileSaveMachine,
  },
  actions: {
    takeDraft: assign({
      data: (_, params: { result: DraftLoadResult }) =>
        params.result.kind === 'found' ? params.result.data : null,
    }),
    openSection: assign({ editing: (_, params: { section: ProfileSection }) => params.section }),
    closeSection: assign({ editing: () => null }),
    takeSectionValues: assign({ data: (_, params: { data: OnboardingData }) => params.data }),
    /** Keeps the edited draft on this device; the page provides the local-storage write. */
    storeDraft: (_, _params: { data: OnboardingData }) => {
      throw new Error('profileReview: provide the storeDraft action');
    },
    toastLoadError: emit(() => toast('error', messages.onboarding.loadError)),
    toastSectionUpdated: emit(() => toast('success', messages.onboarding.sectionUpdated)),
    toastUnexpected: emit((_, params: { error: unknown }) =>
      toast('error', messages.onboarding.unexpected(errorMessage(params.error))),
    ),
    goToOnboarding: emit(() => navigateTo(ONBOARDING_PATH)),
  },
  guards: {
    draftFound: (_, params: { result: DraftLoadResult }) => params.result.kind === 'found',
    draftCorrupt: (_, params: { result: DraftLoadResult }) => params.result.kind === 'corrupt',
    profileSaved: (_, params: { output: ProfileSaveOutput }) => params.output.outcome === 'saved',
  },
}).createMachine({
  id: 'profileReview',
  context: ({ input }) => ({ userId: input.userId, data: null, editing: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        ...invokeLoadDraft,
        onDone: [
          {
            guard: { type: 'draftFound', params: draftResultOf },
            target: 'reviewing',
            actions: { type: 'takeDraft', params: draftResultOf },
          },
          {
            guard: { type: 'draftCorrupt', params: draftResultOf },
            target: 'leaving',
            actions: ['toastLoadError', 'goToOnboarding'],
          },
          { target: 'leaving', actions: 'goToOnboarding' },
        ],
        // Neither the device nor the database could tell: the wizard is where data gets made.
        onError: { target: 'leaving', actions: 'goToOnboarding' },
      },
    },
    reviewing: {
      on: {
        'section.edit': {
          target: 'editing',
          actions: { type: 'openSection', params: ({ event }) => ({ section: event.section }) },
        },
        'profile.back': { target: 'leaving', actions: 'goToOnboarding' },
        'profile.save': 'saving',
      },
    },
    editing: {
      description: "A section's Edit dialog is open.",
      on: {
        'section.save': {
          target: 'reviewing',
          actions: [
            { type: 'takeSectionValues', params: ({ event }) => ({ data: event.data }) },
            { type: 'storeDraft', params: ({ event }) => ({ data: event.data }) },
            'closeSection',
            'toastSectionUpdated',
          ],
        },
        'section.cancel': { target: 'reviewing', actions: 'closeSection' },
      },
    },
    saving: {
      description:
        'The save sequence runs; its own toasts and the dashboard redirect come from it.',
      tags: 'busy',
      invoke: {
        id: 'save',
        src: 'saveProfile',
        input: ({ context }) => ({ userId: context.userId, data: draftOf(context) }),
        onDone: [
          {
            guard: { type: 'profileSaved', params: ({ event }) => ({ output: event.output }) },
            target: 'saved',
          },
          { target: 'reviewing' },
        ],
        onError: {
          target: 'reviewing',
          actions: { type: 'toastUnexpected', params: errorOf },
        },
      },
    },
    saved: { type: 'final' },
    leaving: { type: 'final' },
  },
});
