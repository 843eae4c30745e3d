import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, sendTo } from 'xstate';
import { sessionRefreshMachine } from '../../machines/sessionRefresh/sessionRefresh.machine.ts';
import type { SessionUser } from '../../machines/authSession/authSession.types.ts';
import { controllableActors, describePath, replayPath, transitionPaths } from './modelReplay.ts';

const user: SessionUser = {
  id: 'user-1',
  email: 'ada@example.com',
  fullName: 'Ada',
  createdAt: '2020-01-01T00:00:00Z',
  emailConfirmedAt: '2020-01-01T00:00:00Z',
  householdId: 'user-1',
};
const DELAYS = { throttle: 20, coolDown: 100, backoff: 7 };
const events = [
  { type: 'refresh.request', pathname: '/dashboard', isNewUser: false },
  { type: 'refresh.request', pathname: '/onboarding', isNewUser: true },
  { type: 'xstate.done.actor.refreshSession', output: user },
  { type: 'xstate.error.actor.refreshSession', error: new Error('network down') },
  { type: 'xstate.done.actor.readSession', output: user },
  { type: 'xstate.error.actor.readSession', error: new Error('storage') },
  { type: 'xstate.after.throttle.sessionRefresh.recent' },
  { type: 'xstate.after.backoff.sessionRefresh.backingOff' },
  { type: 'xstate.after.coolDown.sessionRefresh.coolingDown' },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session refresh: every transition generated from the machine', () => {
  const model = sessionRefreshMachine.provide({ actions: { reportSuccess: () => {} } });
  const paths = transitionPaths(model, events);

  it('reaches every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect([...reached].sort()).toEqual(
      [
        '"backingOff"',
        '"coolingDown"',
        '"idle"',
        '"readingSession"',
        '"recent"',
        '"refreshing"',
      ].sort(),
    );
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_title, path) => {
    const fakes = controllableActors(['refreshSession', 'readSession'] as const);
    const machine = sessionRefreshMachine.provide({
      actors: fakes.actors,
      delays: DELAYS,
      actions: { reportSuccess: () => {} },
    });
    await replayPath(path, {
      machine,
      settle: fakes.settle,
      delayMs: (delay) => DELAYS[delay as keyof typeof DELAYS],
      compare: (actual, expected) => expect(actual.context).toEqual(expected.context),
    });
  });
});

describe('session refresh: timing rules', () => {
  function start(refresh: () => Promise<SessionUser>) {
    const reported: SessionUser[] = [];
    const refreshSession = vi.fn(refresh);
    // A parent receives the success report, as the session machine does.
    const parent = createMachine({
      invoke: {
        id: 'sessionRefresh',
        src: sessionRefreshMachine.provide({
          actors: {
            refreshSession: fromPromise(refreshSession),
            readSession: fromPromise(async (): Promise<SessionUser | null> => user),
          },
          delays: { throttle: 2000, coolDown: 10_000, backoff: 200 },
        }),
      },
      on: {
        'refresh.succeeded': {
          actions: ({ event }) => reported.push((event as unknown as { user: SessionUser }).user),
        },
        request: {
          actions: sendTo('sessionRefresh', {
            type: 'refresh.request',
            pathname: '/dashboard',
            isNewUser: false,
          }),
        },
      },
    });
    const actor = createActor(parent).start();
    const child = () => actor.getSnapshot().children.sessionRefresh!;
    return { actor, child, refreshSession, reported };
  }

  it('skips a request while a refresh runs and within 2 s of the last one', async () => {
    const { actor, refreshSession, reported } = start(async () => user);
    actor.send({ type: 'request' });
    actor.send({ type: 'request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([user]);
    await vi.advanceTimersByTimeAsync(1999);
    actor.send({ type: 'request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });

  it('backs off between failures and cools down for 10 s after three failed refreshes', async () => {
    const { actor, child, refreshSession } = start(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(child().getSnapshot().value).toBe('backingOff');
    await vi.advanceTimersByTimeAsync(200);
    expect(refreshSession).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(refreshSession).toHaveBeenCalledTimes(3);
    expect(child().getSnapshot().value).toBe('coolingDown');
    actor.send({ type: 'request' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(refreshSession).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(child().getSnapshot()).toMatchObject({ value: 'idle', context: { failures: 0 } });
  });

  it('doubles the back-off from 200 ms and never waits longer than 30 s', () => {
    const backoff = sessionRefreshMachine.implementations.delays.backoff as (args: {
      context: { failures: number };
    }) => number;
    expect([1, 2, 3, 4, 20].map((failures) => backoff({ context: { failures } }))).toEqual([
      200, 400, 800, 1600, 30_000,
    ]);
  });

  it('only reads the session for a new user on the onboarding pages', async () => {
    const readSession = vi.fn(async (): Promise<SessionUser | null> => user);
    const refreshSession = vi.fn(async () => user);
    const actor = createActor(
      sessionRefreshMachine.provide({
        actors: {
          refreshSession: fromPromise(refreshSession),
          readSession: fromPromise(readSession),
        },
        actions: { reportSuccess: () => {} },
      }),
      { input: {} },
    ).start();
    actor.send({ type: 'refresh.request', pathname: '/profile-review', isNewUser: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(readSession).toHaveBeenCalledTimes(1);
    expect(refreshSession).not.toHaveBeenCalled();
  });
});
