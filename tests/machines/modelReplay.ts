/**
 * Model-based testing for machines that invoke actors or wait: paths are generated from the
 * machine definition (xstate/graph), then replayed on a real actor whose invoked actors are
 * controllable fakes and whose delays run on Vitest's fake clock.
 */
import {
  createActor,
  fromPromise,
  transition,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { expect, vi } from 'vitest';

interface Deferred {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** fromPromise actors whose results the test decides, one pending call per id at a time. */
export function controllableActors<Id extends string>(ids: readonly Id[]) {
  const pending = new Map<string, Deferred>();
  const calls = new Map<string, number>();
  const actors = Object.fromEntries(
    ids.map((id) => [
      id,
      fromPromise(
        () =>
          new Promise<unknown>((resolve, reject) => {
            calls.set(id, (calls.get(id) ?? 0) + 1);
            pending.set(id, { resolve, reject });
          }),
      ),
    ]),
    // Typed as never so each fits whatever output type the machine under test declares.
  ) as Record<Id, never>;
  return {
    actors,
    calls: (id: Id) => calls.get(id) ?? 0,
    settle(id: string, outcome: 'done' | 'error', value: unknown) {
      const deferred = pending.get(id);
      if (!deferred) throw new Error(`No pending call of ${id} to settle`);
      pending.delete(id);
      if (outcome === 'done') deferred.resolve(value);
      else deferred.reject(value);
    },
  };
}

type Snapshot = SnapshotFrom<AnyStateMachine>;

/** Every transition of the machine: the shortest path to each state, plus each event from it. */
export function transitionPaths(
  machine: AnyStateMachine,
  events: EventObject[],
  options: { input?: unknown; serialize?: (snapshot: Snapshot) => string } = {},
): StatePath<Snapshot, EventObject>[] {
  const serialize =
    options.serialize ??
    ((snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context]));
  const statePaths = getShortestPaths(machine, {
    events,
    input: options.input,
    serializeState: (snapshot) => serialize(snapshot as Snapshot),
  }) as StatePath<Snapshot, EventObject>[];
  const seen = new Set<string>();
  const result: StatePath<Snapshot, EventObject>[] = [...statePaths];
  for (const path of statePaths) {
    for (const event of events) {
      const [next] = transition(machine, path.state, event) as [Snapshot, unknown];
      if (serialize(next) === serialize(path.state)) continue;
      const key = `${serialize(path.state)}|${JSON.stringify(event)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      result.push({
        state: next,
        steps: [...path.steps, { event, state: next }],
        weight: path.steps.length + 1,
      });
    }
  }
  return result;
}

export function describePath(path: StatePath<Snapshot, EventObject>): string {
  const steps = path.steps.map((step) => step.event.type).filter((type) => type !== 'xstate.init');
  return `${JSON.stringify(path.state.value)} via ${steps.join(' → ') || '(start)'}`;
}

export interface ReplayOptions {
  machine: AnyStateMachine;
  input?: unknown;
  settle: (id: string, outcome: 'done' | 'error', value: unknown) => void;
  /** Milliseconds of a named delay in the given state (from the delays the test provided). */
  delayMs: (delay: string, snapshot: Snapshot) => number;
  /** Compare more than the state value (e.g. parts of the context). */
  compare?: (actual: Snapshot, expected: Snapshot) => void;
}

/** Replays a generated path on a real actor (fake timers must be on) and checks every state. */
export async function replayPath(path: StatePath<Snapshot, EventObject>, options: ReplayOptions) {
  const actor = createActor(options.machine, { input: options.input });
  actor.start();
  await vi.advanceTimersByTimeAsync(0);
  for (const step of path.steps) {
    const { type } = step.event;
    if (type === 'xstate.init') {
      // the actor has started
    } else if (type.startsWith('xstate.done.actor.')) {
      options.settle(
        type.slice('xstate.done.actor.'.length),
        'done',
        (step.event as { output?: unknown }).output,
      );
    } else if (type.startsWith('xstate.error.actor.')) {
      options.settle(
        type.slice('xstate.error.actor.'.length),
        'error',
        (step.event as { error?: unknown }).error,
      );
    } else if (type.startsWith('xstate.after.')) {
      const delay = type.slice('xstate.after.'.length).split('.')[0] ?? '';
      await vi.advanceTimersByTimeAsync(options.delayMs(delay, actor.getSnapshot()));
    } else {
      actor.send(step.event);
    }
    await vi.advanceTimersByTimeAsync(0);
    const actual = actor.getSnapshot();
    expect(actual.value, `after ${type}`).toEqual(step.state.value);
    options.compare?.(actual, step.state);
  }
  return actor;
}
