import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyStateMachine } from 'xstate';
import { authSessionMachine } from '../../machines/authSession/authSession.machine.ts';
import type { SessionUser } from '../../machines/authSession/authSession.types.ts';
import {
  sameUser,
  selectLoginDestination,
  selectRoute,
} from '../../machines/authSession/authSession.selectors.ts';
import type { ViewEffect } from '../../machines/shared/effects.ts';
import { controllableActors, describePath, replayPath, transitionPaths } from './modelReplay.ts';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const returning: SessionUser = {
  id: 'user-old',
  email: 'old@example.com',
  fullName: 'Olive Old',
  createdAt: minutesAgo(60 * 24 * 30),
  emailConfirmedAt: minutesAgo(60 * 24 * 30),
  householdId: 'user-old',
};
const newcomer: SessionUser = {
  ...returning,
  id: 'user-new',
  householdId: 'user-new',
  createdAt: minutesAgo(3),
  emailConfirmedAt: null,
};
const justConfirmed: SessionUser = { ...newcomer, emailConfirmedAt: minutesAgo(0.5) };

const input = { localOnboardingComplete: false, now: () => NOW };

interface Harness {
  machine: AnyStateMachine;
  settle: (id: string, outcome: 'done' | 'error', value: unknown) => void;
  refreshRequests: unknown[];
  cleared: number[];
}

function harness(): Harness {
  const fakes = controllableActors(['onboardingCompletion', 'signOut'] as const);
  const refreshRequests: unknown[] = [];
  const cleared: number[] = [];
  const machine = authSessionMachine.provide({
    actors: {
      authListener: fromCallback(() => {}),
      signOut: fakes.actors.signOut,
      onboardingCompletion: fakes.actors.onboardingCompletion,
      // The refresh child is tested on its own; here it only records what it is asked.
      sessionRefresh: fromCallback(({ receive }) => {
        receive((event) => refreshRequests.push(event));
      }) as never,
      clearUserData: fromPromise(async () => {
        cleared.push(1);
      }),
      persistNewUser: fromPromise(async () => {}),
      cacheUser: fromPromise(async () => {}),
    },
    delays: { navigationRefreshDelay: 5 },
  });
  return { machine, settle: fakes.settle, refreshRequests, cleared };
}

const events = [
  { type: 'auth.initialSession', user: null },
  { type: 'auth.initialSession', user: returning },
  { type: 'auth.signedIn', user: returning },
  { type: 'auth.signedIn', user: newcomer },
  { type: 'auth.signedOut' },
  { type: 'auth.tokenRefreshed', user: returning },
  { type: 'auth.tokenRefreshed', user: { ...returning, householdId: 'household-joined' } },
  { type: 'auth.userUpdated', user: justConfirmed },
  { type: 'auth.userUpdated', user: newcomer },
  { type: 'route.changed', pathname: '/meal-plan', hasLocalDraft: false },
  { type: 'route.changed', pathname: '/login', hasLocalDraft: false },
  { type: 'onboarding.completed' },
  { type: 'refresh.succeeded', user: returning },
  { type: 'session.signOut' },
  { type: 'xstate.done.actor.onboardingCompletion', output: { complete: true, failed: false } },
  { type: 'xstate.done.actor.onboardingCompletion', output: { complete: false, failed: false } },
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: new Error('offline') },
  { type: 'xstate.after.navigationRefreshDelay.authSession.signedIn.refresh.waiting' },
];

