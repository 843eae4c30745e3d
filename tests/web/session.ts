import { fromCallback, fromPromise } from 'xstate';
import { authSessionMachine } from '../../machines/authSession/authSession.machine.ts';
import type {
  AuthListenerEvent,
  SessionUser,
} from '../../machines/authSession/authSession.types.ts';
import { onboardingCompletionMachine } from '../../machines/onboardingCompletion/onboardingCompletion.machine.ts';
import { sessionRefreshMachine } from '../../machines/sessionRefresh/sessionRefresh.machine.ts';

export interface FakeSessionOptions {
  /** Signed in as this person; null (the default) is signed out. */
  user?: SessionUser | null;
  /** What the database says about onboarding. */
  onboardingComplete?: boolean;
  /** Never report the stored session: authentication stays loading. */
  loading?: boolean;
  onSignOut?: () => void;
  /**
   * Lets the test play supabase-js's auth events (as when a sign-in on the page makes it emit
   * SIGNED_IN); called with the machine's event sender once the listener starts.
   */
  listen?: (send: (event: AuthListenerEvent) => void) => void;
}

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    createdAt: '2020-01-01T00:00:00.000Z',
    emailConfirmedAt: '2020-01-01T00:05:00.000Z',
    householdId: overrides.id ?? '00000000-0000-4000-8000-000000000001',
    ...overrides,
  };
}

/** The real session machine with test doubles for supabase-js and no waiting. */
export function fakeSessionMachine(options: FakeSessionOptions = {}) {
  return authSessionMachine.provide({
    actors: {
      authListener: fromCallback(({ sendBack }) => {
        options.listen?.(sendBack);
        if (!options.loading) sendBack({ type: 'auth.initialSession', user: options.user ?? null });
      }),
      clearUserData: fromPromise(async () => {}),
      persistNewUser: fromPromise(async () => {}),
      cacheUser: fromPromise(async () => {}),
      signOut: fromPromise(async () => {
        options.onSignOut?.();
      }),
      onboardingCompletion: onboardingCompletionMachine.provide({
        actors: {
          checkOnboardingTables: fromPromise(async () => ({
            complete: options.onboardingComplete ?? true,
          })),
          persistCompletion: fromPromise(async () => {}),
        },
        delays: { checkDelay: 0 },
      }),
      sessionRefresh: sessionRefreshMachine.provide({
        actors: {
          refreshSession: fromPromise(async () => options.user ?? testUser()),
          readSession: fromPromise(async () => options.user ?? null),
        },
      }),
    },
    delays: { navigationRefreshDelay: 0 },
  });
}
