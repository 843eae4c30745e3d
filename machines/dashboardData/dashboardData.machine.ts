/**
 * The dashboard's data (spec section 4, Dashboard data): loading, then loaded, or error with the
 * defaults ('$100', 5 breakfasts, 5 lunches, 7 dinners, 10 snacks, name 'User'). Load failures
 * fall back silently (spec section 8). While it loads, the summary this device kept (input
 * `cached`) shows, and the fresh one replaces it.
 */
import { assign, setup } from 'xstate';
import { CUSTOM_BUDGET, toDecimal } from '../onboarding/onboardingData.ts';
import type {
  DashboardDataContext,
  DashboardDataEvent,
  DashboardDataInput,
  DashboardRows,
  DashboardSummary,
} from './dashboardData.types.ts';
import { toProvide } from '../shared/setupParts.ts';
import { keepIfSame } from '../shared/sameData.ts';
import { compactDollars } from '../../supabase/functions/_shared/rules/money.ts';
import { errorOf } from '../shared/eventParams.ts';

export const DASHBOARD_DEFAULTS: DashboardSummary = {
  firstName: 'User',
  weeklyBudget: '$100',
  breakfasts: 5,
  lunches: 5,
  dinners: 7,
  snacks: 10,
  week: null,
};

export function firstNameOf(fullName: string | null | undefined): string | null {
  const first = fullName?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * The weekly budget as shown: '$' plus the custom value when 'Custom Amount' is chosen and a
 * custom budget exists, else the preset as stored, else the default.
 */
export function weeklyBudgetLabel(
  weeklyBudget: string | null | undefined,
  customBudget: number | string | null | undefined,
): string {
  if (weeklyBudget === CUSTOM_BUDGET) {
    const custom = typeof customBudget === 'number' ? customBudget : toDecimal(customBudget ?? '');
    return custom !== null && custom >= 0
      ? compactDollars(custom)
      : DASHBOARD_DEFAULTS.weeklyBudget;
  }
  const preset = weeklyBudget?.trim();
  return preset ? preset : DASHBOARD_DEFAULTS.weeklyBudget;
}

/** The summary from what was loaded; each missing value takes its default. */
export function dashboardSummary(
  rows: DashboardRows,
  accountName: string | null,
): DashboardSummary {
  const meals = rows.mealFrequency;
  return {
    firstName:
      firstNameOf(rows.profile?.full_name) ??
      firstNameOf(accountName) ??
      DASHBOARD_DEFAULTS.firstName,
    weeklyBudget: meals
      ? weeklyBudgetLabel(meals.weekly_budget, meals.custom_budget)
      : DASHBOARD_DEFAULTS.weeklyBudget,
    breakfasts: meals?.breakfasts_per_week ?? DASHBOARD_DEFAULTS.breakfasts,
    lunches: meals?.lunch_per_week ?? DASHBOARD_DEFAULTS.lunches,
    dinners: meals?.dinner_per_week ?? DASHBOARD_DEFAULTS.dinners,
    snacks: meals?.snacks_per_week ?? DASHBOARD_DEFAULTS.snacks,
    week: rows.week ?? null,
  };
}

export const dashboardDataMachine = setup({
  types: {
    context: {} as DashboardDataContext,
    events: {} as DashboardDataEvent,
    input: {} as DashboardDataInput,
    tags: {} as 'loading',
  },
  actors: {
    loadDashboard: toProvide<DashboardRows, { userId: string }>('dashboardData.loadDashboard'),
  },
  actions: {
    takeRows: assign({
      // The summary this device showed stays when the fresh one is the same.
      summary: ({ context }, params: { rows: DashboardRows }) =>
        keepIfSame(context.summary, dashboardSummary(params.rows, context.accountName)),
      fromCache: false,
    }),
    useDefaults: assign({ summary: () => DASHBOARD_DEFAULTS, fromCache: false }),
    logLoadFailure: (_, params: { error: unknown }) => {
      console.warn('Loading the dashboard data failed; showing the defaults', params.error);
    },
  },
  guards: {
    hasUser: ({ context }) => context.userId !== null && context.userId !== '',
  },
}).createMachine({
  id: 'dashboardData',
  context: ({ input }) => ({
    userId: input.userId,
    accountName: input.accountName,
    summary: input.cached ? dashboardSummary(input.cached, input.accountName) : DASHBOARD_DEFAULTS,
    fromCache: Boolean(input.cached),
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: 'loading',
      always: [
        { guard: 'hasUser', target: 'loading' },
        { target: 'error', actions: 'useDefaults' },
      ],
    },
    loading: {
      tags: 'loading',
      invoke: {
        id: 'loadDashboard',
        src: 'loadDashboard',
        input: ({ context }) => ({ userId: context.userId ?? '' }),
        onDone: {
          target: 'loaded',
          actions: { type: 'takeRows', params: ({ event }) => ({ rows: event.output }) },
        },
        onError: {
          target: 'error',
          actions: ['useDefaults', { type: 'logLoadFailure', params: errorOf }],
        },
      },
    },
    loaded: { on: { 'dashboard.reload': 'loading' } },
    error: {
      description: 'Nothing could be loaded: the defaults show, silently.',
      on: { 'dashboard.reload': 'checking' },
    },
  },
});
