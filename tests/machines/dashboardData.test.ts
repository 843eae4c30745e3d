import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_DEFAULTS,
  dashboardDataMachine,
  weeklyBudgetLabel,
} from '../../machines/dashboardData/dashboardData.machine.ts';
import type { DashboardRows } from '../../machines/dashboardData/dashboardData.types.ts';

function start(load: () => Promise<DashboardRows>, userId: string | null = 'user-1') {
  const actor = createActor(
    dashboardDataMachine.provide({
      actors: { loadDashboard: fromPromise<DashboardRows, { userId: string }>(() => load()) },
    }),
    { input: { userId, accountName: null } },
  );
  actor.start();
  return actor;
}

describe('dashboard data', () => {
  it('goes from loading to loaded with what was read', async () => {
    const actor = start(async () => ({
      profile: { full_name: 'Grace Hopper' },
      mealFrequency: {
        weekly_budget: '$150',
        custom_budget: null,
        breakfasts_per_week: 7,
        lunch_per_week: 0,
        dinner_per_week: null,
        snacks_per_week: 1,
      },
    }));
    expect(actor.getSnapshot().value).toBe('loading');
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(actor.getSnapshot().context.summary).toEqual({
      firstName: 'Grace',
      weeklyBudget: '$150',
      breakfasts: 7,
      lunches: 0,
      dinners: 7,
      snacks: 1,
      week: null,
    });
  });

  it('carries the week at a glance when one is planned', async () => {
    const week = {
      today: 'Monday',
      todayMeals: [{ type: 'LUNCH', name: 'Chana Masala' }],
      totalCost: '$27.88',
      weeklyBudget: '$50',
    };
    const actor = start(async () => ({ profile: null, mealFrequency: null, week }));
    await waitFor(actor, (snapshot) => snapshot.matches('loaded'));
    expect(actor.getSnapshot().context.summary.week).toEqual(week);
  });

  it('uses the defaults in the error state', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const actor = start(async () => {
      throw new Error('offline');
    });
    await waitFor(actor, (snapshot) => snapshot.matches('error'));
    expect(actor.getSnapshot().context.summary).toEqual({
      firstName: 'User',
      weeklyBudget: '$100',
      breakfasts: 5,
      lunches: 5,
      dinners: 7,
      snacks: 10,
      week: null,
    });
    vi.restoreAllMocks();
  });

  it('does not load without a user', () => {
    const load = vi.fn(async (): Promise<DashboardRows> => ({
      profile: null,
      mealFrequency: null,
    }));
    const actor = start(load, null);
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.summary).toEqual(DASHBOARD_DEFAULTS);
    expect(load).not.toHaveBeenCalled();
  });

  it("shows '$' plus the custom value for 'Custom Amount', else the preset or '$100'", () => {
    expect(weeklyBudgetLabel('Custom Amount', 120)).toBe('$120');
    expect(weeklyBudgetLabel('Custom Amount', 99.9)).toBe('$99.90');
    expect(weeklyBudgetLabel('Custom Amount', null)).toBe('$100');
    expect(weeklyBudgetLabel('$50', 120)).toBe('$50');
    expect(weeklyBudgetLabel(null, null)).toBe('$100');
  });
});
