import { describe, expect, it } from 'vitest';
import { signupMachine } from '../../machines/signup/signup.machine.ts';
import {
  modelPaths,
  replayPath,
  restingStates,
  untakenTransitions,
} from '../../machines/authForms/pathReplay.testing.ts';

const ACTORS = ['readSession', 'signUp', 'resendVerification'] as const;
const submit = {
  type: 'signup.submit',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

const events = () => [
  // The screen never sends an empty address, but the machine still refuses to resend to none.
  { ...submit, email: '' },
  { type: 'xstate.done.actor.readSession', output: { signedIn: true } },
  { type: 'xstate.done.actor.readSession', output: { signedIn: false } },
  { type: 'xstate.error.actor.readSession', error: new Error('storage unavailable') },
  submit,
  { type: 'xstate.done.actor.signUp', output: { kind: 'confirmationRequired' } },
  { type: 'xstate.done.actor.signUp', output: { kind: 'signedIn' } },
  { type: 'xstate.done.actor.signUp', output: { kind: 'alreadyRegistered' } },
  {
    type: 'xstate.error.actor.signUp',
    error: { message: 'User already registered', code: 'user_already_exists', status: 422 },
  },
  {
    type: 'xstate.error.actor.signUp',
    error: {
      message: 'Email rate limit exceeded',
      code: 'over_email_send_rate_limit',
      status: 429,
    },
  },
  {
    type: 'xstate.error.actor.signUp',
    error: { message: 'Database error saving new user', status: 500 },
  },
  { type: 'signup.resend' },
  { type: 'signup.useDifferentEmail' },
  { type: 'xstate.done.actor.resendVerification' },
  {
    type: 'xstate.error.actor.resendVerification',
    error: {
      message: 'For security purposes, you can only request this after 60 seconds.',
      status: 429,
    },
  },
  { type: 'xstate.error.actor.resendVerification', error: new Error('smtp down') },
];

describe('signup machine (model-based)', () => {
  const paths = modelPaths(signupMachine, { events });

  it('takes every transition of the machine', () => {
    expect(untakenTransitions(signupMachine, paths)).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const state of restingStates(signupMachine)) {
      expect(reached).toContain(JSON.stringify(state));
    }
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { finalValue, effects } = await replayPath(signupMachine, path, {
        actors: ACTORS,
        delays: {},
      });
      expect(finalValue).toEqual(path.state.value);
      // Every toast a path produces is one of the catalogue's signup or resend texts.
      for (const effect of effects) {
        if (effect.type === 'effect.toast') {
          expect([
            'An account with that email already exists. Please log in instead.',
            'Too many signup attempts. Please try again later.',
            'Failed to create account',
            'Account created! Please check your email for verification.',
            'Account created successfully! You can now proceed with onboarding.',
            'Verification email resent! Please check your inbox.',
            'Email sending rate limited. Please try again later.',
            'Failed to resend verification email',
            'Email address is required to resend confirmation',
          ]).toContain(effect.message);
        }
      }
    });
  }
});

describe('signup machine', () => {
  it('shows the account-exists alert and email error when GoTrue hides an existing account', async () => {
    const [path] = modelPaths(signupMachine, {
      events: () => [
        { type: 'xstate.done.actor.readSession', output: { signedIn: false } },
        submit,
        { type: 'xstate.done.actor.signUp', output: { kind: 'alreadyRegistered' } },
      ],
    }).filter((p) => p.description.includes('alreadyRegistered'));
    expect(path).toBeDefined();
    if (!path) return;
    expect(path.state.context).toMatchObject({
      accountExists: true,
      emailError: 'This email is already registered',
      formError: null,
    });
    const { effects } = await replayPath(signupMachine, path, { actors: ACTORS, delays: {} });
    expect(effects).toContainEqual({
      type: 'effect.toast',
      tone: 'error',
      message: 'An account with that email already exists. Please log in instead.',
      autoCloseMs: 6000,
    });
  });

  it('keeps the server message as the form error, or says Signup failed', () => {
    const paths = modelPaths(signupMachine, {
      events: () => [
        { type: 'xstate.done.actor.readSession', output: { signedIn: false } },
        submit,
        { type: 'xstate.error.actor.signUp', error: { message: 'Database error saving new user' } },
        { type: 'xstate.error.actor.signUp', error: {} },
      ],
    });
    const formErrors = paths.map((p) => p.state.context.formError);
    expect(formErrors).toContain('Database error saving new user');
    expect(formErrors).toContain('Signup failed');
  });
});
