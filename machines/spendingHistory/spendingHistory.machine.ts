/**
 * The budget tracker's spending history (signed in): loads every planned week's budget, planned
 * cost and spend with every purchase, then shows them; the breakdown's week can be picked among
 * the weeks with purchases, and the purchases can be downloaded as a CSV file. A failed load
 * says so and offers to try again (like the shopping list); rows that cannot be used are left
 * out and named by the loaded data's problems.
 */
import { assign, emit, setup } from 'xstate';
import type { HistoryData } from './history.types.ts';
import type {
  SpendingHistoryContext,
  SpendingHistoryEvent,
  SpendingHistoryInput,
} from './spendingHistory.types.ts';
import type { MachineTypes } from '../shared/setupParts.ts';
import { logFailure, toProvide } from '../shared/setupParts.ts';
import { loadingState } from '../shared/loadingState.ts';
import { defaultBreakdownWeek, weeksWithPurchases } from './history.ts';
import { historyTexts } from '../texts/history.ts';
import { toast, type ViewEffect } from '../shared/effects.ts';
import { logFailureOf } from '../shared/eventParams.ts';

export const spendingHistoryMachine = setup({
  types: {} as MachineTypes<
    SpendingHistoryContext,
    SpendingHistoryEvent,
    SpendingHistoryInput,
    'loading' | 'exporting',
    ViewEffect
  >,
  actors: {
    loadHistory: toProvide<HistoryData, SpendingHistoryInput>('spendingHistory.loadHistory'),
    exportCsv: toProvide<void, { data: HistoryData; today: string }>('spendingHistory.exportCsv'),
  },
  guards: {
    hasPurchasesIn: ({ context }, params: { weekStart: string }) =>
      context.data !== null &&
      weeksWithPurchases(context.data.purchases).includes(params.weekStart),
  },
  actions: {
    takeData: assign((_, params: { loaded: HistoryData }) => ({
      data: params.loaded,
      pickedWeek: defaultBreakdownWeek(params.loaded),
    })),
    pickWeek: assign((_, params: { weekStart: string }) => ({ pickedWeek: params.weekStart })),
    logFailure,
    toastExportFailed: emit(() => toast('error', historyTexts.exportFailed)),
  },
}).createMachine({
  id: 'spendingHistory',
  context: ({ input }) => ({
    userId: input.userId,
    today: input.today,
    data: null,
    pickedWeek: null,
  }),
  initial: 'loading',
  states: {
    loading: loadingState<SpendingHistoryContext, HistoryData>()({
      src: 'loadHistory',
      input: ({ context }) => ({ userId: context.userId, today: context.today }),
      take: 'takeData',
      done: 'loaded',
      failed: 'failed',
      what: 'Loading the spending history',
    }),
    loaded: {
      initial: 'idle',
      on: {
        'history.reload': 'loading',
        'history.pickWeek': {
          guard: {
            type: 'hasPurchasesIn',
            params: ({ event }) => ({ weekStart: event.weekStart }),
          },
          actions: { type: 'pickWeek', params: ({ event }) => ({ weekStart: event.weekStart }) },
        },
      },
      states: {
        idle: { on: { 'history.export': 'exporting' } },
        exporting: {
          tags: 'exporting',
          invoke: {
            id: 'exportCsv',
            src: 'exportCsv',
            input: ({ context }) => ({
              data: context.data ?? { weeks: [], purchases: [], problems: [] },
              today: context.today,
            }),
            onDone: 'idle',
            onError: {
              target: 'idle',
              actions: [logFailureOf('Making the purchases file'), 'toastExportFailed'],
            },
          },
        },
      },
    },
    failed: {
      description: 'Says the history could not be loaded, with a button to try again.',
      on: { 'history.reload': 'loading' },
    },
  },
});
