import { describe, expect, it } from 'vitest';
import {
  notFoundRecoveryMachine,
  recoveryLoginPath,
} from '../../machines/notFoundRecovery/notFoundRecovery.machine.ts';
import {
  modelPaths,
  replayPath,
  restingStates,
  untakenTransitions,
} from '../../machines/authForms/pathReplay.testing.ts';
import { readLinkParams, stripSecrets } from '../../machines/authForms/linkParams.ts';
import type { NotFoundRecoveryInput } from '../../machines/notFoundRecovery/notFoundRecovery.types.ts';

const DELAYS = { authRecoveryRedirect: 1, profileRecovery: 1 };
const events = () => [
  { type: 'xstate.done.actor.setSession' },
  {
    type: 'xstate.error.actor.setSession',
    error: { message: 'Invalid Refresh Token', status: 400 },
  },
];

const inputs: Array<[string, NotFoundRecoveryInput]> = [
  [
    'tokens on an auth path',
    {
      pathname: '/auth/confirm',
      search: '?email=ada%40example.com',
      hash: '#access_token=at&refresh_token=rt&type=signup',
    },
  ],
  ['a profile path', { pathname: '/my-profile', search: '', hash: '' }],
  ['an auth path without tokens', { pathname: '/auth/strange', search: '', hash: '' }],
  [
    'tokens on a path that is not about auth',
    { pathname: '/welcome', search: '', hash: '#access_token=at&refresh_token=rt' },
  ],
];

describe.each(inputs)('not-found recovery with %s (model-based)', (_, input) => {
  const paths = modelPaths(notFoundRecoveryMachine, { input, events });
  for (const path of paths) {
    it(path.description, async () => {
      const { finalValue } = await replayPath(notFoundRecoveryMachine, path, {
        input,
        actors: ['setSession'],
        delays: DELAYS,
      });
      expect(finalValue).toEqual(path.state.value);
    });
  }
});

describe('not-found recovery', () => {
  const [tokens, profile, authOnly, notAuth] = inputs.map(([, input]) => input) as [
    NotFoundRecoveryInput,
    NotFoundRecoveryInput,
    NotFoundRecoveryInput,
    NotFoundRecoveryInput,
  ];
  const run = async (input: NotFoundRecoveryInput, filter: (description: string) => boolean) => {
    const path = modelPaths(notFoundRecoveryMachine, { input, events }).find(
      (p) => p.state.value === 'left' && filter(p.description),
    );
    expect(path).toBeDefined();
    if (!path) return { effects: [], calls: [] };
    const { effects, controls } = await replayPath(notFoundRecoveryMachine, path, {
      input,
      actors: ['setSession'],
      delays: DELAYS,
    });
    return { effects, calls: controls.calls };
  };

  it('takes every transition of the machine', () => {
    const all = inputs.flatMap(([, input]) =>
      modelPaths(notFoundRecoveryMachine, { input, events }),
    );
    expect(untakenTransitions(notFoundRecoveryMachine, all)).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(
      inputs.flatMap(([, input]) =>
        modelPaths(notFoundRecoveryMachine, { input, events }).map((p) =>
          JSON.stringify(p.state.value),
        ),
      ),
    );
    for (const state of restingStates(notFoundRecoveryMachine))
      expect(reached).toContain(JSON.stringify(state));
  });

  it('sets the session from the tokens and goes to the dashboard', async () => {
    const { effects, calls } = await run(tokens, (d) => d.includes('setSession succeeds'));
    expect(calls).toEqual([
      { name: 'setSession', input: { accessToken: 'at', refreshToken: 'rt' } },
    ]);
    expect(effects).toEqual([
      { type: 'effect.toast', tone: 'info', message: 'Completing authentication, please wait...' },
      { type: 'effect.navigate', to: '/dashboard', replace: true },
    ]);
  });

  it('falls back to login with confirmation=true and the email, without the tokens', async () => {
    const { effects } = await run(tokens, (d) => d.includes('setSession fails'));
    expect(effects.at(-1)).toEqual({
      type: 'effect.navigate',
      to: '/login?confirmation=true&email=ada%40example.com',
      replace: true,
    });
    expect(effects).toContainEqual({
      type: 'effect.toast',
      tone: 'info',
      message: 'Redirecting to login page...',
    });
  });

  it('takes a profile path to /profile-review with an info toast', async () => {
    const { effects } = await run(profile, () => true);
    expect(effects).toEqual([
      { type: 'effect.toast', tone: 'info', message: 'Attempting to navigate to your profile...' },
      { type: 'effect.navigate', to: '/profile-review', replace: true },
    ]);
  });

  it('leaves other pages alone', () => {
    for (const input of [authOnly, notAuth]) {
      const start = modelPaths(notFoundRecoveryMachine, { input, events: () => [] });
      expect(start.map((p) => p.state.value)).toEqual(['idle']);
    }
    expect(recoveryLoginPath(null)).toBe('/login?confirmation=true');
  });
});

describe('auth link parameters', () => {
  it('reads the query first, then the fragment, and hash routes', () => {
    const params = readLinkParams('?code=q', '#code=h&access_token=t');
    expect(params.get('code')).toBe('q');
    expect(params.get('access_token')).toBe('t');
    expect(readLinkParams('', '#/auth/callback?code=x').get('code')).toBe('x');
    expect(readLinkParams('?email=', '').get('email')).toBeNull();
  });

  it('drops every secret and keeps the rest', () => {
    expect(
      stripSecrets('?code=c&redirect_to=%2Fx', '#access_token=a&refresh_token=r&type=signup'),
    ).toEqual({
      search: '?redirect_to=%2Fx',
      hash: '#type=signup',
    });
    expect(stripSecrets('', '#/auth/callback?code=c')).toEqual({
      search: '',
      hash: '#/auth/callback',
    });
    expect(stripSecrets('?token=t', '#access_token=a')).toEqual({ search: '', hash: '' });
  });
});
