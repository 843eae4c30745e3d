import { assign, emit, fromCallback, fromPromise, sendTo, setup, spawnChild } from 'xstate';
import { sessionMessages } from '../texts/session.ts';
import { navigateTo, toast } from '../shared/effects.ts';
import { paths } from '../shared/paths.ts';
import { onboardingCompletionMachine } from '../onboardingCompletion/onboardingCompletion.machine.ts';
import { sessionRefreshMachine } from '../sessionRefresh/sessionRefresh.machine.ts';
import {
  NEW_CONFIRMATION_WINDOW_MS,
  NEW_USER_WINDOW_MS,
  NO_REFRESH_PATHS,
  type AuthSessionContext,
  type AuthSessionEvent,
  type AuthSessionInput,
  type AuthSessionTag,
  type SessionUser,
} from './authSession.types.ts';
import { type MachineTypes } from '../shared/setupParts.ts';

function ageMs(iso: string | null, now: number): number {
  if (!iso) return Number.POSITIVE_INFINITY;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : now - time;
}

/**
 * The signed-in state of the app, driven by supabase-js auth events (spec section 4,
 * Authentication events): who is signed in, whether they are new, whether their onboarding is
 * complete, and the session refresh after navigation. It owns routing by sign-in state: its
 * states carry the tags the route guard and the public-only pages read ('auth.loading',
 * 'auth.signedOut', 'auth.signedIn', and 'profile.checking' | 'profile.complete' |
 * 'profile.incomplete' once signed in), so a page knows where the person belongs without
 * timers that guess when something happened.
 */
const sessionSetup = setup({
  types: {} as MachineTypes<AuthSessionContext, AuthSessionEvent, AuthSessionInput, AuthSessionTag>,
  actors: {
    authListener: fromCallback(() => {
      throw new Error('authListener is provided by the app');
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('signOut is provided by the app');
    }),
    /** Sign-out clears the onboarding flag, the cached data and the new-user flag. */
    clearUserData: fromPromise<void>(async () => {
      throw new Error('clearUserData is provided by the app');
    }),
    /** Keeps the new-user flag in the browser's storage. */
    persistNewUser: fromPromise<void, boolean>(async () => {
      throw new Error('persistNewUser is provided by the app');
    }),
    /** Keeps a copy of the user for this tab. */
    cacheUser: fromPromise<void, SessionUser | null>(async () => {
      throw new Error('cacheUser is provided by the app');
    }),
    onboardingCompletion: onboardingCompletionMachine,
    sessionRefresh: sessionRefreshMachine,
  },
  actions: {
    storeUser: assign({
      user: (_, user: SessionUser) => user,
      signedOutHere: false,
    }),
    noteFreshSignIn: assign({ freshSignIn: (_, fresh: boolean) => fresh }),
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
      hasLocalDraft: false,
    }),
    /** The account now plans for another household: what the device knew of the old one goes. */
    forgetHousehold: assign({
      localOnboardingComplete: false,
      isNewUser: false,
      onboardingStatus: 'unknown' as const,
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
    takeRoute: assign((_, route: { pathname: string; hasLocalDraft: boolean }) => route),
    toastEmailVerified: emit(toast('success', sessionMessages.emailVerified)),
    toastLoggedOut: emit(toast('success', sessionMessages.loggedOut)),
    toastSessionCleared: emit(toast('info', sessionMessages.sessionCleared)),
    goToLogin: emit(navigateTo(paths.login)),
    requestRefresh: sendTo('sessionRefresh', ({ context }) => ({
      type: 'refresh.request' as const,
      pathname: context.pathname,
      isNewUser: context.isNewUser,
    })),
    clearUserData: spawnChild('clearUserData'),
    persistNewUser: spawnChild('persistNewUser', { input: ({ context }) => context.isNewUser }),
    /** After storeUser in the same transition: the user just stored. */
    cacheUser: spawnChild('cacheUser', { input: ({ context }) => context.user }),
  },
  guards: {
    hasUser: (_, user: SessionUser | null) => user !== null,
    emailConfirmed: (_, user: SessionUser) => user.emailConfirmedAt !== null,
    isNewUser: ({ context }) => context.isNewUser,
    /** The account joined or left a household (app_metadata.household_id changed). */
    householdChanged: ({ context }, user: SessionUser) =>
      context.user !== null && context.user.householdId !== user.householdId,
    completeOutput: (_, complete: boolean) => complete,
    refreshesOnPath: (_, pathname: string) => !NO_REFRESH_PATHS.some((path) => path === pathname),
  },
  delays: {
    navigationRefreshDelay: 500,
  },
});

/** The route the app reports: where the person is and whether a wizard draft is kept here. */
const takeRoute = {
  type: 'takeRoute',
  params: ({ event }: { event: { pathname: string; hasLocalDraft: boolean } }) => ({
    pathname: event.pathname,
    hasLocalDraft: event.hasLocalDraft,
  }),
} as const;

/**
 * A new token or a refresh asks again whether onboarding is complete (not for a new user). A
 * token naming another household (the account joined or left one) asks for that household's
 * profile, forgetting what the device kept of the old one.
 */
