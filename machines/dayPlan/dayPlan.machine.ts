/**
 * The day plan (spec section 4, Day page): one meal card open at a time with independent
 * instruction and nutrition toggles; REPLACE regenerates one meal (REPLACING... while it runs);
 * choosing a day opens the Move Meal confirmation; REMOVE drops the meal (REMOVING... while it
 * is saved). Unlike the spec's prototype, a moved meal really lands on the target day and every
 * edit is saved by the server, which recomputes the week's bill and logs the change: the week
 * shown after an edit is the server's. A move shows at once (it changes no cost) and is rolled
 * back with the catalogue's failure toast if saving fails.
 */
import { assign, emit, setup } from 'xstate';
import { messages } from '../texts/messages.ts';
import { generateFailedToast } from '../planShared/refusal.ts';
import { GENERATING_TOAST_ID, toast } from '../shared/effects.ts';
import type { Meal, StoredPlan } from '../planShared/plan.types.ts';
import { findMeal, moveMeal } from '../planShared/planEdits.ts';
import { accountRequiredToast } from '../planShared/accountRequired.ts';
import type {
  DayGenerated,
  DayPlanContext,
  DayPlanEvent,
  DayPlanInput,
  DayPlanTag,
  EditPlanInput,
  GenerateDayInput,
  LoadedWeek,
  PlanRequest,
  ReplaceMealInput,
} from './dayPlan.types.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import { cardEvents, dayPlanGuards } from './dayPlan.cards.ts';
import { loadingState } from '../shared/loadingState.ts';
import { keepIfSame } from '../shared/sameData.ts';
import { planRequestOf } from '../planShared/planRequest.ts';
import { errorOf, guardedByField, logFailureOf } from '../shared/eventParams.ts';

