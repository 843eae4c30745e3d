/**
 * Model-based testing for machines that invoke actors or wait (house style 5): paths are
 * generated from the machine's own graph (`xstate/graph`), then replayed on a real actor whose
 * I/O actors are replaced by promises the replay settles, and whose delays are shortened.
 * After every step the actor must be in the state the graph predicted.
 *
 * Test support only: nothing in the app imports this module.
 */
import {
  createActor,
  fromPromise,
  waitFor,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import {
  getAdjacencyMap,
  getShortestPaths,
  serializeSnapshot,
  type AdjacencyMap,
  type StatePath,
} from 'xstate/graph';
import type { ViewEffect } from '../shared/effects.ts';

type Snapshot = SnapshotFrom<AnyStateMachine>;

export interface GraphStep {
  event: EventObject;
  state: Snapshot;
}

export interface ModelPath {
  description: string;
  steps: GraphStep[];
  state: Snapshot;
}

interface Pending {
  input: unknown;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** Fake I/O actors: each start waits until the replay settles it; their inputs are recorded. */
export class ControlledActors {
  private readonly pending = new Map<string, Pending[]>();
  readonly calls: Array<{ name: string; input: unknown }> = [];

  logicFor(names: readonly string[]) {
    return Object.fromEntries(
      names.map((name) => [
        name,
        fromPromise<unknown, unknown>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              this.calls.push({ name, input });
              const list = this.pending.get(name) ?? [];
              list.push({ input, resolve, reject });
              this.pending.set(name, list);
            }),
        ),
      ]),
    );
  }

  private take(name: string): Pending {
    const entry = this.pending.get(name)?.shift();
    if (!entry) throw new Error(`No "${name}" actor is running to settle.`);
    return entry;
  }

  resolve(name: string, output: unknown): void {
    this.take(name).resolve(output);
  }

  reject(name: string, error: unknown): void {
    this.take(name).reject(error);
  }
}

function stateLabel(snapshot: Snapshot): string {
  return typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
}

function errorLabel(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return JSON.stringify(error);
}

