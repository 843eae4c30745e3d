import { describe, expect, it } from 'vitest';
import {
  afterSignInEffect,
  authCallbackMachine,
  verifiedLoginPath,
} from '../../machines/authCallback/authCallback.machine.ts';
import { safeRedirectTarget } from '../../machines/authForms/redirects.ts';
import {
  modelPaths,
  replayPath,
  restingStates,
  untakenTransitions,
} from '../../machines/authForms/pathReplay.testing.ts';
import type { CallbackInput } from '../../machines/authCallback/authCallback.types.ts';

const ORIGIN = 'https://app.example';
const ACTORS = ['establishSession', 'findOnboardingProfile'] as const;
const DELAYS = { postVerificationRedirect: 1 };

const base: CallbackInput = {
  code: null,
  accessToken: null,
  refreshToken: null,
  linkError: null,
  verificationSignal: false,
  email: null,
  redirectTo: null,
  origin: ORIGIN,
};

const user = { id: 'u1', email: 'ada@example.com', justConfirmed: false };
const events = () => [
  { type: 'xstate.done.actor.establishSession', output: { user } },
  {
    type: 'xstate.done.actor.establishSession',
    output: { user: { ...user, justConfirmed: true } },
  },
  { type: 'xstate.done.actor.establishSession', output: { user: null } },
  {
    type: 'xstate.error.actor.establishSession',
    error: {
      message: 'invalid flow state, no valid flow state found',
      code: 'flow_state_not_found',
      status: 404,
    },
  },
  { type: 'xstate.error.actor.establishSession', error: new TypeError('Failed to fetch') },
  {
    type: 'xstate.error.actor.establishSession',
    error: {
      message: 'PKCE code verifier not found in storage.',
      code: 'pkce_code_verifier_not_found',
      status: 400,
    },
  },
  { type: 'xstate.done.actor.findOnboardingProfile', output: { hasOnboardingProfile: true } },
  { type: 'xstate.done.actor.findOnboardingProfile', output: { hasOnboardingProfile: false } },
  {
    type: 'xstate.error.actor.findOnboardingProfile',
    error: { message: 'permission denied', code: '42501' },
  },
];

const inputs: Array<[string, CallbackInput]> = [
  ['a PKCE code and redirect_to=/meal-plan', { ...base, code: 'abc', redirectTo: '/meal-plan' }],
  [
    'tokens of a verified signup and an email',
    {
      ...base,
      accessToken: 'a',
      refreshToken: 'r',
      verificationSignal: true,
      email: 'ada@example.com',
    },
  ],
  ['a refused link', { ...base, linkError: 'Email link is invalid or has expired' }],
];

describe.each(inputs)('auth callback machine with %s (model-based)', (_, input) => {
  const paths = modelPaths(authCallbackMachine, { input, events });

  for (const path of paths) {
    it(path.description, async () => {
      const { finalValue, effects } = await replayPath(authCallbackMachine, path, {
        input,
        actors: ACTORS,
        delays: DELAYS,
      });
      expect(finalValue).toEqual(path.state.value);
      if (finalValue === 'left') {
        const navigation = effects.filter((e) => e.type === 'effect.navigate');
        expect(navigation).toHaveLength(1);
      }
    });
  }
});

