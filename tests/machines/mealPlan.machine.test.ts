import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { mealPlanMachine } from '../../machines/mealPlan/mealPlan.machine.ts';
import type {
  FocusRequest,
  LoadedWeek,
  PlanRequest,
} from '../../machines/mealPlan/mealPlan.types.ts';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import { fixturePlan } from '../web/planFixtures.ts';
import { GENERATING_TOAST_ID } from '../../machines/shared/effects.ts';

/** A stored week as loaded. */
const loaded = (stored: StoredPlan): LoadedWeek => ({ stored, weekStart: stored.plan.weekStart });

function start(actors: {
  loadPlan?: (request: PlanRequest) => Promise<LoadedWeek>;
  generatePlan?: (request: PlanRequest) => Promise<StoredPlan>;
  saveFocus?: (request: FocusRequest) => Promise<void>;
}) {
  const effects: ViewEffect[] = [];
  const actor = createActor(
    mealPlanMachine.provide({
      actors: {
        loadPlan: fromPromise<LoadedWeek, PlanRequest>(({ input }) =>
          (actors.loadPlan ?? (async () => ({ stored: null, weekStart: '2026-11-16' })))(input),
        ),
        generatePlan: fromPromise<StoredPlan, PlanRequest>(({ input }) =>
          (actors.generatePlan ?? (async () => fixturePlan()))(input),
        ),
        exportCalendar: fromPromise<void, StoredPlan>(async () => {}),
        saveFocus: fromPromise<void, FocusRequest>(({ input }) =>
          (actors.saveFocus ?? (async () => {}))(input),
        ),
      },
    }),
    { input: { userId: 'u1', today: '2026-11-21' } },
  );
  actor.on('*', (effect) => {
    effects.push(effect);
  });
  actor.start();
  return { actor, effects };
}

