/**
 * The household machine, model-based: paths generated from its definition (every state and every
 * transition from it, with the loads, saves and removals settled each way) are replayed on a real
 * actor whose actors the test settles; after every step the actor's state and context must be
 * the model's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { householdMachine } from '../../machines/household/household.machine.ts';
import { emptyMemberForm, householdFromRows } from '../../machines/household/memberForm.ts';
import { HOUSEHOLD_LIMIT } from '../../supabase/functions/_shared/rules/household.ts';
import { controllableActors, describePath, replayPath, transitionPaths } from './modelReplay.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.useRealTimers());

function row(id: string, position: number) {
  return {
    id,
    position,
    name: 'Leo',
    age: 6,
    gender: 'Male',
    activity_level: 'Very Active',
    allergies: ['Peanuts'],
    meals_at_home: ['BREAKFAST', 'DINNER'],
  };
}

const empty = householdFromRows([]);
const withLeo = householdFromRows([row('a', 0)]);
const full = householdFromRows(
  Array.from({ length: HOUSEHOLD_LIMIT }, (_, index) =>
    row(index === 0 ? 'a' : `m${index}`, index),
  ),
);
const valid = {
  ...emptyMemberForm(),
  name: 'Ana',
  age: '34',
  gender: 'Female',
  activityLevel: 'Lightly Active',
};

const events = [
  { type: 'xstate.done.actor.loadHousehold', output: withLeo },
  { type: 'xstate.done.actor.loadHousehold', output: full },
  { type: 'xstate.error.actor.loadHousehold', error: new Error('offline') },
  { type: 'household.reload' },
  { type: 'member.add' },
  { type: 'member.edit', id: 'a' },
  { type: 'member.remove', id: 'a' },
  { type: 'dialog.submit', values: valid },
  { type: 'dialog.submit', values: emptyMemberForm() },
  { type: 'dialog.cancel' },
  { type: 'xstate.done.actor.saveMember', output: withLeo },
  { type: 'xstate.error.actor.saveMember', error: new Error('Failed to fetch.') },
  { type: 'remove.confirm' },
  { type: 'remove.cancel' },
  { type: 'xstate.done.actor.removeMember', output: empty },
  { type: 'xstate.error.actor.removeMember', error: new Error('offline') },
  { type: 'notice.dismiss' },
];

describe('household machine: generated paths', () => {
  const input = { userId: 'user-1' };
  const paths = transitionPaths(householdMachine, events, { input });

  it('covers every state', () => {
    const states = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of [
      '"loading"',
      '"failed"',
      '{"ready":"idle"}',
      '{"ready":"editing"}',
      '{"ready":"saving"}',
      '{"ready":"confirmingRemove"}',
      '{"ready":"removing"}',
    ])
      expect(states).toContain(state);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    const fakes = controllableActors(['loadHousehold', 'saveMember', 'removeMember'] as const);
    const actor = await replayPath(path, {
      machine: householdMachine.provide({ actors: fakes.actors }),
      input,
      settle: fakes.settle,
      delayMs: () => 0,
      compare: (actual, expected) => expect(actual.context).toEqual(expected.context),
    });
    actor.stop();
  });
});
