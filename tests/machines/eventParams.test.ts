import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf, guardedByField, logFailureOf } from '../../machines/shared/eventParams.ts';
import { logFailure } from '../../machines/shared/setupParts.ts';

const picker = setup({
  types: {} as {
    context: { picked: string | null };
    events: { type: 'pick'; id: string; other: string };
  },
  guards: { isKnown: (_, params: { id: string }) => params.id !== 'unknown' },
  actions: {
    take: assign((_, params: { id: string }) => ({ picked: JSON.stringify(params) })),
  },
}).createMachine({
  context: { picked: null },
  initial: 'idle',
  states: {
    idle: {
      on: { pick: guardedByField('id', { guard: 'isKnown', target: 'picked', action: 'take' }) },
    },
    picked: {},
  },
});

describe('a transition whose guard and action read one field of the event', () => {
  it('hands the action that field alone, and goes on', () => {
    const actor = createActor(picker).start();
    actor.send({ type: 'pick', id: 'a1', other: 'left out' });
    expect(actor.getSnapshot().value).toBe('picked');
    expect(actor.getSnapshot().context.picked).toBe('{"id":"a1"}');
  });

  it('stays where it is when the guard refuses the field', () => {
    const actor = createActor(picker).start();
    actor.send({ type: 'pick', id: 'unknown', other: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.picked).toBeNull();
  });
});

describe('a failed actor, logged', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns with what failed and the error, and hands the error on as { error }', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusal = new Error('offline');
    const loader = setup({
      types: {} as { context: { error: unknown } },
      actors: { load: fromPromise<void>(() => Promise.reject(refusal)) },
      actions: {
        logFailure,
        remember: assign((_, params: { error: unknown }) => ({ error: params.error })),
      },
    }).createMachine({
      context: { error: null },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'load',
            onError: {
              target: 'failed',
              actions: [{ type: 'remember', params: errorOf }, logFailureOf('Loading the week')],
            },
          },
        },
        failed: {},
      },
    });
    const actor = createActor(loader).start();
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(refusal);
    expect(warn).toHaveBeenCalledWith('Loading the week failed', refusal);
  });
});
