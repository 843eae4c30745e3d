/**
 * The staples question as a checklist (signed in): which kitchen staples (oils, spices, sauces,
 * baking) are at home. It starts from the host's pantry answer when it has one (the Pantry
 * screen) or loads the pantry function's list; the person ticks staples one by one, ticks them
 * all ("I have most of these") or clears them ("I'm starting from scratch"), and Save sends the
 * ticked foods as the answer. A save that fails keeps the ticks with why, and Save tries again.
 *
 * A saved answer is emitted as `staples.saved` with the pantry function's whole answer, so the
 * host can show it (the Pantry screen replaces its list) or plan again; `answered` in the context
 * is the day the question was answered, null while it never was.
 */
import { assign, emit, setup } from 'xstate';
import { loadingState } from '../shared/loadingState.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import type {
  StaplesActors,
  StaplesAnswer,
  StaplesContext,
  StaplesEvent,
  StaplesInput,
  StaplesSavedEvent,
  StaplesScope,
  StaplesTag,
} from './staples.types.ts';
import { errorOf, loadedOutput, logFailureOf } from '../shared/eventParams.ts';

function scope(context: StaplesContext): StaplesScope {
  return { userId: context.userId, today: context.today };
}

/** The foods of the list that are at home, in the list's order. */
function atHome(staples: StaplesAnswer['staples']): string[] {
  return staples.filter((staple) => staple.athome).map((staple) => staple.food);
}

/** The ticks in the list's order, each food once. */
function inListOrder(context: StaplesContext, ticked: ReadonlySet<string>): string[] {
  return (context.staples ?? [])
    .filter((staple) => ticked.has(staple.food))
    .map((staple) => staple.food);
}

export const staplesMachine = setup({
  types: {} as MachineTypes<
    StaplesContext,
    StaplesEvent,
    StaplesInput,
    StaplesTag,
    StaplesSavedEvent
  >,
  actors: {
    loadStaples: toProvide('staples.loadStaples'),
    saveStaples: toProvide('staples.saveStaples'),
  } satisfies StaplesActors,
  guards: {
    /** The host gave its answer. */
    hasList: ({ context }) => context.staples !== null,
    isStaple: ({ context }, params: { food: string }) =>
      context.staples?.some((staple) => staple.food === params.food) ?? false,
  },
  actions: {
    takeAnswer: assign((_, params: { loaded: StaplesAnswer }) => ({
      staples: params.loaded.staples,
      ticked: atHome(params.loaded.staples),
      answered: params.loaded.staplesAnswered,
    })),
    /** A fresher list while the person has ticks of their own: the list changes, their ticks stay. */
    takeListKeepTicks: assign(({ context }, params: { loaded: StaplesAnswer }) => {
      const known = new Set(params.loaded.staples.map((staple) => staple.food));
      return {
        staples: params.loaded.staples,
        ticked: context.ticked.filter((food) => known.has(food)),
        answered: params.loaded.staplesAnswered,
      };
    }),
    tick: assign(({ context }, params: { food: string; ticked: boolean }) => {
      const ticked = new Set(context.ticked);
      if (params.ticked) ticked.add(params.food);
      else ticked.delete(params.food);
      return { ticked: inListOrder(context, ticked), saveError: null };
    }),
    tickAll: assign(({ context }) => ({
      ticked: (context.staples ?? []).map((staple) => staple.food),
      saveError: null,
    })),
    clearAll: assign({ ticked: [], saveError: null }),
    rememberError: assign((_, params: { error: unknown }) => ({
      saveError: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    clearError: assign({ saveError: null }),
    emitSaved: emit((_, params: { answer: StaplesSavedEvent['answer'] }) => ({
      type: 'staples.saved' as const,
      answer: params.answer,
    })),
    logFailure,
  },
}).createMachine({
  id: 'staples',
  context: ({ input }) => ({
    userId: input.userId,
    today: input.today,
    staples: input.answer?.staples ?? null,
    ticked: atHome(input.answer?.staples ?? []),
    answered: input.answer?.staplesAnswered ?? null,
    saveError: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: "Starts from the host's answer when it gave one, else loads the list.",
      always: [{ guard: 'hasList', target: 'ready' }, { target: 'loading' }],
    },
    loading: loadingState<StaplesContext, StaplesAnswer>()({
      src: 'loadStaples',
      input: ({ context }) => scope(context),
      take: 'takeAnswer',
      done: 'ready',
      failed: 'failed',
      what: 'Loading the staples',
    }),
    failed: {
      description: 'Says the staples could not be loaded, with a button to try again.',
      on: { 'staples.reload': 'loading' },
    },
    ready: {
      initial: 'unchanged',
      on: {
        'staples.tick': {
          guard: { type: 'isStaple', params: ({ event }) => ({ food: event.food }) },
          target: '.changed',
          actions: {
            type: 'tick',
            params: ({ event }) => ({ food: event.food, ticked: event.ticked }),
          },
        },
        'staples.haveMost': { target: '.changed', actions: 'tickAll' },
        'staples.scratch': { target: '.changed', actions: 'clearAll' },
        'staples.save': '.saving',
        'staples.take': {
          actions: {
            type: 'takeListKeepTicks',
            params: ({ event }) => ({ loaded: event.answer }),
          },
        },
      },
      states: {
        unchanged: {
          description: 'The ticks are what the server holds.',
          on: {
            'staples.take': {
              actions: { type: 'takeAnswer', params: ({ event }) => ({ loaded: event.answer }) },
            },
          },
        },
        changed: {
          description: 'The person changed the ticks; Save sends them as the answer.',
        },
        saving: {
          description:
            'The ticked staples are being sent; the ticks cannot change meanwhile (the answer sent is what is ticked).',
          tags: 'saving',
          entry: 'clearError',
          on: {
            'staples.tick': {},
            'staples.haveMost': {},
            'staples.scratch': {},
            'staples.save': {},
          },
          invoke: {
            id: 'saveStaples',
            src: 'saveStaples',
            input: ({ context }) => ({ ...scope(context), have: context.ticked }),
            onDone: {
              target: 'saved',
              actions: [
                { type: 'takeAnswer', params: loadedOutput },
                { type: 'emitSaved', params: ({ event }) => ({ answer: event.output }) },
              ],
            },
            onError: {
              target: 'saveFailed',
              actions: [
                { type: 'rememberError', params: errorOf },
                logFailureOf('Saving the staples'),
              ],
            },
          },
        },
        saveFailed: {
          description:
            'The answer was not saved: the ticks stay, shown with why, until Save tries again.',
        },
        saved: {
          description: 'The answer was saved; the ticks are what the server now holds.',
          on: {
            'staples.take': {
              actions: { type: 'takeAnswer', params: ({ event }) => ({ loaded: event.answer }) },
            },
          },
        },
      },
    },
  },
});
