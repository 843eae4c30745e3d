/**
 * The pantry (signed in): loads what the person has at home, then lets them add a food, correct
 * an amount, or mark something used up or thrown away. One change is saved at a time; the list
 * shows the server's answer, so it stays as it was until a change is saved. A change that fails
 * is never dropped on its own: it stays pending with the reason shown, is tried again after
 * `saveRetryDelay` up to MAX_SAVE_ATTEMPTS times (unless the server refused it for what it is),
 * and then waits for the person to try again or cancel it.
 *
 * A staple said to be at home (no amount) is marked used up from its row. The staples checklist
 * runs as a child (`staples`, while the pantry is shown), started from the pantry's own answer; its
 * saved answer comes back as `staples.saved` (sent by the view, which hears the child) and replaces
 * the list, and each change saved here is passed on to it, so the two never disagree.
 */
import { assign, emit, fromCallback, sendTo, setup, type EventObject } from 'xstate';
import type { PantryResponse } from '../../supabase/functions/_shared/schemas/pantry.ts';
import { toast, type ViewEffect } from '../shared/effects.ts';
import { loadingState } from '../shared/loadingState.ts';
import { logFailure, toProvide, type MachineTypes } from '../shared/setupParts.ts';
import { sameData } from '../shared/sameData.ts';
import { staplesMachine } from '../staples/staples.machine.ts';
import { pantryTexts } from '../texts/pantry.ts';
import { emptied, readAdd, readCorrection, typedLabel } from './pantryAmount.ts';
import {
  PantryRefused,
  type PantryActors,
  type PantryContext,
  type PantryEvent,
  type PantryFormErrors,
  type PantryInput,
  type PendingEdit,
  type TypedAmount,
} from './pantry.types.ts';
import { errorOf, guardedByField, loadedOutput, logFailureOf } from '../shared/eventParams.ts';

/** Attempts at one change before the page stops trying on its own. */
export const MAX_SAVE_ATTEMPTS = 3;

const texts = pantryTexts;

/** The name of a food in the pantry or the catalogue, for the pending change's label. */
function foodName(context: PantryContext, food: string): string {
  const data = context.data;
  return (
    data?.items.find((item) => item.food === food)?.name ??
    data?.foods.find((choice) => choice.key === food)?.name ??
    texts.unknownFood
  );
}

function scope(context: PantryContext): PantryInput {
  return { userId: context.userId, today: context.today };
}

type AddEvent = Extract<PantryEvent, { type: 'add.submit' }>;

/** The add form's change, or null when the form must show messages instead. */
function addEdit(context: PantryContext, event: AddEvent): PendingEdit | null {
  const read = readAdd(scope(context), event);
  if (!read.ok) return null;
  return {
    edit: read.edit,
    label: texts.pendingAdd(foodName(context, read.edit.food), typedLabel(event)),
  };
}

function correctionEdit(context: PantryContext, typed: TypedAmount): PendingEdit | null {
  const food = context.dialog?.food ?? '';
  const read = readCorrection(scope(context), food, typed);
  if (!read.ok) return null;
  return {
    edit: read.edit,
    label: texts.pendingCorrect(foodName(context, food), typedLabel(typed)),
  };
}

/** What went off, this answer's and what earlier answers of this visit said, once each. */
function gatherSpoiled(known: PantryContext['spoiled'], fresh: PantryResponse['spoiled']) {
  const added = fresh.filter((line) => !known.some((seen) => sameData(seen, line)));
  return added.length === 0 ? known : [...known, ...added];
}

