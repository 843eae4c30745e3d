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
      percentSpent: 26.2,
    });
    expect(budgetSummary({ weeklyBudget: 50, spent: 80 }).percentSpent).toBe(100);
    expect(budgetSummary({ weeklyBudget: 50, spent: 80 }).remaining).toBe(-30);
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
      percentSpent: 0,
    });
  });
});
