/**
 * The day plan opened with the week this device kept: its cards open while the fresh week
 * loads (a press is never lost), its edits wait for the fresh week, and an open card stays open
 * when the fresh week arrives.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { dayPlanMachine } from '../../machines/dayPlan/dayPlan.machine.ts';
import type {
  DayGenerated,
  EditPlanInput,
  GenerateDayInput,
  LoadedWeek,
  PlanRequest,
  ReplaceMealInput,
} from '../../machines/dayPlan/dayPlan.types.ts';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import { DINNER_ID, WEEK_START, fixturePlan } from '../web/planFixtures.ts';

/** A day plan for Monday whose load waits until the test lets it finish. */
function start(cached: StoredPlan | null) {
  let finish!: (loaded: LoadedWeek) => void;
  const machine = dayPlanMachine.provide({
    actors: {
      loadPlan: fromPromise<LoadedWeek, PlanRequest>(
        () =>
          new Promise((resolve) => {
            finish = resolve;
          }),
      ),
      editPlan: fromPromise<StoredPlan, EditPlanInput>(async ({ input }) => input.stored),
      replaceMeal: fromPromise<StoredPlan, ReplaceMealInput>(async ({ input }) => input.stored),
      generateDay: fromPromise<DayGenerated, GenerateDayInput>(async () => ({
        stored: fixturePlan(),
        notice: null,
      })),
    },
  });
  const actor = createActor(machine, {
    input: { userId: 'u1', weekday: 'Monday', today: WEEK_START, cached },
  });
  actor.start();
  return { actor, finish: (loaded: LoadedWeek) => finish(loaded) };
}

describe('the day plan with the week this device kept', () => {
  it("opens a card and its toggles while the fresh week loads, and keeps it open once it's in", async () => {
    const { actor, finish } = start(fixturePlan());
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    actor.send({ type: 'meal.expand', mealId: DINNER_ID });
    actor.send({ type: 'meal.toggleNutrition' });
    expect(actor.getSnapshot().context).toMatchObject({
      expandedMealId: DINNER_ID,
      showNutrition: true,
    });
    // Editing waits for the fresh week: the card's buttons are disabled until then.
    expect(actor.getSnapshot().can({ type: 'meal.remove', mealId: DINNER_ID })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'meal.replace', mealId: DINNER_ID })).toBe(false);

    finish({ stored: fixturePlan(), weekStart: WEEK_START });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    expect(actor.getSnapshot().context).toMatchObject({
      expandedMealId: DINNER_ID,
      showNutrition: true,
    });
    expect(actor.getSnapshot().can({ type: 'meal.remove', mealId: DINNER_ID })).toBe(true);
    actor.stop();
  });

  it('opens no card while nothing is shown yet', () => {
    const { actor } = start(null);
    actor.send({ type: 'meal.expand', mealId: DINNER_ID });
    expect(actor.getSnapshot().context.expandedMealId).toBeNull();
    actor.stop();
  });
});
