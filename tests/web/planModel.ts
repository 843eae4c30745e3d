/**
 * Paths for the screen-level model tests, generated from a machine: a breadth-first walk over
 * its concrete states that expands a state only when it shows something new on screen (its
 * abstract key is new), and that also keeps one path per (state, event) transition not yet
 * taken. Rendering every concrete state would take minutes; this reaches every abstract state
 * and every kind of transition in seconds, and every path is a real run of the machine.
 */
import {
  initialTransition,
  transition,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import type { StatePath } from 'xstate/graph';

type Snapshot = SnapshotFrom<AnyStateMachine>;
export type ScreenPath = StatePath<Snapshot, EventObject>;

function eventKey(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const args = Object.entries(rest)
    .filter(([, value]) => typeof value === 'string')
    .map(([name, value]) => `${name}=${String(value)}`);
  return [type, ...args].join(' ');
}

function full(snapshot: Snapshot): string {
  return JSON.stringify([snapshot.value, snapshot.context]);
}

export function screenPaths(
  machine: AnyStateMachine,
  events: EventObject[],
  options: { input: unknown; abstract: (snapshot: Snapshot) => unknown },
): ScreenPath[] {
  const key = (snapshot: Snapshot) => JSON.stringify(options.abstract(snapshot));
  const [initial] = initialTransition(machine, options.input) as [Snapshot, unknown];
  const start: ScreenPath = {
    state: initial,
    steps: [{ event: { type: 'xstate.init' }, state: initial }],
    weight: 0,
  };
  const reached = new Set([key(initial)]);
  const taken = new Set<string>();
  const queue: ScreenPath[] = [start];
  const result: ScreenPath[] = [start];
  while (queue.length > 0) {
    const path = queue.shift() as ScreenPath;
    for (const event of events) {
      const [next, actions] = transition(machine, path.state, event) as [Snapshot, unknown[]];
      // A person's event that changes nothing may still do something (e.g. show a toast); an
      // actor's event that changes nothing was not expected in that state.
      const unchanged = full(next) === full(path.state);
      if (unchanged && (event.type.startsWith('xstate.') || actions.length === 0)) continue;
      const edge = `${JSON.stringify(path.state.value)}|${eventKey(event)}`;
      const isNewState = !reached.has(key(next));
      if (!isNewState && taken.has(edge)) continue;
      taken.add(edge);
      const extended: ScreenPath = {
        state: next,
        steps: [...path.steps, { event, state: next }],
        weight: path.steps.length,
      };
      result.push(extended);
      if (isNewState) {
        reached.add(key(next));
        queue.push(extended);
      }
    }
  }
  return result;
}
