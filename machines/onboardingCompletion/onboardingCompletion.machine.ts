import { assign, setup } from 'xstate';
import { toProvide } from '../shared/setupParts.ts';
import type {
  OnboardingCompletionContext,
  OnboardingCompletionInput,
  OnboardingCompletionOutput,
  OnboardingTablesInput,
  OnboardingTablesResult,
  PersistCompletionInput,
} from './onboardingCompletion.types.ts';

/**
 * Is this person's onboarding complete? Yes when the local flag says so, or when the database
 * has a row for them in all four onboarding tables (then the flag and the local copy of their
 * data are stored). The database is asked after a short delay so the new session settles first.
 */
export const onboardingCompletionMachine = setup({
  types: {
    input: {} as OnboardingCompletionInput,
    context: {} as OnboardingCompletionContext,
    output: {} as OnboardingCompletionOutput,
  },
  actors: {
    checkOnboardingTables: toProvide<OnboardingTablesResult, OnboardingTablesInput>(
      'onboardingCompletion.checkOnboardingTables',
    ),
    /** Stores the complete flag and the local copy of the onboarding data. */
    persistCompletion: toProvide<void, PersistCompletionInput>(
      'onboardingCompletion.persistCompletion',
    ),
  },
  actions: {
    markComplete: assign({ complete: true }),
    markFailed: assign({ failed: true }),
  },
  guards: {
    localFlagSet: ({ context }) => context.localFlag,
  },
  delays: {
    checkDelay: 500,
  },
}).createMachine({
  id: 'onboardingCompletion',
  context: ({ input }) => ({ ...input, complete: false, failed: false }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'localFlagSet', target: 'complete', actions: 'markComplete' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      after: { checkDelay: 'querying' },
    },
    querying: {
      invoke: {
        id: 'checkOnboardingTables',
        src: 'checkOnboardingTables',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: ({ event }) => event.output.complete,
            target: 'remembering',
            actions: ['markComplete', assign({ data: ({ event }) => event.output.data })],
          },
          { target: 'incomplete' },
        ],
        onError: { target: 'incomplete', actions: 'markFailed' },
      },
    },
    remembering: {
      description:
        'Keeps the flag and a local copy of the profile; the answer stands if storage fails.',
      invoke: {
        id: 'persistCompletion',
        src: 'persistCompletion',
        input: ({ context }) => ({ data: context.data }),
        onDone: 'complete',
        onError: 'complete',
      },
    },
    complete: { type: 'final' },
    incomplete: { type: 'final' },
  },
  output: ({ context }) => ({ complete: context.complete, failed: context.failed }),
});
