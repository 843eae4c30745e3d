/**
 * The budget tracker (spec section 2, Budget tracker): loads the weekly budget (the profile's,
 * with the custom-amount rule), what was bought this week, the week's meals and the change log.
 * A failed load shows the defaults (budget 150, nothing spent) rather than an empty screen.
 */
import { assign, setup } from 'xstate';
import { DEFAULT_TRACKER_BUDGET } from '../../supabase/functions/_shared/rules/budget.ts';
import type {
  BudgetData,
  BudgetSummary,
  BudgetTrackerContext,
  BudgetTrackerEvent,
  BudgetTrackerInput,
} from './budgetTracker.types.ts';
import { toProvide } from '../shared/setupParts.ts';
import { loadingState } from '../shared/loadingState.ts';

export { DEFAULT_TRACKER_BUDGET };

/**
 * The overview's figures, in cents underneath: the percent spent is the real figure (178 when the
 * spend is 1.78 times the budget; the bar fills to 100), and past the budget `remaining` is 0 and
 * `overBy` says by how much.
 */
export function budgetSummary(
  data: Pick<BudgetData, 'weeklyBudget' | 'spent' | 'planned'>,
): BudgetSummary {
  const budgetCents = Math.round(data.weeklyBudget * 100);
  const spentCents = Math.round(data.spent * 100);
  // No budget at all: any spend is the whole of it (a percent of nothing has no figure).
  const percent = budgetCents > 0 ? (spentCents / budgetCents) * 100 : spentCents > 0 ? 100 : 0;
  const percentSpent = Math.max(0, Math.round(percent * 10) / 10);
  return {
    weeklyBudget: budgetCents / 100,
    planned: data.planned === null || data.planned === undefined ? null : data.planned,
    spent: spentCents / 100,
    remaining: Math.max(0, budgetCents - spentCents) / 100,
    overBy: Math.max(0, spentCents - budgetCents) / 100,
    percentSpent,
    barPercent: Math.min(100, percentSpent),
  };
}

export function emptyBudgetData(today: string): BudgetData {
  return {
    weeklyBudget: DEFAULT_TRACKER_BUDGET,
    spent: 0,
    planned: null,
    weekStart: today,
    days: [],
    changes: [],
  };
}

export const budgetTrackerMachine = setup({
  types: {
    context: {} as BudgetTrackerContext,
    events: {} as BudgetTrackerEvent,
    input: {} as BudgetTrackerInput,
    tags: {} as 'loading',
  },
  actors: {
    loadBudget: toProvide<BudgetData, { userId: string | null; today: string }>(
      'budgetTracker.loadBudget',
    ),
  },
  actions: {
    takeData: assign({ data: (_, params: { loaded: BudgetData }) => params.loaded }),
    logFailure: (_, params: { what: string; error: unknown }) => {
      console.warn(`${params.what} failed; showing the defaults`, params.error);
    },
  },
}).createMachine({
  id: 'budgetTracker',
  context: ({ input }) => ({
    userId: input.userId,
    today: input.today,
    data: emptyBudgetData(input.today),
  }),
  initial: 'loading',
  states: {
    loading: loadingState<BudgetTrackerContext, BudgetData>()({
      src: 'loadBudget',
      input: ({ context }) => ({ userId: context.userId, today: context.today }),
      take: 'takeData',
      done: 'loaded',
      failed: 'failed',
      what: 'Loading the budget tracker',
    }),
    loaded: { on: { 'budget.reload': 'loading' } },
    failed: {
      description: 'The defaults show (budget 150, nothing spent).',
      on: { 'budget.reload': 'loading' },
    },
  },
});
