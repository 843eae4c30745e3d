/**
 * Generate Meals on a day: the machine hands the day's context to the generateDay actor, shows
 * what comes back, and tells whether every slot was filled or says why some stayed empty.
 */
import { describe, expect, it, vi } from 'vitest';
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
import { messages } from '../../machines/texts/messages.ts';
import type { StoredPlan } from '../../machines/planShared/plan.types.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import { WEEK_START, fixturePlan, replacedPlan } from '../web/planFixtures.ts';

function start(generate: (input: GenerateDayInput) => Promise<DayGenerated>) {
  const seen: GenerateDayInput[] = [];
  const machine = dayPlanMachine.provide({
    actors: {
      loadPlan: fromPromise<LoadedWeek, PlanRequest>(async () => ({
        stored: fixturePlan(),
        weekStart: WEEK_START,
      })),
      editPlan: fromPromise<StoredPlan, EditPlanInput>(async ({ input }) => input.stored),
      replaceMeal: fromPromise<StoredPlan, ReplaceMealInput>(async () => replacedPlan()),
      generateDay: fromPromise<DayGenerated, GenerateDayInput>(({ input }) => {
        seen.push(input);
        return generate(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { userId: 'u1', weekday: 'Tuesday', today: WEEK_START },
  });
  const toasts: ViewEffect[] = [];
  actor.on('effect.toast', (effect) => toasts.push(effect));
  actor.start();
  return { actor, seen, toasts };
}

describe('Generate Meals on a day', () => {
  it('passes the stored week and the weekday, and says the meals were added', async () => {
    const filled = replacedPlan();
    const { actor, seen, toasts } = start(async () => ({ stored: filled, notice: null }));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && s.context.stored === filled);
    expect(seen).toEqual([
      { userId: 'u1', today: WEEK_START, ahead: 0, stored: fixturePlan(), weekday: 'Tuesday' },
    ]);
    expect(toasts.at(-1)).toMatchObject({
      tone: 'success',
      title: messages.day.filledTitle,
      message: messages.day.filled,
    });
    actor.stop();
  });

  it('shows what was added and says why a slot stayed empty', async () => {
    const notice =
      'No snack was added: Every snack that fits would bring the week to at least $71.20, above your $70.00 budget.';
    const partly = replacedPlan();
    const { actor, toasts } = start(async () => ({ stored: partly, notice }));
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, (s) => s.context.stored === partly);
    expect(toasts.at(-1)).toMatchObject({
      tone: 'info',
      title: messages.day.partlyFilledTitle,
      message: notice,
    });
    actor.stop();
  });

  it('keeps the day as it was and says generation failed when nothing could be added', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor, toasts } = start(async () => {
      throw new Error('No dinner fits your restrictions.');
    });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    const before = actor.getSnapshot().context.stored;
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, () => toasts.some((t) => t.type === 'effect.toast' && t.tone === 'error'));
    expect(actor.getSnapshot().context.stored).toBe(before);
    expect(toasts.at(-1)).toMatchObject({
      tone: 'error',
      message: messages.mealPlan.generateFailed,
    });
    expect(warn).toHaveBeenCalledWith('Generating the plan failed', expect.any(Error));
    warn.mockRestore();
    actor.stop();
  });
  it('says why when the planner refuses (a 422): the cheapest till, not "try again later"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const why = 'The cheapest plan we found costs $58.83 at the till, above your $50.00 budget.';
    const { actor, toasts } = start(async () => {
      throw Object.assign(new Error(why), { status: 422 });
    });
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }));
    actor.send({ type: 'plan.generate' });
    await waitFor(actor, () => toasts.some((t) => t.type === 'effect.toast' && t.tone === 'error'));
    expect(toasts.at(-1)).toMatchObject({
      tone: 'error',
      title: messages.mealPlan.refusedTitle,
      message: why,
    });
    warn.mockRestore();
    actor.stop();
  });
});
