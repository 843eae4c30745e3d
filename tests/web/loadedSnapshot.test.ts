import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise } from 'xstate';
import { loadedSnapshot } from '../../src/demo/loadedSnapshot.ts';

const loader = createMachine({
  types: {} as {
    input: { answer: number };
    context: { wanted: number; answer: number | null };
  },
  id: 'loader',
  context: ({ input }) => ({ wanted: input.answer, answer: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: fromPromise<number, { answer: number }>(async ({ input }) => {
          if (input.answer < 0) throw new Error('no answer');
          return input.answer;
        }),
        input: ({ context }) => ({ answer: context.wanted }),
        onDone: { target: 'ready', actions: assign({ answer: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: {},
    failed: {},
  },
});

describe('loadedSnapshot', () => {
  it('is the snapshot once no loading state is active, and starts an actor there', async () => {
    const snapshot = await loadedSnapshot(loader, { answer: 42 });
    const actor = createActor(loader, { input: { answer: 42 }, snapshot }).start();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.answer).toBe(42);
    actor.stop();
  });

  it('settles on a failed load too: the page shows its failure state, not a loader', async () => {
    const snapshot = (await loadedSnapshot(loader, { answer: -1 })) as { value?: unknown };
    expect(snapshot.value).toBe('failed');
  });
});
