import { demoInput } from '../hooks/usePlanActor.ts';
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InputFrom,
  type Snapshot,
} from 'xstate';

/**
 * The persisted snapshot of `machine` once it has loaded: started with `input`, run until no
 * state tagged `loading` is active, then stopped. The demo actors answer at once, so a demo
 * route's loader settles within a few microtasks, and the page starts its actor from this
 * snapshot: its first render already shows the sample data, in the browser as in the HTML the
 * build prerenders for the demo pages (vite.config.ts), instead of a loader first.
 */
export function loadedSnapshot<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
): Promise<Snapshot<unknown>> {
  return new Promise((resolve, reject) => {
    const actor = createActor(machine, { input });
    let settled = false;
    const settle = () => {
      const current: AnyMachineSnapshot = actor.getSnapshot();
      if (settled || current.hasTag('loading')) return false;
      settled = true;
      subscription.unsubscribe();
      const snapshot = actor.getPersistedSnapshot();
      actor.stop();
      resolve(snapshot);
      return true;
    };
    const subscription = actor.subscribe({
      next: () => void settle(),
      error: (error: unknown) => {
        settled = true;
        subscription.unsubscribe();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    actor.start();
    settle();
  });
}

/** A demo route's loader: `machine` loaded from the sample data (see loadedSnapshot). */
export function demoLoader<TMachine extends AnyStateMachine>(
  machine: TMachine,
): () => Promise<Snapshot<unknown>> {
  return () => loadedSnapshot(machine, demoInput<TMachine>());
}