const recheck = {
  'auth.tokenRefreshed': [
    {
      guard: { type: 'householdChanged', params: userOf },
      target: 'checking',
      actions: [
        { type: 'storeUser', params: userOf },
        'forgetHousehold',
        'clearUserData',
        'cacheUser',
      ],
    },
    { guard: 'isNewUser', actions: { type: 'storeUser', params: userOf } },
    { target: 'checking', actions: { type: 'storeUser', params: userOf } },
  ],
  'refresh.succeeded': {
    target: 'checking',
    actions: [{ type: 'storeUser', params: userOf }, 'cacheUser'],
  },
} as const;

function userOf({ event }: { event: { user: SessionUser } }): SessionUser {
  return event.user;
}

export const authSessionMachine = sessionSetup.createMachine({
  id: 'authSession',
  context: ({ input }) => ({
    user: null,
    isNewUser: false,
    onboardingStatus: 'unknown',
    localOnboardingComplete: input.localOnboardingComplete,
    hasLocalDraft: input.hasLocalDraft ?? false,
    pathname: '/',
    signedOutHere: false,
    freshSignIn: false,
    now: input.now ?? (() => Date.now()),
  }),
  invoke: { id: 'authListener', src: 'authListener' },
  on: { 'route.changed': { actions: takeRoute } },
  initial: 'loading',
  states: {
    loading: {
      description: 'Waits for supabase-js to report the stored session (INITIAL_SESSION).',
      tags: 'auth.loading',
      on: {
        'auth.initialSession': [
          {
            guard: { type: 'hasUser', params: ({ event }) => event.user },
            target: 'signedIn',
            actions: [
              { type: 'storeUser', params: ({ event }) => event.user as SessionUser },
              { type: 'noteFreshSignIn', params: false },
            ],
          },
          { target: 'signedOut' },
        ],
        'auth.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => event.user },
            { type: 'flagNewIfRecentlyCreated', params: ({ event }) => event.user },
            { type: 'noteFreshSignIn', params: true },
          ],
        },
        'auth.signedOut': 'signedOut',
      },
    },
    signedOut: {
      tags: 'auth.signedOut',
      on: {
        'auth.initialSession': {
          guard: { type: 'hasUser', params: ({ event }) => event.user },
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => event.user as SessionUser },
            { type: 'noteFreshSignIn', params: false },
          ],
        },
        'auth.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'storeUser', params: ({ event }) => event.user },
            { type: 'flagNewIfRecentlyCreated', params: ({ event }) => event.user },
            'persistNewUser',
            { type: 'noteFreshSignIn', params: true },
          ],
        },
      },
    },
    signedIn: {
      type: 'parallel',
      tags: 'auth.signedIn',
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
          actions: [{ type: 'storeUser', params: ({ event }) => event.user }, 'cacheUser'],
        },
        'auth.userUpdated': [
          {
            guard: { type: 'emailConfirmed', params: ({ event }) => event.user },
            actions: [
              { type: 'storeUser', params: ({ event }) => event.user },
              'toastEmailVerified',
              { type: 'flagNewIfJustConfirmed', params: ({ event }) => event.user },
              'persistNewUser',
            ],
          },
          { actions: { type: 'storeUser', params: ({ event }) => event.user } },
        ],
        'onboarding.completed': {
          target: '.onboarding.complete',
          actions: ['markOnboardingComplete', 'persistNewUser'],
        },
        'session.signOut': 'signingOut',
      },
      states: {
        onboarding: {
          initial: 'checking',
          states: {
            checking: {
              tags: 'profile.checking',
              invoke: {
                id: 'onboardingCompletion',
                src: 'onboardingCompletion',
                input: ({ context }) => ({
                  userId: context.user?.householdId ?? '',
                  localFlag: context.localOnboardingComplete,
                }),
                onDone: [
                  {
                    guard: { type: 'completeOutput', params: ({ event }) => event.output.complete },
                    target: 'complete',
                    actions: { type: 'setOnboardingResult', params: true },
                  },
                  {
                    target: 'incomplete',
                    actions: { type: 'setOnboardingResult', params: false },
                  },
                ],
              },
            },
            complete: {
              tags: 'profile.complete',
              on: recheck,
            },
            incomplete: {
              tags: 'profile.incomplete',
              on: recheck,
            },
          },
        },
        refresh: {
          invoke: {
            id: 'sessionRefresh',
            src: 'sessionRefresh',
            // A session that a sign-in just made is as fresh as a refresh.
            input: ({ context }) => ({ justRefreshed: context.freshSignIn }),
          },
          initial: 'idle',
          states: {
            idle: {
              on: {
                'route.changed': {
                  guard: { type: 'refreshesOnPath', params: ({ event }) => event.pathname },
                  target: 'waiting',
                  actions: takeRoute,
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
                    actions: takeRoute,
                  },
                  {
                    target: 'idle',
                    actions: takeRoute,
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
      tags: 'auth.signedOut',
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
