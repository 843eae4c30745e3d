import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  budgetSummary,
  budgetTrackerMachine,
} from '../../machines/budgetTracker/budgetTracker.machine.ts';
import type { BudgetData } from '../../machines/budgetTracker/budgetTracker.types.ts';

describe('budget tracker', () => {
  it('works out remaining and percent spent to the cent', () => {
    expect(budgetSummary({ weeklyBudget: 150, spent: 39.23 })).toEqual({
      weeklyBudget: 150,
      planned: null,
      spent: 39.23,
      remaining: 110.77,
      overBy: 0,
      percentSpent: 26.2,
      barPercent: 26.2,
    });
  });

  it('says the real percent past the budget and the amount over, never a negative remaining', () => {
    expect(budgetSummary({ weeklyBudget: 75, spent: 133.6 })).toEqual({
      weeklyBudget: 75,
      planned: null,
      spent: 133.6,
      remaining: 0,
      overBy: 58.6,
      percentSpent: 178.1,
      barPercent: 100,
    });
    expect(budgetSummary({ weeklyBudget: 50, spent: 50 })).toMatchObject({
      remaining: 0,
      overBy: 0,
      percentSpent: 100,
    });
  });

  it('shows what the week is planned to cost beside what was spent', () => {
    expect(budgetSummary({ weeklyBudget: 50, spent: 12.5, planned: 30.53 })).toMatchObject({
      planned: 30.53,
      spent: 12.5,
      remaining: 37.5,
    });
  });

  it('shows the defaults (150, nothing spent) when loading fails', async () => {
    const actor = createActor(
      budgetTrackerMachine.provide({
        actors: {
          loadBudget: fromPromise<BudgetData, { userId: string | null; today: string }>(() =>
            Promise.reject(new Error('offline')),
          ),
        },
      }),
      { input: { userId: 'u1', today: '2026-11-21' } },
    );
    const warn = console.warn;
    console.warn = () => {};
    actor.start();
    await waitFor(actor, (s) => s.matches('failed'));
    console.warn = warn;
    expect(budgetSummary(actor.getSnapshot().context.data)).toEqual({
      weeklyBudget: 150,
      planned: null,
      spent: 0,
      remaining: 150,
      overBy: 0,
      percentSpent: 0,
      barPercent: 0,
    });
  });
});
