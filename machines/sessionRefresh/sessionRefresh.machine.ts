import { assign, sendParent, setup } from 'xstate';
import { toProvide } from '../shared/setupParts.ts';
import type { SessionUser } from '../authSession/authSession.types.ts';
import { SETUP_PATHS } from '../shared/paths.ts';
import {
  REFRESH_FAILURE_LIMIT,
  type SessionRefreshContext,
  type SessionRefreshEvent,
  type SessionRefreshInput,
} from './sessionRefresh.types.ts';

/**
 * Refreshes the session after navigation. A request is dropped while a refresh runs, for 2 s
 * after one, while backing off after a failure, and for 10 s after three failures in a row.
 * A new user in the middle of onboarding only has the session read, never refreshed. A session
 * just made by signing in is not refreshed within those first 2 s either: its token is new.
 */
export const sessionRefreshMachine = setup({
  types: {
    context: {} as SessionRefreshContext,
    events: {} as SessionRefreshEvent,
    input: {} as SessionRefreshInput | undefined,
  },
  actors: {
    refreshSession: toProvide<SessionUser>('sessionRefresh.refreshSession'),
    readSession: toProvide<SessionUser | null>('sessionRefresh.readSession'),
  },
  actions: {
    countFailure: assign({ failures: ({ context }) => context.failures + 1 }),
    resetFailures: assign({ failures: 0 }),
    reportSuccess: sendParent((_, user: SessionUser) => ({
      type: 'refresh.succeeded' as const,
      user,
    })),
  },
  guards: {
    newUserOnSetupPath: ({ event }) => event.isNewUser && SETUP_PATHS.includes(event.pathname),
    failureLimitReached: ({ context }) => context.failures >= REFRESH_FAILURE_LIMIT,
    justRefreshed: ({ context }) => context.justRefreshed,
  },
  delays: {
    throttle: 2000,
    coolDown: 10_000,
    /** 200 ms after the first failure, doubling, never above 30 s. */
    backoff: ({ context }) => Math.min(200 * 2 ** Math.max(0, context.failures - 1), 30_000),
  },
}).createMachine({
  id: 'sessionRefresh',
  context: ({ input }) => ({ failures: 0, justRefreshed: input?.justRefreshed ?? false }),
  initial: 'starting',
  states: {
    starting: {
      description: 'A session a sign-in just made counts as a refresh that just happened.',
      always: [{ guard: 'justRefreshed', target: 'recent' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'refresh.request': [
          { guard: 'newUserOnSetupPath', target: 'readingSession' },
          { target: 'refreshing' },
        ],
      },
    },
    readingSession: {
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: 'recent',
        onError: 'idle',
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: {
          target: 'recent',
          actions: [
            'resetFailures',
            { type: 'reportSuccess', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'failed', actions: 'countFailure' },
      },
    },
    failed: {
      always: [{ guard: 'failureLimitReached', target: 'coolingDown' }, { target: 'backingOff' }],
    },
    backingOff: {
      description: 'Waits before trying again after a failed refresh.',
      after: { backoff: 'refreshing' },
    },
    coolingDown: {
      description:
        'Three refreshes failed in a row: no refresh for 10 s, then the count starts over.',
      after: { coolDown: { target: 'idle', actions: 'resetFailures' } },
    },
    recent: {
      description: 'A refresh just happened: requests in the next 2 s are skipped.',
      after: { throttle: 'idle' },
    },
  },
});