function eventLabel(event: EventObject): string {
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (settled?.[1] === 'done') {
    const output =
      'output' in event && event.output !== undefined ? ` ${JSON.stringify(event.output)}` : '';
    return `${settled[2]} succeeds${output}`;
  }
  if (settled?.[1] === 'error') {
    return `${settled[2]} fails ${errorLabel('error' in event ? event.error : undefined)}`;
  }
  const after = /^xstate\.after\.([^.]+)\./.exec(event.type);
  if (after) return `after ${after[1]}`;
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

function describe(steps: GraphStep[], target: Snapshot): string {
  const events = steps
    .map((step) => eventLabel(step.event))
    .filter((label) => label !== 'xstate.init');
  return `reaches ${stateLabel(target)}${events.length ? ` via ${events.join(' → ')}` : ' at start'}`;
}

export interface ModelOptions {
  input?: unknown;
  /** The events to try in a state; done/error events carry the outputs and errors to branch on. */
  events: (snapshot: Snapshot) => EventObject[];
}

/**
 * One path to every reachable state, plus one path through every transition (the shortest
 * path to a state followed by each event that leads somewhere else from there).
 */
/** The events of every delayed transition (`after`), which the graph does not offer by itself. */
function delayedEvents(machine: AnyStateMachine): EventObject[] {
  const events: EventObject[] = [];
  const visit = (node: AnyStateMachine['root']) => {
    for (const transition of node.after) events.push({ type: transition.eventType });
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return events;
}

export function modelPaths(machine: AnyStateMachine, options: ModelOptions): ModelPath[] {
  const delayed = delayedEvents(machine);
  // Only the events the current states handle: others would be self-loops the actor ignores.
  const handled = (snapshot: Snapshot, event: EventObject) =>
    snapshot._nodes.some((node) => node.ownEvents.includes(event.type));
  const traversal = {
    events: (snapshot: Snapshot) =>
      [...options.events(snapshot), ...delayed].filter((event) => handled(snapshot, event)),
    input: options.input,
  };
  const shortest: Array<StatePath<Snapshot, EventObject>> = getShortestPaths(machine, traversal);
  const byState = new Map<string, StatePath<Snapshot, EventObject>>(
    shortest.map((path) => [serializeSnapshot(path.state), path]),
  );
  const adjacency: AdjacencyMap<Snapshot, EventObject> = getAdjacencyMap(machine, traversal);
  const paths: ModelPath[] = [];
  const seen = new Set<string>();
  const add = (steps: GraphStep[], state: Snapshot) => {
    const description = describe(steps, state);
    if (seen.has(description)) return;
    seen.add(description);
    paths.push({ description, steps, state });
  };
  for (const path of shortest) add(path.steps, path.state);
  for (const [key, vertex] of Object.entries(adjacency)) {
    const head = byState.get(key);
    if (!head) continue;
    const transitions: Array<{ event: EventObject; state: Snapshot }> = Object.values(
      vertex.transitions,
    );
    // Self-loops are kept: a path may check that an event leaves the machine where it was.
    for (const transition of transitions) {
      add([...head.steps, { event: transition.event, state: transition.state }], transition.state);
    }
  }
  return paths;
}

/** The states a machine can rest in: all but the transient ones that only route (`always`). */
export function restingStates(machine: AnyStateMachine): string[] {
  return Object.entries(machine.root.states)
    .filter(([, node]) => node.always === undefined || node.always.length === 0)
    .map(([key]) => key);
}

/**
 * The transitions of the machine's top-level states (state, event type, target) that no path
 * takes. Eventless `always` routes are checked by the states they lead to.
 */
export function untakenTransitions(machine: AnyStateMachine, paths: ModelPath[]): string[] {
  const label = (snapshot: Snapshot) =>
    typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);
  const taken = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, index) => {
      const before = path.steps[index - 1]?.state;
      if (before) taken.add(`${label(before)} --${step.event.type}--> ${label(step.state)}`);
    });
  }
  const expected = new Set<string>();
  for (const [key, node] of Object.entries(machine.root.states)) {
    for (const [eventType, transitions] of node.transitions) {
      for (const transition of transitions) {
        for (const target of transition.target ?? [node]) {
          expected.add(`${key} --${eventType}--> ${target.key}`);
        }
      }
    }
  }
  return [...expected].filter((transition) => !taken.has(transition));
}

export interface ReplayOptions {
  input?: unknown;
  /** The names of the I/O actors to replace (the invoke ids equal the names). */
  actors: readonly string[];
  /** Every named delay of the machine, shortened. */
  delays: Record<string, number>;
}

export interface ReplayResult {
  effects: ViewEffect[];
  controls: ControlledActors;
  finalValue: unknown;
}

/** Replays `path` on a live actor and checks the state after each step. */
export async function replayPath(
  machine: AnyStateMachine,
  path: ModelPath,
  options: ReplayOptions,
): Promise<ReplayResult> {
  const controls = new ControlledActors();
  const logic = machine.provide({
    actors: controls.logicFor(options.actors),
    delays: options.delays,
  });
  const actor = createActor(logic, { input: options.input });
  const effects: ViewEffect[] = [];
  actor.on('*', (effect: ViewEffect) => {
    effects.push(effect);
  });
  actor.start();
  try {
    for (const step of path.steps) {
      const { event } = step;
      const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (event.type === 'xstate.init') {
        // The actor started in its initial state already.
      } else if (done?.[1] === 'done' && done[2]) {
        controls.resolve(done[2], 'output' in event ? event.output : undefined);
      } else if (done?.[1] === 'error' && done[2]) {
        controls.reject(done[2], 'error' in event ? event.error : undefined);
      } else if (!event.type.startsWith('xstate.after.')) {
        actor.send(event);
      }
      const expected = JSON.stringify(step.state.value);
      await waitFor(actor, (snapshot) => JSON.stringify(snapshot.value) === expected, {
        timeout: 1000,
      }).catch(() => {
        throw new Error(
          `After "${eventLabel(event)}" the machine is in ${JSON.stringify(
            actor.getSnapshot().value,
          )}, not ${expected}.`,
        );
      });
    }
    return { effects, controls, finalValue: actor.getSnapshot().value };
  } finally {
    actor.stop();
  }
}
