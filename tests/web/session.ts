import { fromCallback, fromPromise } from 'xstate';
import { authSessionMachine } from '../../machines/authSession/authSession.machine.ts';
import type { SessionUser } from '../../machines/authSession/authSession.types.ts';
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
}

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    createdAt: '2020-01-01T00:00:00.000Z',
    emailConfirmedAt: '2020-01-01T00:05:00.000Z',
    ...overrides,
  };
}

/** The real session machine with test doubles for supabase-js and no waiting. */
export function fakeSessionMachine(options: FakeSessionOptions = {}) {
  return authSessionMachine.provide({
    actors: {
      authListener: fromCallback(({ sendBack }) => {
        if (!options.loading) sendBack({ type: 'auth.initialSession', user: options.user ?? null });
      }),
      signOut: fromPromise(async () => {
        options.onSignOut?.();
      }),
      onboardingCompletion: onboardingCompletionMachine.provide({
        actors: {
          checkOnboardingTables: fromPromise(async () => ({
            complete: options.onboardingComplete ?? true,
          })),
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