// The state and the parts of the context the guard reads; paths are kept per distinct pair.
const serialize = (snapshot: { value: unknown; context: Record<string, unknown> }) => {
  const { isNewUser, onboardingStatus, localOnboardingComplete } = snapshot.context;
  const signedIn = snapshot.context.user !== null;
  return JSON.stringify([
    snapshot.value,
    signedIn,
    isNewUser,
    onboardingStatus,
    localOnboardingComplete,
  ]);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('auth events: every transition generated from the machine', () => {
  // Pure transitions have no live children to send to: the model leaves that send out.
  const model = harness().machine.provide({ actions: { requestRefresh: () => {} } });
  const paths = transitionPaths(model, events, { input, serialize });

  it('reaches every state', () => {
    const values = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(values).toContain('"loading"');
    expect(values).toContain('"signedOut"');
    expect(values).toContain('"signingOut"');
    expect(values).toContain(
      JSON.stringify({ signedIn: { onboarding: 'checking', refresh: 'idle' } }),
    );
    expect(values).toContain(
      JSON.stringify({ signedIn: { onboarding: 'incomplete', refresh: 'waiting' } }),
    );
    expect(values).toContain(
      JSON.stringify({ signedIn: { onboarding: 'complete', refresh: 'idle' } }),
    );
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    const h = harness();
    await replayPath(path, {
      machine: h.machine,
      input,
      settle: h.settle,
      delayMs: () => 5,
      compare: (actual, expected) => expect(serialize(actual)).toBe(serialize(expected)),
    });
  });
});

describe('auth events', () => {
  function run() {
    const h = harness();
    const actor = createActor(h.machine, { input }).start();
    const effects: ViewEffect[] = [];
    actor.on('*', (effect) => effects.push(effect as ViewEffect));
    return { ...h, actor, effects };
  }

  it('flags a user created less than 10 minutes ago as new when they sign in', () => {
    const { actor } = run();
    actor.send({ type: 'auth.initialSession', user: null });
    actor.send({ type: 'auth.signedIn', user: newcomer });
    expect(actor.getSnapshot().context.isNewUser).toBe(true);
  });

  it('does not flag a returning user as new', () => {
    const { actor } = run();
    actor.send({ type: 'auth.signedIn', user: returning });
    expect(actor.getSnapshot().context.isNewUser).toBe(false);
  });

  it('toasts the verified email and flags a user confirmed in the last minute as new', () => {
    const { actor, effects } = run();
    actor.send({ type: 'auth.initialSession', user: returning });
    actor.send({ type: 'auth.userUpdated', user: justConfirmed });
    expect(effects).toContainEqual({
      type: 'effect.toast',
      tone: 'success',
      message: 'Email verified successfully!',
    });
    expect(actor.getSnapshot().context.isNewUser).toBe(true);
  });

  it('clears the session, the flags and the cached data when signed out', async () => {
    const { actor, settle, cleared } = run();
    actor.send({ type: 'auth.initialSession', user: returning });
    await vi.advanceTimersByTimeAsync(0);
    settle('onboardingCompletion', 'done', { complete: true, failed: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.onboardingStatus).toBe('complete');
    actor.send({ type: 'auth.signedOut' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      user: null,
      isNewUser: false,
      onboardingStatus: 'unknown',
      localOnboardingComplete: false,
    });
    expect(cleared).toHaveLength(1);
  });

  it('signs out with "Logged out successfully" and goes to /login', async () => {
    const { actor, settle, effects } = run();
    actor.send({ type: 'auth.initialSession', user: returning });
    actor.send({ type: 'session.signOut' });
    await vi.advanceTimersByTimeAsync(0);
    settle('signOut', 'done', undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects).toEqual([
      { type: 'effect.toast', tone: 'success', message: 'Logged out successfully' },
      { type: 'effect.navigate', to: '/login' },
    ]);
  });

  it('clears local data even when the server cannot sign out', async () => {
    const { actor, settle, effects, cleared } = run();
    actor.send({ type: 'auth.initialSession', user: returning });
    actor.send({ type: 'session.signOut' });
    await vi.advanceTimersByTimeAsync(0);
    settle('signOut', 'error', new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(cleared).toHaveLength(1);
    expect(effects[0]).toEqual({
      type: 'effect.toast',
      tone: 'info',
      message: 'Session cleared. You have been logged out.',
    });
  });

  it('asks for a refresh about 500 ms after navigation, but not on login, signup or profile review', async () => {
    const h = harness();
    const machine = h.machine.provide({ delays: { navigationRefreshDelay: 500 } });
    const actor = createActor(machine, { input }).start();
    actor.send({ type: 'auth.initialSession', user: returning });
    actor.send({ type: 'route.changed', pathname: '/meal-plan', hasLocalDraft: false });
    await vi.advanceTimersByTimeAsync(499);
    expect(h.refreshRequests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.refreshRequests).toEqual([
      { type: 'refresh.request', pathname: '/meal-plan', isNewUser: false },
    ]);
    for (const pathname of ['/login', '/signup', '/profile-review']) {
      actor.send({ type: 'route.changed', pathname, hasLocalDraft: false });
      await vi.advanceTimersByTimeAsync(600);
    }
    expect(h.refreshRequests).toHaveLength(1);
  });

  it('rechecks onboarding when the token is refreshed, unless the user is new', async () => {
    const { actor, settle } = run();
    actor.send({ type: 'auth.signedIn', user: newcomer });
    await vi.advanceTimersByTimeAsync(0);
    settle('onboardingCompletion', 'done', { complete: false, failed: false });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'auth.tokenRefreshed', user: newcomer });
    expect(actor.getSnapshot().matches({ signedIn: { onboarding: 'incomplete' } })).toBe(true);
    actor.send({ type: 'onboarding.completed' });
    expect(actor.getSnapshot().context).toMatchObject({
      isNewUser: false,
      onboardingStatus: 'complete',
    });
    actor.send({ type: 'auth.tokenRefreshed', user: newcomer });
    expect(actor.getSnapshot().matches({ signedIn: { onboarding: 'checking' } })).toBe(true);
  });

  it('asks for the new household and forgets the old one when the account joins or leaves one', async () => {
    const h = harness();
    const actor = createActor(h.machine, { input: { ...input, localOnboardingComplete: true } });
    actor.start();
    actor.send({ type: 'auth.signedIn', user: newcomer });
    expect(actor.getSnapshot().matches({ signedIn: { onboarding: 'checking' } })).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    h.settle('onboardingCompletion', 'done', { complete: false, failed: false });
    await vi.advanceTimersByTimeAsync(0);
    const joined = { ...newcomer, householdId: 'household-of-sam' };
    actor.send({ type: 'auth.tokenRefreshed', user: joined });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ signedIn: { onboarding: 'checking' } })).toBe(true);
    expect(snapshot.context).toMatchObject({ user: joined, localOnboardingComplete: false });
    // The guard waits for the new household's answer instead of the old household's.
    expect(selectRoute(snapshot).onboarding).toBe('checking');
    expect(snapshot.children.onboardingCompletion?.getSnapshot().input).toMatchObject({
      userId: 'household-of-sam',
      localFlag: false,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(h.cleared).toEqual([1]);
    // The same household again is an ordinary refresh: checked again, nothing forgotten.
    h.settle('onboardingCompletion', 'done', { complete: true, failed: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches({ signedIn: { onboarding: 'complete' } })).toBe(true);
    actor.send({ type: 'auth.tokenRefreshed', user: joined });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.localOnboardingComplete).toBe(true);
    expect(h.cleared).toEqual([1]);
  });

  it('keeps the known answer for the route guard while onboarding is checked again', async () => {
    const { actor, settle } = run();
    actor.send({ type: 'auth.initialSession', user: returning });
    expect(selectRoute(actor.getSnapshot()).onboarding).toBe('checking');
    await vi.advanceTimersByTimeAsync(0);
    settle('onboardingCompletion', 'done', { complete: true, failed: false });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'auth.tokenRefreshed', user: returning });
    expect(actor.getSnapshot().hasTag('profile.checking')).toBe(true);
    // The page the guard shows stays up: no loader replaces it during the re-check.
    expect(selectRoute(actor.getSnapshot()).onboarding).toBe('complete');
  });
});