const dayPlanSetup = setup({
  types: {} as MachineTypes<DayPlanContext, DayPlanEvent, DayPlanInput, DayPlanTag>,
  actors: {
    loadPlan: toProvide<LoadedWeek, PlanRequest>('dayPlan.loadPlan'),
    editPlan: toProvide<StoredPlan, EditPlanInput>('dayPlan.editPlan'),
    replaceMeal: toProvide<StoredPlan, ReplaceMealInput>('dayPlan.replaceMeal'),
    generateDay: toProvide<DayGenerated, GenerateDayInput>('dayPlan.generateDay'),
  },
  actions: {
    takeWeek: assign(({ context }, { loaded }: { loaded: LoadedWeek }) => ({
      // The week this device showed stays when the fresh one is the same.
      stored: keepIfSame(context.stored, loaded.stored),
      weekStart: loaded.stored?.plan.weekStart ?? loaded.weekStart,
      ownVersions: loaded.ownRecipes ?? null,
    })),
    takePlan: assign((_, params: { stored: StoredPlan }) => ({
      stored: params.stored,
      weekStart: params.stored.plan.weekStart,
    })),
    expand: assign(({ context }, params: { mealId: string }) => ({
      expandedMealId: context.expandedMealId === params.mealId ? null : params.mealId,
      showInstructions: false,
      showNutrition: false,
    })),
    toggleInstructions: assign({ showInstructions: ({ context }) => !context.showInstructions }),
    toggleNutrition: assign({ showNutrition: ({ context }) => !context.showNutrition }),
    askMove: assign({
      pendingMove: (_, params: { mealId: string; toDay: DayPlanContext['weekday'] }) => params,
    }),
    forgetMove: assign({ pendingMove: null }),
    applyMove: assign(({ context }) => {
      if (!context.stored || !context.pendingMove) return {};
      const { mealId, toDay } = context.pendingMove;
      return {
        previous: context.stored,
        stored: moveMeal(context.stored, mealId, toDay).stored,
        expandedMealId: context.expandedMealId === mealId ? null : context.expandedMealId,
      };
    }),
    markRemoving: assign({ removingMealId: (_, params: { mealId: string }) => params.mealId }),
    takeRemoval: assign(({ context }, params: { stored: StoredPlan }) => ({
      stored: params.stored,
      expandedMealId:
        context.expandedMealId === context.removingMealId ? null : context.expandedMealId,
      removingMealId: null,
    })),
    clearRemoving: assign({ removingMealId: null }),
    markReplacing: assign({ replacingMealId: (_, params: { mealId: string }) => params.mealId }),
    takeReplacement: assign({
      stored: (_, params: { stored: StoredPlan }) => params.stored,
      replacingMealId: null,
    }),
    clearReplacing: assign({ replacingMealId: null }),
    commitMove: assign((_, params: { stored: StoredPlan }) => ({
      stored: params.stored,
      previous: null,
      pendingMove: null,
    })),
    rollBack: assign(({ context }) => ({
      stored: context.previous ?? context.stored,
      previous: null,
      pendingMove: null,
    })),
    toastLoadFailed: emit(() =>
      toast('error', messages.day.loadError, { title: messages.day.loadErrorTitle }),
    ),
    toastMoved: emit(({ context }) =>
      toast('success', messages.day.moved(context.pendingMove?.toDay ?? ''), {
        title: messages.day.movedTitle,
      }),
    ),
    toastMoveFailed: emit(() => toast('error', messages.day.moveFailed)),
    toastRemoved: emit(() =>
      toast('success', messages.day.removed, { title: messages.day.removedTitle }),
    ),
    toastRemoveFailed: emit(() => toast('error', messages.day.removeFailed)),
    toastReplaced: emit(() =>
      toast('success', messages.day.replaced, { title: messages.day.replacedTitle }),
    ),
    toastReplaceFailed: emit(() => toast('error', messages.day.replaceFailed)),
    toastGenerating: emit(() =>
      toast('info', messages.mealPlan.generating, { autoCloseMs: 10_000, id: GENERATING_TOAST_ID }),
    ),
    toastDayGenerated: emit((_, params: { notice: string | null }) =>
      params.notice
        ? toast('info', params.notice, {
            title: messages.day.partlyFilledTitle,
            closes: GENERATING_TOAST_ID,
          })
        : toast('success', messages.day.filled, {
            title: messages.day.filledTitle,
            closes: GENERATING_TOAST_ID,
          }),
    ),
    toastGenerateFailed: emit((_, params: { error: unknown }) => generateFailedToast(params.error)),
    toastAccountRequired: emit(() =>
      accountRequiredToast(messages.demo.generate, { closes: GENERATING_TOAST_ID }),
    ),
    logFailure,
  },
  guards: dayPlanGuards,
});

