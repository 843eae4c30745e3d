/**
 * The weekly meal plan (spec section 4, Meal plan page): loading, then the stored plan, no plan
 * (empty cards), or the placeholder plan with a toast when loading fails; generation replaces
 * the plan ('Generating...' while it runs). A week the person has edited is regenerated only
 * after they confirm that the edits go. Moving the spend/quality control saves it with the
 * profile and plans the week again at it. The live actors keep the plan in the database and
 * cache it locally; the demo actors serve the sample week.
 */
import { assign, emit, setup } from 'xstate';
import { messages } from '../texts/messages.ts';
import { GENERATING_TOAST_ID, toast } from '../shared/effects.ts';
import type { StoredPlan } from '../planShared/plan.types.ts';
import { placeholderPlan } from './placeholderPlan.ts';
import { planFocusOf, type PlanFocus } from '../../supabase/functions/_shared/rules/focus.ts';
import type {
  FocusRequest,
  LoadedWeek,
  MealPlanContext,
  MealPlanEvent,
  MealPlanInput,
  MealPlanTag,
  PlanRequest,
} from './mealPlan.types.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import { loadingState } from '../shared/loadingState.ts';
import { keepIfSame } from '../shared/sameData.ts';
import { planRequestOf } from '../planShared/planRequest.ts';
import { generateFailedToast, refusalOf } from '../planShared/refusal.ts';
import { errorOf, guardedByField, logFailureOf } from '../shared/eventParams.ts';

/** Weeks ahead a shopper may plan: the weeks their shopping trip covers after this one
 *  (bi-weekly: two weeks, monthly: four), and next week for everyone. */
export function aheadLimitOf(shopping: string | undefined): number {
  if (shopping === 'Monthly') return 3;
  if (shopping === 'Bi-Weekly') return 2;
  return 1;
}

/** The generation toast stays 10 s (spec section 9). */
export const GENERATING_TOAST_MS = 10_000;