describe('the login destination', () => {
  it('sends a signed-in person to the remembered page, else to /dashboard; nobody while signed out', () => {
    const actor = createActor(harness().machine, { input }).start();
    expect(selectLoginDestination(actor.getSnapshot(), '/shopping-list')).toBeNull();
    actor.send({ type: 'auth.initialSession', user: null });
    expect(selectLoginDestination(actor.getSnapshot(), null)).toBeNull();
    actor.send({ type: 'auth.signedIn', user: returning });
    expect(selectLoginDestination(actor.getSnapshot(), '/shopping-list')).toBe('/shopping-list');
    expect(selectLoginDestination(actor.getSnapshot(), null)).toBe('/dashboard');
    actor.send({ type: 'session.signOut' });
    expect(selectLoginDestination(actor.getSnapshot(), null)).toBeNull();
  });
});

describe('sameUser', () => {
  const user = {
    id: 'user-1',
    email: 'jamie@example.com',
    fullName: 'Jamie Rivera',
    createdAt: '2026-01-01T00:00:00Z',
    emailConfirmedAt: '2026-01-01T00:05:00Z',
    householdId: 'user-1',
  };
  it('says two readings of the same person are the same, and any changed field is not', () => {
    expect(sameUser(user, { ...user })).toBe(true);
    expect(sameUser(null, null)).toBe(true);
    expect(sameUser(user, null)).toBe(false);
    for (const field of Object.keys(user) as (keyof typeof user)[]) {
      expect(sameUser(user, { ...user, [field]: `${user[field]}x` })).toBe(false);
    }
  });
});