export const dayPlanMachine = dayPlanSetup.createMachine({
  id: 'dayPlan',
  context: ({ input }) => ({
    userId: input.userId,
    weekday: input.weekday,
    today: input.today,
    ahead: input.ahead ?? 0,
    weekStart: input.cached?.plan.weekStart ?? input.today,
    stored: input.cached ?? null,
    expandedMealId: null,
    showInstructions: false,
    showNutrition: false,
    pendingMove: null,
    replacingMealId: null,
    removingMealId: null,
    previous: null,
    ownVersions: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      ...loadingState<DayPlanContext, LoadedWeek>()({
        src: 'loadPlan',
        input: planRequestOf,
        take: 'takeWeek',
        done: 'loaded',
        failed: 'loadFailed',
        what: 'Loading the day plan',
        onFailure: ['toastLoadFailed'],
      }),
      // The week this device kept shows while the fresh one loads, and its cards open as they
      // do once it has: a press on one is never lost. Its edits wait for the fresh week.
      on: cardEvents,
    },
    loadFailed: {
      description: 'Nothing to show: the empty day offers to generate a plan.',
      on: { 'plan.generate': '#dayPlan.loaded.generating' },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            ...cardEvents,
            'meal.moveRequest': {
              guard: {
                type: 'canMoveTo',
                params: ({ event }) => ({ mealId: event.mealId, toDay: event.toDay }),
              },
              target: 'confirmingMove',
              actions: {
                type: 'askMove',
                params: ({ event }) => ({ mealId: event.mealId, toDay: event.toDay }),
              },
            },
            'meal.replace': guardedByField('mealId', {
              guard: 'isOpenMeal',
              target: 'replacing',
              action: 'markReplacing',
            }),
            'meal.remove': guardedByField('mealId', {
              guard: 'isOpenMeal',
              target: 'removing',
              action: 'markRemoving',
            }),
            'plan.generate': 'generating',
          },
        },
        confirmingMove: {
          description: "The Move Meal dialog asks 'Are you sure...?'.",
          on: {
            'move.confirm': { target: 'moving', actions: 'applyMove' },
            'move.cancel': { target: 'idle', actions: 'forgetMove' },
          },
        },
        moving: {
          tags: 'busy',
          on: cardEvents,
          invoke: {
            id: 'editPlan',
            src: 'editPlan',
            input: ({ context }) => ({
              userId: context.userId,
              stored: context.previous as StoredPlan,
              edit: {
                kind: 'move' as const,
                mealId: context.pendingMove?.mealId ?? '',
                toDay: context.pendingMove?.toDay ?? context.weekday,
              },
            }),
            onDone: {
              target: 'idle',
              actions: [
                'toastMoved',
                { type: 'commitMove', params: ({ event }) => ({ stored: event.output }) },
              ],
            },
            onError: {
              target: 'idle',
              actions: ['rollBack', 'toastMoveFailed', logFailureOf('Saving the move')],
            },
          },
        },
        removing: {
          tags: 'busy',
          on: cardEvents,
          description: 'REMOVING... on the meal; the week returns with its bill recomputed.',
          invoke: {
            id: 'editPlan',
            src: 'editPlan',
            input: ({ context }) => ({
              userId: context.userId,
              stored: context.stored as StoredPlan,
              edit: { kind: 'remove' as const, mealId: context.removingMealId ?? '' },
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'takeRemoval', params: ({ event }) => ({ stored: event.output }) },
                'toastRemoved',
              ],
            },
            onError: {
              target: 'idle',
              actions: ['clearRemoving', 'toastRemoveFailed', logFailureOf('Saving the removal')],
            },
          },
        },
        replacing: {
          tags: 'busy',
          on: cardEvents,
          description: 'REPLACING... on the meal being regenerated; its buttons are disabled.',
          invoke: {
            id: 'replaceMeal',
            src: 'replaceMeal',
            input: ({ context }) => {
              const stored = context.stored as StoredPlan;
              const found = findMeal(stored.plan, context.replacingMealId ?? '');
              return {
                userId: context.userId,
                stored,
                weekday: context.weekday,
                meal: found?.meal as Meal,
              };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'takeReplacement', params: ({ event }) => ({ stored: event.output }) },
                'toastReplaced',
              ],
            },
            onError: [
              {
                guard: { type: 'isAccountRequired', params: errorOf },
                target: 'idle',
                actions: ['clearReplacing', 'toastAccountRequired'],
              },
              {
                target: 'idle',
                actions: [
                  'clearReplacing',
                  'toastReplaceFailed',
                  logFailureOf('Replacing the meal'),
                ],
              },
            ],
          },
        },
        generating: {
          description:
            "Generate Meals: fills the day's empty slots from the week's meal types, or plans the whole week when it has no meals.",
          tags: 'busy',
          on: cardEvents,
          entry: 'toastGenerating',
          invoke: {
            id: 'generateDay',
            src: 'generateDay',
            input: ({ context }) => ({
              ...planRequestOf({ context }),
              stored: context.stored,
              weekday: context.weekday,
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'takePlan', params: ({ event }) => ({ stored: event.output.stored }) },
                {
                  type: 'toastDayGenerated',
                  params: ({ event }) => ({ notice: event.output.notice }),
                },
              ],
            },
            onError: [
              {
                guard: { type: 'isAccountRequired', params: errorOf },
                target: 'idle',
                actions: 'toastAccountRequired',
              },
              {
                target: 'idle',
                actions: [
                  { type: 'toastGenerateFailed', params: errorOf },
                  logFailureOf('Generating the plan'),
                ],
              },
            ],
          },
        },
      },
    },
  },
});