export const mealPlanMachine = setup({
  types: {} as MachineTypes<MealPlanContext, MealPlanEvent, MealPlanInput, MealPlanTag>,
  actors: {
    loadPlan: toProvide<LoadedWeek, PlanRequest>('mealPlan.loadPlan'),
    generatePlan: toProvide<StoredPlan, PlanRequest>('mealPlan.generatePlan'),
    exportCalendar: toProvide<void, StoredPlan>('mealPlan.exportCalendar'),
    saveFocus: toProvide<void, FocusRequest>('mealPlan.saveFocus'),
  },
  actions: {
    takeWeek: assign(({ context }, { loaded }: { loaded: LoadedWeek }) => {
      const focus = planFocusOf(loaded.focus ?? loaded.stored?.plan.focus);
      return {
        aheadLimit: Math.max(aheadLimitOf(loaded.shopping), context.ahead),
        // The week this device showed stays when the fresh one is the same.
        stored: keepIfSame(context.stored, loaded.stored),
        weekStart: loaded.stored?.plan.weekStart ?? loaded.weekStart,
        placeholder: false,
        focus,
        savedFocus: focus,
      };
    }),
    takeFocus: assign((_, params: { focus: PlanFocus }) => ({ focus: params.focus })),
    showWeek: assign((_, params: { ahead: number }) => ({
      ahead: params.ahead,
      stored: null,
      placeholder: false,
      refusal: null,
    })),
    focusSaved: assign(({ context }) => ({ savedFocus: context.focus })),
    restoreFocus: assign(({ context }) => ({ focus: context.savedFocus })),
    toastFocusFailed: emit(() => toast('error', messages.mealPlan.focusFailed)),
    takePlan: assign((_, params: { stored: StoredPlan }) => ({
      stored: params.stored,
      weekStart: params.stored.plan.weekStart,
      placeholder: false,
    })),
    usePlaceholder: assign({
      stored: ({ context }) => placeholderPlan(context.weekStart),
      placeholder: true,
    }),
    toastLoadFailed: emit(() => toast('error', messages.mealPlan.loadFailedPlaceholder)),
    toastGenerating: emit(() =>
      toast('info', messages.mealPlan.generating, {
        autoCloseMs: GENERATING_TOAST_MS,
        id: GENERATING_TOAST_ID,
      }),
    ),
    toastReady: emit(() =>
      toast('success', messages.mealPlan.ready, { closes: GENERATING_TOAST_ID }),
    ),
    toastGenerateFailed: emit((_, params: { error: unknown }) =>
      generateFailedToast(params.error, true),
    ),
    takeRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error) })),
    clearRefusal: assign({ refusal: null }),
    logFailure,
  },
  guards: {
    hasRealPlan: ({ context }) => context.stored !== null && !context.placeholder,
    /** The person moved, removed, replaced or added meals since the week was planned. */
    hasEdits: ({ context }) =>
      context.stored !== null && !context.placeholder && (context.stored.plan.edits ?? 0) > 0,
    focusChanged: ({ context }, params: { focus: PlanFocus }) => params.focus !== context.focus,
    otherWeek: ({ context }, params: { ahead: number }) =>
      Number.isInteger(params.ahead) &&
      params.ahead >= 0 &&
      params.ahead <= context.aheadLimit &&
      params.ahead !== context.ahead,
  },
}).createMachine({
  id: 'mealPlan',
  context: ({ input }) => ({
    userId: input.userId,
    today: input.today,
    weekStart: input.cached?.plan.weekStart ?? input.today,
    stored: input.cached ?? null,
    placeholder: false,
    focus: planFocusOf(input.cached?.plan.focus),
    savedFocus: planFocusOf(input.cached?.plan.focus),
    ahead: input.ahead ?? 0,
    aheadLimit: Math.max(1, input.ahead ?? 0),
    refusal: null,
  }),
  initial: 'loading',
  states: {
    loading: loadingState<MealPlanContext, LoadedWeek>()({
      src: 'loadPlan',
      input: planRequestOf,
      take: 'takeWeek',
      done: 'ready',
      failed: 'ready',
      what: 'Loading the meal plan',
      onFailure: ['usePlaceholder', 'toastLoadFailed'],
    }),
    ready: {
      on: {
        'plan.generate': [{ guard: 'hasEdits', target: 'confirmingRegenerate' }, 'generating'],
        'plan.exportCalendar': { guard: 'hasRealPlan', target: 'exporting' },
        // Read again after the staples changed: a refusal priced on the old answer goes.
        'plan.reload': { target: 'loading', actions: 'clearRefusal' },
        'week.show': guardedByField('ahead', {
          guard: 'otherWeek',
          target: 'loading',
          action: 'showWeek',
        }),
        'plan.setFocus': guardedByField('focus', {
          guard: 'focusChanged',
          target: 'savingFocus',
          action: 'takeFocus',
        }),
      },
    },
    savingFocus: {
      description:
        'The spend/quality control is saved with the profile; a planned week is then planned again at it (after a confirmation when it has edits).',
      tags: 'busy',
      invoke: {
        id: 'saveFocus',
        src: 'saveFocus',
        input: ({ context }) => ({ userId: context.userId, focus: context.focus }),
        onDone: [
          { guard: 'hasEdits', target: 'confirmingRegenerate', actions: 'focusSaved' },
          { guard: 'hasRealPlan', target: 'generating', actions: 'focusSaved' },
          { target: 'ready', actions: 'focusSaved' },
        ],
        onError: {
          target: 'ready',
          actions: ['restoreFocus', 'toastFocusFailed', logFailureOf('Saving the spend/quality')],
        },
      },
    },
    confirmingRegenerate: {
      description: 'The week has edits: a dialog asks before a new week replaces them.',
      on: {
        'regenerate.confirm': 'generating',
        'regenerate.cancel': 'ready',
      },
    },
    generating: {
      tags: 'busy',
      entry: 'toastGenerating',
      invoke: {
        id: 'generatePlan',
        src: 'generatePlan',
        input: planRequestOf,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'takePlan', params: ({ event }) => ({ stored: event.output }) },
            'clearRefusal',
            'toastReady',
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'takeRefusal', params: errorOf },
            { type: 'toastGenerateFailed', params: errorOf },
            logFailureOf('Generating the meal plan'),
          ],
        },
      },
    },
    exporting: {
      description: 'The week is being written to a calendar file for download.',
      invoke: {
        id: 'exportCalendar',
        src: 'exportCalendar',
        input: ({ context }) => context.stored as StoredPlan,
        onDone: 'ready',
        onError: {
          target: 'ready',
          actions: logFailureOf('Exporting the calendar'),
        },
      },
    },
  },
});
