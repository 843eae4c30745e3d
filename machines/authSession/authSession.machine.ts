import { assign, emit, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { sessionMessages } from '../texts/session.ts';
import { navigateTo, toast, type ViewEffect } from '../shared/effects.ts';
import { onboardingCompletionMachine } from '../onboardingCompletion/onboardingCompletion.machine.ts';
import { sessionRefreshMachine } from '../sessionRefresh/sessionRefresh.machine.ts';
import {
  NEW_CONFIRMATION_WINDOW_MS,
  NEW_USER_WINDOW_MS,
  NO_REFRESH_PATHS,
  type AuthSessionContext,
  type AuthSessionEvent,
  type AuthSessionInput,
  type SessionUser,
} from './authSession.types.ts';
import { paths } from '../shared/paths.ts';

function ageMs(iso: string | null, now: number): number {
  if (!iso) return Number.POSITIVE_INFINITY;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : now - time;
}

/**
 * The signed-in state of the app, driven by supabase-js auth events (spec section 4,
 * Authentication events): who is signed in, whether they are new, whether their onboarding
 * is complete, and the session refresh after navigation.
 */
export const authSessionMachine = setup({
  types: {
    input: {} as AuthSessionInput,
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
    emitted: {} as ViewEffect,
  },
  actors: {
    authListener: fromCallback(() => {
      throw new Error('authListener is provided by the app');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut is provided by the app');
    }),
    onboardingCompletion: onboardingCompletionMachine,
    sessionRefresh: sessionRefreshMachine,
  },
  actions: {
    storeUser: assign({
      user: (_, user: SessionUser) => user,
      signedOutHere: false,
    }),
    noteSignOutHere: assign({ signedOutHere: true }),
    flagNewIfRecentlyCreated: assign({
      isNewUser: ({ context }, user: SessionUser) =>
        context.isNewUser || ageMs(user.createdAt, context.now()) < NEW_USER_WINDOW_MS,
    }),
    flagNewIfJustConfirmed: assign({
      isNewUser: ({ context }, user: SessionUser) =>
        context.isNewUser ||
        ageMs(user.emailConfirmedAt, context.now()) < NEW_CONFIRMATION_WINDOW_MS,
    }),
    clearSession: assign({
      user: null,
      isNewUser: false,
      onboardingStatus: 'unknown' as const,
      localOnboardingComplete: false,
    }),
    markOnboardingComplete: assign({
      onboardingStatus: 'complete' as const,
      localOnboardingComplete: true,
      isNewUser: false,
    }),
    setOnboardingResult: assign({
      onboardingStatus: (_, complete: boolean) =>
        complete ? ('complete' as const) : ('incomplete' as const),
      localOnboardingComplete: ({ context }, complete: boolean) =>
        context.localOnboardingComplete || complete,
    }),
    rememberPath: assign({ pathname: (_, pathname: string) => pathname }),
    toastEmailVerified: emit(toast('success', sessionMessages.emailVerified)),
    toastLoggedOut: emit(toast('success', sessionMessages.loggedOut)),
    toastSessionCleared: emit(toast('info', sessionMessages.sessionCleared)),
    goToLogin: emit(navigateTo(paths.login)),
    requestRefresh: sendTo('sessionRefresh', ({ context }) => ({
      type: 'refresh.request' as const,
      pathname: context.pathname,
      isNewUser: context.isNewUser,
    })),
    /** Sign-out clears the onboarding flag, the cached data and the new-user flag (provided). */
    clearUserData: () => {},
    /** Keeps the new-user flag in the browser's storage (provided). */
    persistNewUser: (_, _isNew: boolean) => {},
    /** Keeps a copy of the user for this tab (provided). */
    cacheUser: (_, _user: SessionUser) => {},
  },
  guards: {
    hasUser: (_, user: SessionUser | null) => user !== null,
    emailConfirmed: (_, user: SessionUser) => user.emailConfirmedAt !== null,
    isNewUser: ({ context }) => context.isNewUser,
    refreshesOnPath: (_, pathname: string) => !NO_REFRESH_PATHS.some((path) => path === pathname),
  },
  delays: {
    navigationRefreshDelay: 500,
  },
}).createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    user: null,
    isNewUser: false,
    onboardingStatus: 'unknown',
    localOnboardingComplete: input.localOnboardingComplete,
    pathname: '/',
    signedOutHere: false,
    now: input.now ?? (() => Date.now()),
  }),
  invoke: { id: 'authListener', src: 'authListener' },
  on: {
    'route.changed': { actions: { type: 'rememberPath', params: ({ event }) => event.pathname } },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Waits for supabase-js to report the stored session (INITIAL_SESSION).',
      on: {
        'auth.initialSession': [
          {
            guard: { type: 'hasUser', params: ({ event }) => event.user },
            target: 'signedIn',
            actions: { type: 'storeUser', params: ({ event }) => event.user as SessionUser },
          },
          { target: 'signedOut' },
        ],
        'auth.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => event.user },
            { type: 'flagNewIfRecentlyCreated', params: ({ event }) => event.user },
          ],
        },
        'auth.signedOut': 'signedOut',
      },
    },
    signedOut: {
      on: {
        'auth.initialSession': {
          guard: { type: 'hasUser', params: ({ event }) => event.user },
          target: 'signedIn',
          actions: { type: 'storeUser', params: ({ event }) => event.user as SessionUser },
        },
        'auth.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => event.user },
            { type: 'flagNewIfRecentlyCreated', params: ({ event }) => event.user },
            { type: 'persistNewUser', params: ({ context }) => context.isNewUser },
          ],
        },
      },
    },
    signedIn: {
      type: 'parallel',
      on: {
        'auth.signedOut': {
          target: 'signedOut',
          actions: ['clearUserData', 'clearSession'],
        },
        'auth.signedIn': {
          actions: { type: 'storeUser', params: ({ event }) => event.user },
        },
        'auth.tokenRefreshed': {
          actions: { type: 'storeUser', params: ({ event }) => event.user },
        },
        'refresh.succeeded': {
          actions: [
            { type: 'storeUser', params: ({ event }) => event.user },
            { type: 'cacheUser', params: ({ event }) => event.user },
          ],
        },
        'auth.userUpdated': [
          {
            guard: { type: 'emailConfirmed', params: ({ event }) => event.user },
            actions: [
              { type: 'storeUser', params: ({ event }) => event.user },
              'toastEmailVerified',
              { type: 'flagNewIfJustConfirmed', params: ({ event }) => event.user },
              { type: 'persistNewUser', params: ({ context }) => context.isNewUser },
            ],
          },
          { actions: { type: 'storeUser', params: ({ event }) => event.user } },
        ],
        'onboarding.completed': {
          actions: ['markOnboardingComplete', { type: 'persistNewUser', params: false }],
        },
        'session.signOut': 'signingOut',
      },
      states: {
        onboarding: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'onboardingCompletion',
                src: 'onboardingCompletion',
                input: ({ context }) => ({
                  userId: context.user?.id ?? '',
                  localFlag: context.localOnboardingComplete,
                }),
                onDone: {
                  target: 'settled',
                  actions: {
                    type: 'setOnboardingResult',
                    params: ({ event }) => event.output.complete,
                  },
                },
              },
            },
            settled: {
              on: {
                'auth.tokenRefreshed': [
                  {
                    guard: 'isNewUser',
                    actions: { type: 'storeUser', params: ({ event }) => event.user },
                  },
                  {
                    target: 'checking',
                    actions: { type: 'storeUser', params: ({ event }) => event.user },
                  },
                ],
                'refresh.succeeded': {
                  target: 'checking',
                  actions: [
                    { type: 'storeUser', params: ({ event }) => event.user },
                    { type: 'cacheUser', params: ({ event }) => event.user },
                  ],
                },
              },
            },
          },
        },
        refresh: {
          invoke: { id: 'sessionRefresh', src: 'sessionRefresh' },
          initial: 'idle',
          states: {
            idle: {
              on: {
                'route.changed': {
                  guard: { type: 'refreshesOnPath', params: ({ event }) => event.pathname },
                  target: 'waiting',
                  actions: { type: 'rememberPath', params: ({ event }) => event.pathname },
                },
              },
            },
            waiting: {
              description: 'A refresh runs about 500 ms after navigation.',
              on: {
                'route.changed': [
                  {
                    guard: { type: 'refreshesOnPath', params: ({ event }) => event.pathname },
                    target: 'waiting',
                    reenter: true,
                    actions: { type: 'rememberPath', params: ({ event }) => event.pathname },
                  },
                  {
                    target: 'idle',
                    actions: { type: 'rememberPath', params: ({ event }) => event.pathname },
                  },
                ],
              },
              after: { navigationRefreshDelay: { target: 'idle', actions: 'requestRefresh' } },
            },
          },
        },
      },
    },
    signingOut: {
      entry: 'noteSignOutHere',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: {
          target: 'signedOut',
          actions: ['clearUserData', 'clearSession', 'toastLoggedOut', 'goToLogin'],
        },
        onError: {
          description: 'Sign-out failed on the server: local data is cleared anyway.',
          target: 'signedOut',
          actions: ['clearUserData', 'clearSession', 'toastSessionCleared', 'goToLogin'],
        },
      },
    },
  },
});
