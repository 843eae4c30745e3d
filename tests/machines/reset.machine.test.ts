import { describe, expect, it } from 'vitest';
import { resetRequestMachine } from '../../machines/resetRequest/resetRequest.machine.ts';
import {
  modelPaths,
  replayPath,
  restingStates,
  untakenTransitions,
} from '../../machines/authForms/pathReplay.testing.ts';

const events = () => [
  { type: 'reset.submit', email: 'ada@example.com' },
  { type: 'xstate.done.actor.requestPasswordReset' },
  {
    type: 'xstate.error.actor.requestPasswordReset',
    error: { message: 'Email rate limit exceeded', status: 429 },
  },
  { type: 'xstate.error.actor.requestPasswordReset', error: new TypeError('') },
];

describe('reset request machine (model-based)', () => {
  const paths = modelPaths(resetRequestMachine, { events });

  it('takes every transition of the machine', () => {
    expect(untakenTransitions(resetRequestMachine, paths)).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of restingStates(resetRequestMachine)) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { finalValue, controls } = await replayPath(resetRequestMachine, path, {
        actors: ['requestPasswordReset'],
        delays: {},
      });
      expect(finalValue).toEqual(path.state.value);
      for (const call of controls.calls) expect(call.input).toEqual({ email: 'ada@example.com' });
    });
  }

  it('words the outcome with the catalogue', () => {
    const errors = paths.map((p) => p.state.context.error);
    expect(errors).toContain('Email rate limit exceeded');
    expect(errors).toContain('Failed to send password reset email');
  });
});
