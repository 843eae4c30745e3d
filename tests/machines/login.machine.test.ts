import { describe, expect, it } from 'vitest';
import { createActor, waitFor, fromPromise } from 'xstate';
import {
  loginMachine,
  loginScreenError,
  loginToastError,
} from '../../machines/login/login.machine.ts';
import {
  modelPaths,
  replayPath,
  restingStates,
  untakenTransitions,
} from '../../machines/authForms/pathReplay.testing.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import type { EmailInput, SignInInput, SignInOutput } from '../../machines/login/login.types.ts';

const ACTORS = ['signIn', 'resendVerification'] as const;
const input = { prefillEmail: '' };

const invalidCredentials = {
  message: 'Invalid login credentials',
  code: 'invalid_credentials',
  status: 400,
};
const unconfirmed = { message: 'Email not confirmed', code: 'email_not_confirmed', status: 400 };

const events = () => [
  { type: 'login.submit', email: 'ada@example.com', password: 'secret1' },
  { type: 'login.resend', email: 'ada@example.com' },
  { type: 'login.resend', email: '' },
  { type: 'xstate.done.actor.signIn', output: { userId: 'u1' } },
  { type: 'xstate.error.actor.signIn', error: invalidCredentials },
  { type: 'xstate.error.actor.signIn', error: unconfirmed },
  { type: 'xstate.done.actor.resendVerification' },
  { type: 'xstate.error.actor.resendVerification', error: new Error('smtp down') },
];

describe('login machine (model-based)', () => {
  const paths = modelPaths(loginMachine, { input, events });

  it('takes every transition of the machine', () => {
    expect(untakenTransitions(loginMachine, paths)).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of restingStates(loginMachine)) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { finalValue } = await replayPath(loginMachine, path, {
        input,
        actors: ACTORS,
        delays: {},
      });
      expect(finalValue).toEqual(path.state.value);
    });
  }
});

type LoginActors = NonNullable<Parameters<typeof loginMachine.provide>[0]['actors']>;

function startLogin(overrides: LoginActors = {}) {
  const effects: ViewEffect[] = [];
  const actor = createActor(
    loginMachine.provide({
      actors: {
        signIn: fromPromise<SignInOutput, SignInInput>(async () => ({ userId: 'u1' })),
        resendVerification: fromPromise<void, EmailInput>(async () => {}),
        ...overrides,
      },
    }),
    { input: { prefillEmail: '' } },
  );
  actor.on('*', (effect) => {
    effects.push(effect);
  });
  actor.start();
  return { actor, effects };
}

describe('login machine', () => {
  it('signs in once, toasts and ends: no refresh of its own, no timers, no navigation of its own', async () => {
    const calls: string[] = [];
    const { actor, effects } = startLogin({
      signIn: fromPromise<SignInOutput, SignInInput>(async ({ input }) => {
        calls.push(input.email);
        return { userId: 'u1' };
      }),
    });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'login.submit', email: ' ada@example.com ', password: 'pw' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['ada@example.com']);
    expect(effects).toEqual([
      { type: 'effect.toast', tone: 'success', message: 'Logged in successfully!' },
    ]);
  });

  it('shows the catalogue text for wrong credentials and stays on the form', async () => {
    const { actor, effects } = startLogin({
      signIn: fromPromise<SignInOutput, SignInInput>(() => Promise.reject(invalidCredentials)),
    });
    actor.send({ type: 'login.submit', email: 'ada@example.com', password: 'wrong' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password. Please try again.');
    expect(effects).toContainEqual({
      type: 'effect.toast',
      tone: 'error',
      message: 'Invalid email or password. Please try again.',
    });
  });

  it('remembers an unconfirmed address so the resend notice can offer it', async () => {
    const { actor } = startLogin({
      signIn: fromPromise<SignInOutput, SignInInput>(() => Promise.reject(unconfirmed)),
    });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'login.submit', email: 'new@example.com', password: 'pw1234' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Please verify your email before logging in.',
      knownEmail: 'new@example.com',
    });
  });

  it('asks for an email before resending, and resends to the typed address', async () => {
    const sent: string[] = [];
    const { actor, effects } = startLogin({
      resendVerification: fromPromise<void, EmailInput>(async ({ input }) => {
        sent.push(input.email);
      }),
    });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'login.resend', email: 'not-an-email' });
    actor.send({ type: 'login.resend', email: 'ada@example.com' });
    await waitFor(actor, (s) => s.matches('idle') && effects.length === 2);
    expect(sent).toEqual(['ada@example.com']);
    expect(effects.map((e) => e.type === 'effect.toast' && e.message)).toEqual([
      'Please enter your email to resend verification.',
      'Verification email sent. Please check your inbox.',
    ]);
  });

  it('words errors for the screen and for the toast (spec section 8)', () => {
    expect(loginScreenError({ message: 'Database error' })).toBe('Database error');
    expect(loginScreenError({ message: '' })).toBe('Login failed. Please try again.');
    expect(loginToastError({ message: 'Database error' })).toBe('Failed to sign in');
    expect(loginToastError(unconfirmed)).toBe('Please verify your email before logging in.');
  });
});
