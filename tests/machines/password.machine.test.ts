import { describe, expect, it } from 'vitest';
import { passwordUpdateMachine } from '../../machines/passwordUpdate/passwordUpdate.machine.ts';
import {
  modelPaths,
  replayPath,
  restingStates,
  untakenTransitions,
} from '../../machines/authForms/pathReplay.testing.ts';
import type { PasswordUpdateInput } from '../../machines/passwordUpdate/passwordUpdate.types.ts';

const ACTORS = ['establishRecoverySession', 'updatePassword', 'endRecoverySession'] as const;
const DELAYS = { postResetRedirect: 1 };

const events = () => [
  { type: 'xstate.done.actor.establishRecoverySession', output: { hasSession: true } },
  { type: 'xstate.done.actor.establishRecoverySession', output: { hasSession: false } },
  {
    type: 'xstate.error.actor.establishRecoverySession',
    error: { message: 'invalid flow state, no valid flow state found', status: 404 },
  },
  { type: 'passwordUpdate.submit', password: 'newpass1', confirmPassword: 'newpass1' },
  { type: 'xstate.done.actor.updatePassword' },
  {
    type: 'xstate.error.actor.updatePassword',
    error: { message: 'New password should be different from the old password.', status: 422 },
  },
  { type: 'xstate.error.actor.updatePassword', error: {} },
  { type: 'xstate.done.actor.endRecoverySession' },
  { type: 'xstate.error.actor.endRecoverySession', error: new Error('offline') },
  { type: 'passwordUpdate.goToLogin' },
];

const inputs: Array<[string, PasswordUpdateInput]> = [
  ['a PKCE code', { code: 'c-1', accessToken: null, refreshToken: null, linkError: null }],
  [
    'a refused link',
    {
      code: null,
      accessToken: null,
      refreshToken: null,
      linkError: 'Email link is invalid or has expired',
    },
  ],
];

describe.each(inputs)('password update machine with %s (model-based)', (_, input) => {
  const paths = modelPaths(passwordUpdateMachine, { input, events });

  for (const path of paths) {
    it(path.description, async () => {
      const { finalValue, controls, effects } = await replayPath(passwordUpdateMachine, path, {
        input,
        actors: ACTORS,
        delays: DELAYS,
      });
      expect(finalValue).toEqual(path.state.value);
      const establish = controls.calls.find((call) => call.name === 'establishRecoverySession');
      if (establish)
        expect(establish.input).toEqual({ code: 'c-1', accessToken: null, refreshToken: null });
      if (path.state.value === 'left') {
        expect(effects.at(-1)).toEqual({ type: 'effect.navigate', to: '/login', replace: true });
      }
    });
  }
});

describe('password update machine', () => {
  const all = inputs.flatMap(([, input]) => modelPaths(passwordUpdateMachine, { input, events }));

  it('takes every transition of the machine', () => {
    expect(untakenTransitions(passwordUpdateMachine, all)).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(all.map((path) => JSON.stringify(path.state.value)));
    for (const state of restingStates(passwordUpdateMachine)) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  it('explains an invalid link with the catalogue texts', () => {
    const reasons = new Set(all.map((p) => p.state.context.invalidReason));
    expect(reasons).toContain('Invalid or expired password reset link. Please request a new one.');
    expect(reasons).toContain('No active password reset session. Please request a new reset link.');
  });

  it('keeps the server message of a failed update, or the catalogue fallback', () => {
    const errors = new Set(all.map((p) => p.state.context.error));
    expect(errors).toContain('New password should be different from the old password.');
    expect(errors).toContain('Failed to update password. Please try again.');
  });

  it('forgets the code once it has been used', () => {
    const valid = all.find((p) => p.state.value === 'valid');
    expect(valid?.state.context).toMatchObject({
      code: null,
      accessToken: null,
      refreshToken: null,
    });
  });
});