describe('auth callback machine routing', () => {
  const all = inputs.flatMap(([, input]) =>
    modelPaths(authCallbackMachine, { input, events }).map((path) => ({ input, path })),
  );

  it('takes every transition of the machine', () => {
    expect(
      untakenTransitions(
        authCallbackMachine,
        all.map(({ path }) => path),
      ),
    ).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    const reached = new Set(all.map(({ path }) => JSON.stringify(path.state.value)));
    for (const state of restingStates(authCallbackMachine))
      expect(reached).toContain(JSON.stringify(state));
  });

  async function destinationOf(input: CallbackInput, labels: string[]) {
    const match = all.find(
      ({ input: i, path }) =>
        i === input &&
        path.state.value === 'left' &&
        labels.every((label) => path.description.includes(label)) &&
        path.steps.length === labels.length + 1,
    );
    expect(match, labels.join(' / ')).toBeDefined();
    if (!match) return [];
    const { effects } = await replayPath(authCallbackMachine, match.path, {
      input,
      actors: ACTORS,
      delays: DELAYS,
    });
    return effects;
  }

  const [pkce, verified, refused] = inputs.map(([, input]) => input) as [
    CallbackInput,
    CallbackInput,
    CallbackInput,
  ];

  it('follows redirect_to for a person with a profile', async () => {
    expect(
      await destinationOf(pkce, ['"justConfirmed":false', '"hasOnboardingProfile":true']),
    ).toEqual([{ type: 'effect.navigate', to: '/meal-plan', replace: true }]);
  });

  it('sends a person without onboarding profile, or whose lookup failed, to /onboarding', async () => {
    expect(
      await destinationOf(pkce, ['"justConfirmed":false', '"hasOnboardingProfile":false']),
    ).toEqual([{ type: 'effect.navigate', to: '/onboarding', replace: true }]);
    expect(await destinationOf(pkce, ['"justConfirmed":false', 'permission denied'])).toEqual([
      { type: 'effect.navigate', to: '/onboarding', replace: true },
    ]);
  });

  it('welcomes a just-verified person to onboarding after the short pause', async () => {
    expect(
      await destinationOf(pkce, [
        '"justConfirmed":true',
        '"hasOnboardingProfile":false',
        'after postVerificationRedirect',
      ]),
    ).toEqual([{ type: 'effect.navigate', to: '/onboarding', replace: true }]);
  });

  it('sends a verification without session to login with the email and justVerified', async () => {
    expect(await destinationOf(verified, ['{"user":null}'])).toEqual([
      {
        type: 'effect.navigate',
        to: '/login?email=ada%40example.com&justVerified=true',
        replace: true,
      },
    ]);
  });

  it('sends a confirmation opened in another browser to login as verified', async () => {
    expect(await destinationOf(pkce, ['pkce_code_verifier_not_found'])).toEqual([
      { type: 'effect.navigate', to: '/login?justVerified=true', replace: true },
    ]);
  });

  it('sends a visitor without session to login', async () => {
    expect(await destinationOf(pkce, ['{"user":null}'])).toEqual([
      { type: 'effect.navigate', to: '/login', replace: true },
    ]);
  });

  it('reports session errors and surprises with the catalogue texts, then goes to login', async () => {
    expect(await destinationOf(pkce, ['flow_state_not_found'])).toEqual([
      {
        type: 'effect.toast',
        tone: 'error',
        message: 'Authentication error. Please try logging in again.',
      },
      { type: 'effect.navigate', to: '/login', replace: true },
    ]);
    expect(await destinationOf(pkce, ['Failed to fetch'])).toEqual([
      {
        type: 'effect.toast',
        tone: 'error',
        message: 'Something went wrong. Please try logging in again.',
      },
      { type: 'effect.navigate', to: '/login', replace: true },
    ]);
    const refusedPath = all.find(({ input }) => input === refused);
    expect(refusedPath?.path.state.value).toBe('left');
  });
});

describe('redirect_to never leaves the app', () => {
  it.each([
    ['/meal-plan', { kind: 'path', to: '/meal-plan' }],
    ['onboarding', { kind: 'path', to: '/onboarding' }],
    ['/meal-plan/monday?x=1#top', { kind: 'path', to: '/meal-plan/monday?x=1#top' }],
    [
      'https://app.example/budget-tracker',
      { kind: 'url', to: 'https://app.example/budget-tracker' },
    ],
  ])('follows %s', (candidate, expected) => {
    expect(safeRedirectTarget(candidate, ORIGIN)).toEqual(expected);
  });

  it.each([
    ['https://elsewhere.example'],
    ['https://elsewhere.example/dashboard'],
    ['//elsewhere.example/dashboard'],
    ['/\\elsewhere.example'],
    ['\\\\elsewhere.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,hi'],
    ['https://app.example@elsewhere.example'],
    ['https://user:pass@app.example/'],
    ['http://app.example/dashboard'],
    ['java\tscript:alert(1)'],
    [''],
  ])('refuses %j and goes to the dashboard', (candidate) => {
    expect(safeRedirectTarget(candidate, ORIGIN)).toBeNull();
    expect(afterSignInEffect({ redirectTo: candidate, origin: ORIGIN })).toEqual({
      type: 'effect.navigate',
      to: '/dashboard',
      replace: true,
    });
  });

  it('loads an absolute URL of the app itself with a full navigation', () => {
    expect(afterSignInEffect({ redirectTo: `${ORIGIN}/shopping-list`, origin: ORIGIN })).toEqual({
      type: 'effect.navigate',
      to: `${ORIGIN}/shopping-list`,
      replace: true,
      hard: true,
    });
  });

  it('builds the verified login address', () => {
    expect(verifiedLoginPath(null)).toBe('/login?justVerified=true');
  });
});
