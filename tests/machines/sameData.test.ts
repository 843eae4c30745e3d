import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { keepIfSame, sameData } from '../../machines/shared/sameData.ts';
import { mealPlanMachine } from '../../machines/mealPlan/mealPlan.machine.ts';
import type { LoadedWeek, PlanRequest } from '../../machines/mealPlan/mealPlan.types.ts';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import { fixturePlan } from '../web/planFixtures.ts';

describe('sameData', () => {
  it('compares values, not references, whatever the key order', () => {
    expect(sameData({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameData({ a: 1, gone: undefined }, { a: 1 })).toBe(true);
    expect(sameData(null, null)).toBe(true);
  });

  it('tells different data apart', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameData([1, 2], [2, 1])).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
    expect(sameData('1', 1)).toBe(false);
  });

  it('keeps the current value when the next holds the same data', () => {
    const current = { a: [1, 2] };
    expect(keepIfSame(current, { a: [1, 2] })).toBe(current);
    const next = { a: [1, 3] };
    expect(keepIfSame(current, next)).toBe(next);
  });
});

describe('a plan page that showed the kept week', () => {
  function start(cached: StoredPlan, fresh: StoredPlan) {
    const actor = createActor(
      mealPlanMachine.provide({
        actors: {
          loadPlan: fromPromise<LoadedWeek, PlanRequest>(async () => ({
            stored: fresh,
            weekStart: fresh.plan.weekStart,
          })),
        },
      }),
      { input: { userId: 'u1', today: cached.plan.weekStart, cached } },
    );
    actor.start();
    return actor;
  }

  it('shows it while loading and keeps the same object when the fresh week is equal', async () => {
    const cached = fixturePlan();
    const actor = start(cached, structuredClone(cached));
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(actor.getSnapshot().context.stored).toBe(cached);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.stored).toBe(cached);
  });

  it('takes the fresh week when it differs', async () => {
    const cached = fixturePlan();
    const fresh = { ...cached, plan: { ...cached.plan, totalCost: '$1.00' } };
    const actor = start(cached, fresh);
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(actor.getSnapshot().context.stored).toBe(fresh);
  });
});