export const pantryMachine = setup({
  types: {} as MachineTypes<
    PantryContext,
    PantryEvent,
    PantryInput,
    'loading' | 'saving',
    ViewEffect
  > & { children: { staples: 'staples' } },
  actors: {
    loadPantry: toProvide('pantry.loadPantry'),
    saveEdit: toProvide('pantry.saveEdit'),
    /** The staples checklist; the page provides it with its live actors. */
    staples: staplesMachine,
    /** Changes made on another phone (src/services/live/pantryLive.ts); none without it. */
    pantryLive: fromCallback<EventObject, PantryInput>(() => {}),
  } satisfies PantryActors & { staples: typeof staplesMachine },
  delays: {
    /** Between automatic attempts at a change that failed. */
    saveRetryDelay: 2000,
  },
  guards: {
    isValidAdd: ({ context }, params: { event: AddEvent }) =>
      addEdit(context, params.event) !== null,
    isValidCorrection: ({ context }, params: TypedAmount) =>
      correctionEdit(context, params) !== null,
    /** An item with an amount (a staple at home has none to correct). */
    isCountedItem: ({ context }, params: { food: string }) =>
      context.data?.items.some((item) => item.food === params.food && !item.athome) ?? false,
    /** A staple said to be at home (no amount): it is only ever used up, never corrected. */
    isAtHomeItem: ({ context }, params: { food: string }) =>
      context.data?.items.some((item) => item.food === params.food && item.athome === true) ??
      false,
    mayRetryAutomatically: ({ context }, params: { error: unknown }) =>
      context.attempts < MAX_SAVE_ATTEMPTS && !(params.error instanceof PantryRefused),
  },
  actions: {
    takeData: assign(({ context }, params: { loaded: PantryResponse }) => ({
      data: params.loaded,
      spoiled: gatherSpoiled(context.spoiled, params.loaded.spoiled),
    })),
    takeAdd: assign(({ context }, params: { event: AddEvent }) => ({
      pending: addEdit(context, params.event),
      addErrors: {},
      addRound: context.addRound + 1,
      attempts: 0,
      saveError: null,
    })),
    setAddErrors: assign(({ context }, params: { event: AddEvent }) => {
      const read = readAdd(scope(context), params.event);
      return { addErrors: read.ok ? {} : read.errors };
    }),
    openDialog: assign((_, params: { food: string }) => ({
      dialog: { food: params.food },
      editErrors: {},
    })),
    closeDialog: assign({ dialog: null, editErrors: {} }),
    takeCorrection: assign(({ context }, params: TypedAmount) => ({
      pending: correctionEdit(context, params),
      attempts: 0,
      saveError: null,
    })),
    setEditErrors: assign(({ context }, params: TypedAmount) => {
      const read = readCorrection(scope(context), context.dialog?.food ?? '', params);
      return { editErrors: (read.ok ? {} : read.errors) satisfies PantryFormErrors };
    }),
    takeEmptied: assign(({ context }, params: { reason: 'used' | 'discarded' }) => {
      const food = context.dialog?.food ?? '';
      const name = foodName(context, food);
      return {
        pending: {
          edit: emptied(food, params.reason),
          label: params.reason === 'used' ? texts.pendingUsed(name) : texts.pendingDiscarded(name),
        },
        attempts: 0,
        saveError: null,
      };
    }),
    takeUsedUp: assign(({ context }, params: { food: string }) => ({
      pending: {
        edit: emptied(params.food, 'used'),
        label: texts.pendingUsed(foodName(context, params.food)),
      },
      attempts: 0,
      saveError: null,
    })),
    tellStaples: sendTo('staples', (_, params: { loaded: PantryResponse }) => ({
      type: 'staples.take' as const,
      answer: params.loaded,
    })),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    resetAttempts: assign({ attempts: 0 }),
    rememberError: assign((_, params: { error: unknown }) => ({
      saveError: params.error instanceof Error ? params.error.message : String(params.error),
    })),
    clearPending: assign({ pending: null, attempts: 0, saveError: null }),
    dismissSpoiled: assign({ spoiled: [] }),
    toastSaved: emit(({ context }) => toast('success', texts.saved(context.pending?.label ?? ''))),
    toastCancelled: emit(({ context }) =>
      toast('info', texts.cancelled(context.pending?.label ?? '')),
    ),
    logFailure,
  },
}).createMachine({
  id: 'pantry',
  context: ({ input }) => ({
    userId: input.userId,
    today: input.today,
    data: null,
    spoiled: [],
    dialog: null,
    addErrors: {},
    editErrors: {},
    addRound: 0,
    pending: null,
    attempts: 0,
    saveError: null,
  }),
  initial: 'loading',
  states: {
    loading: loadingState<PantryContext, PantryResponse>()({
      src: 'loadPantry',
      input: ({ context }) => scope(context),
      take: 'takeData',
      done: 'ready',
      failed: 'failed',
      what: 'Loading the pantry',
    }),
    failed: {
      description: 'Says the pantry could not be loaded, with a button to try again.',
      on: { 'pantry.reload': 'loading' },
    },
    ready: {
      initial: 'idle',
      invoke: [
        {
          id: 'staples',
          src: 'staples',
          input: ({ context }) => ({ ...scope(context), answer: context.data }),
        },
        { id: 'pantryLive', src: 'pantryLive', input: ({ context }) => scope(context) },
      ],
      on: {
        'spoiled.dismiss': { actions: 'dismissSpoiled' },
        'staples.saved': {
          actions: { type: 'takeData', params: ({ event }) => ({ loaded: event.answer }) },
        },
        'pantry.changed': {
          actions: { type: 'takeData', params: ({ event }) => ({ loaded: event.answer }) },
        },
      },
      states: {
        idle: {
          on: {
            'pantry.reload': '#pantry.loading',
            'add.submit': [
              {
                guard: { type: 'isValidAdd', params: ({ event }) => ({ event }) },
                target: 'saving',
                actions: { type: 'takeAdd', params: ({ event }) => ({ event }) },
              },
              { actions: { type: 'setAddErrors', params: ({ event }) => ({ event }) } },
            ],
            'edit.open': guardedByField('food', {
              guard: 'isCountedItem',
              target: 'editing',
              action: 'openDialog',
            }),
            'item.usedUp': guardedByField('food', {
              guard: 'isAtHomeItem',
              target: 'saving',
              action: 'takeUsedUp',
            }),
          },
        },
        editing: {
          description:
            "One item's dialog is open: correct its amount, or mark it used up or thrown away.",
          on: {
            'edit.close': { target: 'idle', actions: 'closeDialog' },
            'edit.correct': [
              {
                guard: {
                  type: 'isValidCorrection',
                  params: ({ event }) => ({ amount: event.amount, unit: event.unit }),
                },
                target: 'saving',
                actions: [
                  {
                    type: 'takeCorrection',
                    params: ({ event }) => ({ amount: event.amount, unit: event.unit }),
                  },
                  'closeDialog',
                ],
              },
              {
                actions: {
                  type: 'setEditErrors',
                  params: ({ event }) => ({ amount: event.amount, unit: event.unit }),
                },
              },
            ],
            'edit.usedUp': {
              target: 'saving',
              actions: [{ type: 'takeEmptied', params: { reason: 'used' } }, 'closeDialog'],
            },
            'edit.discarded': {
              target: 'saving',
              actions: [{ type: 'takeEmptied', params: { reason: 'discarded' } }, 'closeDialog'],
            },
          },
        },
        saving: {
          description: 'The pending change is being sent; the list shows the pantry before it.',
          tags: 'saving',
          entry: 'countAttempt',
          invoke: {
            id: 'saveEdit',
            src: 'saveEdit',
            input: ({ context }) => ({
              ...scope(context),
              // Only entered with a pending change (every way in sets one).
              edit: context.pending?.edit ?? { action: 'add', food: '', grams: 0 },
            }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'takeData', params: loadedOutput },
                { type: 'tellStaples', params: loadedOutput },
                'toastSaved',
                'clearPending',
              ],
            },
            onError: [
              {
                guard: { type: 'mayRetryAutomatically', params: errorOf },
                target: 'waitingToRetry',
                actions: [
                  { type: 'rememberError', params: errorOf },
                  logFailureOf('Saving a pantry change'),
                ],
              },
              {
                target: 'saveFailed',
                actions: [
                  { type: 'rememberError', params: errorOf },
                  logFailureOf('Saving a pantry change'),
                ],
              },
            ],
          },
        },
        waitingToRetry: {
          description: 'The change failed; it is sent again after a moment, or at once on Retry.',
          after: { saveRetryDelay: 'saving' },
          on: { 'save.retry': 'saving' },
        },
        saveFailed: {
          description:
            'The change failed every automatic attempt or was refused: it stays, shown with why, until the person retries or cancels it.',
          on: {
            'save.retry': { target: 'saving', actions: 'resetAttempts' },
            'save.cancel': { target: 'idle', actions: ['toastCancelled', 'clearPending'] },
          },
        },
      },
    },
  },
});
