import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { onboardingCompletionMachine } from '../../machines/onboardingCompletion/onboardingCompletion.machine.ts';
import type { OnboardingTablesResult } from '../../machines/onboardingCompletion/onboardingCompletion.types.ts';
import { emptyOnboardingData } from '../../machines/onboarding/onboardingData.ts';
import { controllableActors, describePath, replayPath, transitionPaths } from './modelReplay.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const data = emptyOnboardingData('Ada');
const events = [
  { type: 'xstate.after.checkDelay.onboardingCompletion.waiting' },
  { type: 'xstate.done.actor.checkOnboardingTables', output: { complete: true, data } },
  { type: 'xstate.done.actor.checkOnboardingTables', output: { complete: false } },
  { type: 'xstate.error.actor.checkOnboardingTables', error: new Error('offline') },
  { type: 'xstate.done.actor.persistCompletion' },
  { type: 'xstate.error.actor.persistCompletion', error: new Error('storage full') },
];

describe.each([false, true])(
  'onboarding completion with the local flag %s: generated paths',
  (localFlag) => {
    const input = { userId: 'user-1', localFlag };
    const model = onboardingCompletionMachine.provide({
      actors: { persistCompletion: fromPromise(async () => {}) },
    });
    const paths = transitionPaths(model, events, { input });

    it.each(paths.map((path) => [describePath(path), path] as const))(
      '%s',
      async (_title, path) => {
        const fakes = controllableActors(['checkOnboardingTables', 'persistCompletion'] as const);
        const machine = onboardingCompletionMachine.provide({
          actors: fakes.actors,
          delays: { checkDelay: 5 },
        });
        const actor = await replayPath(path, {
          machine,
          input,
          settle: fakes.settle,
          delayMs: () => 5,
          compare: (actual, expected) => expect(actual.context).toEqual(expected.context),
        });
        if (actor.getSnapshot().status === 'done') {
          expect(actor.getSnapshot().output).toEqual({
            complete: path.state.context.complete,
            failed: path.state.context.failed,
          });
        }
        // The flag and the local copy are stored exactly when the database says complete.
        const databaseSaidComplete = path.steps.some(
          (step) =>
            step.event.type === 'xstate.done.actor.checkOnboardingTables' &&
            (step.event as unknown as { output: { complete: boolean } }).output.complete,
        );
        expect(fakes.calls('persistCompletion')).toBe(databaseSaidComplete ? 1 : 0);
        if (databaseSaidComplete) expect(actor.getSnapshot().context.data).toEqual(data);
      },
    );
  },
);

describe('onboarding completion', () => {
  it('trusts the local flag without asking the database', async () => {
    const check = vi.fn(async (): Promise<OnboardingTablesResult> => ({ complete: false }));
    const actor = createActor(
      onboardingCompletionMachine.provide({
        actors: {
          checkOnboardingTables: fromPromise<OnboardingTablesResult, { userId: string }>(check),
        },
      }),
      { input: { userId: 'u', localFlag: true } },
    ).start();
    expect(actor.getSnapshot().output).toEqual({ complete: true, failed: false });
    expect(check).not.toHaveBeenCalled();
  });

  it('asks the database 500 ms after the session starts', async () => {
    const check = vi.fn(async (): Promise<OnboardingTablesResult> => ({ complete: true, data }));
    const actor = createActor(
      onboardingCompletionMachine.provide({
        actors: {
          checkOnboardingTables: fromPromise<OnboardingTablesResult, { userId: string }>(check),
          persistCompletion: fromPromise(async () => {}),
        },
      }),
      { input: { userId: 'u', localFlag: false } },
    ).start();
    await vi.advanceTimersByTimeAsync(499);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.output).toEqual({ complete: true, failed: false });
  });

  it('answers "not complete" when the database cannot be asked', async () => {
    const actor = createActor(
      onboardingCompletionMachine.provide({
        actors: {
          checkOnboardingTables: fromPromise<OnboardingTablesResult, { userId: string }>(
            async () => {
              throw new Error('offline');
            },
          ),
        },
        delays: { checkDelay: 0 },
      }),
      { input: { userId: 'u', localFlag: false } },
    ).start();
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().output).toEqual({ complete: false, failed: true });
  });
});