describe('meal plan machine', () => {
  it('shows and plans next week before it starts, and offers the trip’s weeks by how often the person shops', async () => {
    const loads: PlanRequest[] = [];
    const generated: PlanRequest[] = [];
    const { actor } = start({
      loadPlan: async (request) => {
        loads.push(request);
        return {
          stored: null,
          weekStart: request.ahead ? '2026-11-23' : '2026-11-16',
          shopping: 'Weekly',
        };
      },
      generatePlan: async (request) => {
        generated.push(request);
        return fixturePlan();
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.aheadLimit).toBe(1);
    // A weekly shopper plans at most next week.
    expect(actor.getSnapshot().can({ type: 'week.show', ahead: 2 })).toBe(false);
    actor.send({ type: 'week.show', ahead: 1 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads.at(-1)).toEqual({ userId: 'u1', today: '2026-11-21', ahead: 1 });
    expect(actor.getSnapshot().context.weekStart).toBe('2026-11-23');
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.stored !== null);
    expect(generated).toEqual([{ userId: 'u1', today: '2026-11-21', ahead: 1 }]);
    // Back to this week: it loads the week holding today again.
    actor.send({ type: 'week.show', ahead: 0 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(loads.at(-1)?.ahead).toBe(0);
  });

  it('offers the weeks of a bi-weekly or monthly trip', async () => {
    for (const [shopping, limit] of [
      ['Bi-Weekly', 2],
      ['Monthly', 3],
    ] as const) {
      const { actor } = start({
        loadPlan: async () => ({ stored: null, weekStart: '2026-11-16', shopping }),
      });
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().context.aheadLimit).toBe(limit);
      expect(actor.getSnapshot().can({ type: 'week.show', ahead: limit })).toBe(true);
      expect(actor.getSnapshot().can({ type: 'week.show', ahead: limit + 1 })).toBe(false);
    }
  });

  it('shows the placeholder plan with the catalogue toast when loading fails', async () => {
    const { actor, effects } = start({ loadPlan: () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.placeholder).toBe(true);
    expect(actor.getSnapshot().context.stored?.plan.totalCost).toBe('$87.80');
    expect(effects).toContainEqual({
      type: 'effect.toast',
      tone: 'error',
      message: 'Failed to load your meal plan. Using placeholder data.',
    });
    expect(actor.getSnapshot().can({ type: 'plan.exportCalendar' })).toBe(false);
  });

  it('has no plan (empty cards) when none is stored, for the week its start day gives', async () => {
    const { actor, effects } = start({});
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.stored).toBeNull();
    expect(actor.getSnapshot().context.weekStart).toBe('2026-11-16');
    expect(effects).toEqual([]);
  });

  it('generates for the week holding today, with the 10 s start toast and the ready toast', async () => {
    const requests: PlanRequest[] = [];
    const { actor, effects } = start({
      generatePlan: async (request) => {
        requests.push(request);
        return fixturePlan();
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'plan.generate' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'plan.generate' })).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(requests).toEqual([{ userId: 'u1', today: '2026-11-21', ahead: 0 }]);
    expect(actor.getSnapshot().context.stored).toEqual(fixturePlan());
    expect(effects).toEqual([
      {
        type: 'effect.toast',
        tone: 'info',
        message: 'Generating your personalized meal plan...',
        autoCloseMs: 10_000,
        id: GENERATING_TOAST_ID,
      },
      // The outcome closes the progress toast rather than showing beside it.
      {
        type: 'effect.toast',
        tone: 'success',
        message: 'Your meal plan is ready!',
        closes: GENERATING_TOAST_ID,
      },
    ]);
  });

  it('keeps the old plan and says so when generation fails', async () => {
    const { actor, effects } = start({
      loadPlan: async () => loaded(fixturePlan()),
      generatePlan: () => Promise.reject(new Error('infeasible')),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, (s) => s.matches('ready') && effects.length === 2);
    expect(actor.getSnapshot().context.stored).toEqual(fixturePlan());
    expect(effects[1]).toEqual({
      type: 'effect.toast',
      tone: 'error',
      message: 'Failed to generate meal plan. Please try again later.',
      closes: GENERATING_TOAST_ID,
    });
  });

  it('shows why no week fits when the planner refuses, until a week is planned', async () => {
    const why =
      'The cheapest plan we found that meets your meal counts (7 dinners) costs $58.83 at the till, above your $50.00 budget.';
    const refusal = Object.assign(new Error(why), { status: 422 });
    let attempts = 0;
    const { actor, effects } = start({
      generatePlan: async () => {
        attempts += 1;
        if (attempts === 1) throw refusal;
        return fixturePlan();
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, (s) => s.matches('ready') && effects.length === 2);
    expect(actor.getSnapshot().context.refusal).toBe(why);
    expect(actor.getSnapshot().context.stored).toBeNull();
    expect(effects[1]).toEqual({
      type: 'effect.toast',
      tone: 'error',
      title: 'No week fits yet',
      message: 'The page says why, and what would make a week fit.',
      closes: GENERATING_TOAST_ID,
    });
    // A week planned clears it.
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, (s) => s.matches('ready') && effects.length === 4);
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(actor.getSnapshot().context.stored).toEqual(fixturePlan());
  });

  it('lets a refusal go when the week is read again (the staples answer changed)', async () => {
    const { actor } = start({
      generatePlan: () =>
        Promise.reject(Object.assign(new Error('No week fits.'), { status: 422 })),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.refusal !== null);
    actor.send({ type: 'plan.reload' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });

  it('keeps a refusal apart from a failure: a 500 says try again later', async () => {
    const { actor, effects } = start({
      generatePlan: () => Promise.reject(Object.assign(new Error('boom'), { status: 500 })),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, (s) => s.matches('ready') && effects.length === 2);
    expect(actor.getSnapshot().context.refusal).toBeNull();
    expect(effects[1]).toMatchObject({
      message: 'Failed to generate meal plan. Please try again later.',
    });
  });

  it('asks before a new week replaces an edited one, and keeps the week when told to', async () => {
    const edited = fixturePlan();
    edited.plan.edits = 2;
    let generated = 0;
    const { actor } = start({
      loadPlan: async () => loaded(edited),
      generatePlan: async () => {
        generated += 1;
        return fixturePlan();
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'plan.generate' });
    expect(actor.getSnapshot().matches('confirmingRegenerate')).toBe(true);
    actor.send({ type: 'regenerate.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(generated).toBe(0);
    actor.send({ type: 'plan.generate' });
    actor.send({ type: 'regenerate.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(generated).toBe(1);
    expect(actor.getSnapshot().context.stored).toEqual(fixturePlan());
  });

  it('makes a new week at once when the week has no edits', async () => {
    const { actor } = start({ loadPlan: async () => loaded(fixturePlan()) });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'plan.generate' });
    expect(actor.getSnapshot().matches('generating')).toBe(true);
  });

  it('keeps the spend/quality control with the profile, then plans the week again at it', async () => {
    const saved: FocusRequest[] = [];
    let generated = 0;
    const { actor } = start({
      loadPlan: async () => ({ ...loaded(fixturePlan()), focus: 2 }),
      saveFocus: async (request) => {
        saved.push(request);
      },
      generatePlan: async () => {
        generated += 1;
        return fixturePlan();
      },
    });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.focus).toBe(2);
    // The same step again changes nothing.
    actor.send({ type: 'plan.setFocus', focus: 2 });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'plan.setFocus', focus: 5 });
    expect(actor.getSnapshot().matches('savingFocus')).toBe(true);
    await waitFor(actor, (s) => s.matches('generating'));
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saved).toEqual([{ userId: 'u1', focus: 5 }]);
    expect(generated).toBe(1);
    expect(actor.getSnapshot().context.focus).toBe(5);
  });

  it('asks before the control replaces an edited week; with no week it only saves', async () => {
    const edited = fixturePlan();
    edited.plan.edits = 1;
    const { actor } = start({ loadPlan: async () => loaded(edited) });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.focus).toBe(3);
    actor.send({ type: 'plan.setFocus', focus: 1 });
    await waitFor(actor, (s) => s.matches('confirmingRegenerate'));
    actor.send({ type: 'regenerate.cancel' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);

    let generated = 0;
    const empty = start({
      generatePlan: async () => {
        generated += 1;
        return fixturePlan();
      },
    });
    await waitFor(empty.actor, (s) => s.matches('ready'));
    empty.actor.send({ type: 'plan.setFocus', focus: 4 });
    await waitFor(empty.actor, (s) => s.matches('ready'));
    expect(generated).toBe(0);
    expect(empty.actor.getSnapshot().context.focus).toBe(4);
  });

  it('says so when the control cannot be saved, and plans nothing', async () => {
    const { actor, effects } = start({
      loadPlan: async () => loaded(fixturePlan()),
      saveFocus: () => Promise.reject(new Error('offline')),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'plan.setFocus', focus: 4 });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(effects).toContainEqual({
      type: 'effect.toast',
      tone: 'error',
      message: 'Failed to save your spend/quality choice. Please try again later.',
    });
    expect(actor.getSnapshot().context.focus).toBe(3);
  });
});
